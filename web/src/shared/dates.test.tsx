import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatPublished,
  formatRelative,
  formatTime,
  formatZoneName,
  newsroomYear,
  relativeStep,
} from './dates';
import { NowProvider, useNow } from './now';
import { setNewsroomTimeZone } from './timeZone';

const NOW = Date.parse('2026-11-20T10:00:00.000Z'); // 15:30 in the newsroom (IST)
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('dates in the newsroom', () => {
  afterEach(() => setNewsroomTimeZone(undefined));

  it("writes dates in the newsroom's zone, not the machine's", () => {
    // 20:00 UTC is already the next day in India.
    expect(formatDate('2026-11-20T20:00:00.000Z', 'en')).toBe('21 Nov 2026');
    expect(formatDate('2026-11-20T20:00:00.000Z', 'en', 'long')).toBe('21 November 2026');
    expect(formatDateTime('2026-11-20T20:00:00.000Z', 'en')).toBe('21 Nov 2026, 1:30 am IST');
    expect(newsroomYear(Date.parse('2026-12-31T19:00:00.000Z'))).toBe(2027);
  });

  it('writes each context one way in English: cards and lists, the article, a time, a moment', () => {
    const at = '2026-11-28T10:19:00.000Z'; // 15:49 in India
    expect(formatDate(at, 'en')).toBe('28 Nov 2026');
    expect(formatDate(at, 'en', 'long')).toBe('28 November 2026');
    expect(formatTime(at, 'en')).toBe('3:49 pm IST');
    expect(formatDateTime(at, 'en')).toBe('28 Nov 2026, 3:49 pm IST');
    expect(formatPublished(at, 'en')).toBe('28 November 2026, 3:49 pm IST');
    expect(formatZoneName(at, 'en')).toBe('IST');
  });

  it('writes them as a Telugu paper prints them: whole month names, the part of the day first, no English', () => {
    const at = '2026-11-28T10:19:00.000Z';
    // Telugu papers do not shorten a month's name: a card's date is the article's.
    expect(formatDate(at, 'te')).toBe('28 నవంబర్, 2026');
    expect(formatDate(at, 'te', 'long')).toBe('28 నవంబర్, 2026');
    expect(formatTime(at, 'te')).toBe('మధ్యాహ్నం 3:49 భారతదేశ ప్రామాణిక సమయం');
    expect(formatDateTime(at, 'te')).toBe('28 నవంబర్, 2026 మధ్యాహ్నం 3:49 భారతదేశ ప్రామాణిక సమయం');
    expect(formatPublished(at, 'te')).toBe('28 నవంబర్, 2026 మధ్యాహ్నం 3:49 భారతదేశ ప్రామాణిక సమయం');
    expect(formatZoneName(at, 'te')).toBe('భారతదేశ ప్రామాణిక సమయం');
    // Morning, evening and night by name; the hours in the digits 0-9.
    expect(formatTime('2026-11-28T03:00:00.000Z', 'te')).toMatch(/^ఉదయం 8:30 /);
    expect(formatTime('2026-11-28T13:05:00.000Z', 'te')).toMatch(/^సాయంత్రం 6:35 /);
    expect(formatTime('2026-11-28T18:30:00.000Z', 'te')).toMatch(/^రాత్రి 12:00 /);
    for (const month of [0, 2, 4, 7, 11]) {
      const text = formatDateTime(new Date(Date.UTC(2026, month, 15, 6)).toISOString(), 'te');
      expect(text).not.toMatch(/[A-Za-z]/);
      expect(text).not.toMatch(/[\u0C66-\u0C6F]/);
    }
    expect(formatDate('2026-01-15T06:00:00.000Z', 'te')).toBe('15 జనవరి, 2026');
  });

  it('follows the zone the newsroom is configured with, named in each language', () => {
    setNewsroomTimeZone('America/New_York');
    // 03:30 UTC on 21 November is 22:30 the day before in New York (EST, UTC-5).
    expect(formatDate('2026-11-21T03:30:00.000Z', 'en')).toBe('20 Nov 2026');
    expect(formatDateTime('2026-11-21T03:30:00.000Z', 'en')).toBe('20 Nov 2026, 10:30 pm GMT-5');
    expect(formatTime('2026-11-21T03:30:00.000Z', 'te')).toBe('రాత్రి 10:30 తూర్పు ప్రామాణిక సమయం');
    // In July the clocks are an hour on.
    expect(formatTime('2026-07-01T03:30:00.000Z', 'en')).toBe('11:30 pm GMT-4');
    expect(newsroomYear(Date.parse('2027-01-01T03:00:00.000Z'))).toBe(2026);
    // An unknown zone leaves the default.
    setNewsroomTimeZone('Mars/Olympus');
    expect(formatTime('2026-11-28T10:19:00.000Z', 'en')).toBe('3:49 pm IST');
  });

  it('says how long ago, in English', () => {
    expect(formatRelative(ago(20_000), NOW, 'en')).toBe('now');
    expect(formatRelative(ago(-5 * MINUTE), NOW, 'en')).toBe('now');
    expect(formatRelative(ago(5 * MINUTE), NOW, 'en')).toBe('5 minutes ago');
    expect(formatRelative(ago(2 * HOUR + 5 * MINUTE), NOW, 'en')).toBe('2 hours ago');
    expect(formatRelative(ago(20 * HOUR), NOW, 'en')).toBe('20 hours ago');
    expect(formatRelative(ago(26 * HOUR), NOW, 'en')).toBe('yesterday');
    expect(formatRelative(ago(3 * 24 * HOUR), NOW, 'en')).toBe('3 days ago');
    expect(formatRelative(ago(7 * 24 * HOUR), NOW, 'en')).toBe('7 days ago');
    expect(formatRelative('2026-11-12T05:00:00.000Z', NOW, 'en')).toBe('12 Nov 2026');
  });

  it('counts days on the newsroom calendar', () => {
    // 23:30 the day before in India, 16 hours ago: yesterday there.
    expect(formatRelative('2026-11-19T18:00:00.000Z', NOW, 'en')).toBe('16 hours ago');
    const lateNight = Date.parse('2026-11-20T19:00:00.000Z'); // 00:30 on the 21st in India
    expect(formatRelative('2026-11-20T17:00:00.000Z', lateNight, 'en')).toBe('2 hours ago');
    expect(formatRelative('2026-11-19T17:00:00.000Z', lateNight, 'en')).toBe('2 days ago');
  });

  it('says how long ago, in Telugu', () => {
    expect(formatRelative(ago(2 * HOUR), NOW, 'te')).toBe('2 గంటల క్రితం');
    expect(formatRelative(ago(5 * MINUTE), NOW, 'te')).toBe('5 నిమిషాల క్రితం');
    expect(formatRelative('2026-11-12T05:00:00.000Z', NOW, 'te')).toBe(
      formatDate('2026-11-12T05:00:00.000Z', 'te'),
    );
  });
});

