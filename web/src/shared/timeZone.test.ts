import { afterEach, describe, expect, it } from 'vitest';
import {
  dayNumber,
  dayOf,
  instantOfWallDateTime,
  newsroomTimeZone,
  offsetMs,
  setNewsroomTimeZone,
  timeZoneOfPage,
  todayIso,
  wallDateTimeOf,
} from './timeZone';

const HOUR = 3_600_000;

afterEach(() => setNewsroomTimeZone(undefined));

describe("the newsroom's clock", () => {
  it('is India by default, whatever the machine runs in', () => {
    expect(newsroomTimeZone()).toBe('Asia/Kolkata');
    expect(offsetMs(Date.parse('2026-11-28T10:00:00Z'))).toBe(5.5 * HOUR);
    // 20:00 UTC is the next day in India.
    expect(dayOf(Date.parse('2026-11-20T20:00:00Z'))).toBe('2026-11-21');
    expect(todayIso(Date.parse('2026-11-20T18:29:00Z'))).toBe('2026-11-20');
    expect(todayIso(Date.parse('2026-11-20T18:30:00Z'))).toBe('2026-11-21');
    expect(
      dayNumber(Date.parse('2026-11-20T18:30:00Z')) - dayNumber(Date.parse('2026-11-20T18:29:00Z')),
    ).toBe(1);
  });

  it('reads a Publish at time on the newsroom clock, and writes one back the same', () => {
    expect(instantOfWallDateTime('2026-11-28T15:49')).toBe('2026-11-28T10:19:00.000Z');
    expect(wallDateTimeOf(Date.parse('2026-11-28T10:19:40Z'))).toBe('2026-11-28T15:49');
    expect(instantOfWallDateTime('2026-11-28T00:15')).toBe('2026-11-27T18:45:00.000Z');
  });

  it('refuses what is not a time', () => {
    for (const value of [
      '',
      '2026-11-28',
      '2026-02-30T10:00',
      '2026-11-28T24:00',
      '28/11/2026 10:00',
      '2026-11-28T10:60',
    ]) {
      expect(instantOfWallDateTime(value), value).toBeUndefined();
    }
  });

  it('follows a zone with daylight saving through its changes', () => {
    setNewsroomTimeZone('America/New_York');
    expect(offsetMs(Date.parse('2026-01-15T12:00:00Z'))).toBe(-5 * HOUR);
    expect(offsetMs(Date.parse('2026-07-15T12:00:00Z'))).toBe(-4 * HOUR);
    expect(instantOfWallDateTime('2026-01-15T09:00')).toBe('2026-01-15T14:00:00.000Z');
    expect(instantOfWallDateTime('2026-07-15T09:00')).toBe('2026-07-15T13:00:00.000Z');
    // Clocks go from 02:00 to 03:00 on 8 March 2026: 02:30 is read as 03:30 EDT.
    expect(instantOfWallDateTime('2026-03-08T02:30')).toBe('2026-03-08T07:30:00.000Z');
    expect(instantOfWallDateTime('2026-03-08T03:30')).toBe('2026-03-08T07:30:00.000Z');
    expect(wallDateTimeOf(Date.parse('2026-03-08T07:30:00Z'))).toBe('2026-03-08T03:30');
    expect(dayOf(Date.parse('2026-11-21T03:30:00Z'))).toBe('2026-11-20');
  });

  it('is the zone the page names, or the default for a name it does not know', () => {
    document.head.innerHTML = '<meta name="newsroom-time-zone" content="Europe/London" />';
    setNewsroomTimeZone(timeZoneOfPage(document));
    expect(newsroomTimeZone()).toBe('Europe/London');
    document.head.innerHTML = '<meta name="newsroom-time-zone" content="Nowhere/Else" />';
    setNewsroomTimeZone(timeZoneOfPage(document));
    expect(newsroomTimeZone()).toBe('Asia/Kolkata');
    document.head.innerHTML = '';
    expect(timeZoneOfPage(document)).toBeUndefined();
  });
});