describe('the relative phrases', () => {
  // Every step the site writes, from now to seven days ago, in both languages.
  const steps = [
    ...Array.from({ length: 60 }, (_, m) => NOW - m * MINUTE - 5_000),
    ...Array.from({ length: 15 }, (_, h) => NOW - (h + 1) * HOUR - 5_000),
    ...Array.from({ length: 7 }, (_, d) => NOW - (d + 1) * 24 * HOUR),
  ];

  it.each([
    ['en', 'en-IN'],
    ['te', 'te-IN'],
  ])('are what Intl writes in %s for every step', (language, locale) => {
    const intl = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    for (const time of steps) {
      const step = relativeStep(new Date(time).toISOString(), NOW)!;
      expect(step.unit).not.toBe('date');
      if (step.unit === 'date') continue;
      expect(formatRelative(new Date(time).toISOString(), NOW, language)).toBe(
        intl.format(step.value, step.unit),
      );
    }
  });

  it('name the days before in Telugu', () => {
    expect(formatRelative(ago(26 * HOUR), NOW, 'te')).toBe('నిన్న');
    expect(formatRelative(ago(2 * 24 * HOUR), NOW, 'te')).toBe('మొన్న');
    expect(formatRelative(ago(3 * 24 * HOUR), NOW, 'te')).toBe('3 రోజుల క్రితం');
  });
});

describe('useNow', () => {
  afterEach(() => vi.useRealTimers());

  function Clock() {
    return <output>{useNow()}</output>;
  }

  it("is the time a reader page is rendered at, the server's", () => {
    vi.useFakeTimers({ now: NOW + 10 * MINUTE });
    render(
      <NowProvider value={NOW}>
        <Clock />
      </NowProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(String(NOW));
  });
});
