import { describe, expect, it } from 'vitest';
import { articleTimestamp, dateIn } from '../../src/lib/dates.js';

const IST = 'Asia/Kolkata';
// 01:30 on 6 May in India is still 5 May in UTC.
const earlyMorningInIndia = new Date('2026-05-05T20:00:00.000Z');

describe('article dates in the newsroom time zone', () => {
  it('reads the calendar date in the time zone, not in UTC', () => {
    expect(dateIn(earlyMorningInIndia, IST)).toBe('2026-05-06');
    expect(dateIn(earlyMorningInIndia, 'UTC')).toBe('2026-05-05');
    expect(dateIn(earlyMorningInIndia, 'America/Los_Angeles')).toBe('2026-05-05');
  });

  it("keeps the current time for the newsroom's today, even when UTC is still on yesterday", () => {
    expect(articleTimestamp('2026-05-06', IST, earlyMorningInIndia)).toBe(
      earlyMorningInIndia.toISOString(),
    );
  });

  it('stores an earlier day at noon in the time zone, which is that day there', () => {
    expect(articleTimestamp('2026-05-05', IST, earlyMorningInIndia)).toBe(
      '2026-05-05T06:30:00.000Z',
    );
    const la = articleTimestamp('2026-01-15', 'America/Los_Angeles', earlyMorningInIndia);
    expect(la).toBe('2026-01-15T20:00:00.000Z');
    expect(dateIn(new Date(la), 'America/Los_Angeles')).toBe('2026-01-15');
    // Noon across a daylight-saving change (New York, 8 March 2026).
    expect(articleTimestamp('2026-03-08', 'America/New_York', earlyMorningInIndia)).toBe(
      '2026-03-08T16:00:00.000Z',
    );
    const pacific = articleTimestamp('2026-02-01', 'Pacific/Kiritimati', earlyMorningInIndia);
    expect(dateIn(new Date(pacific), 'Pacific/Kiritimati')).toBe('2026-02-01');
  });

  it('refuses a day after today in the time zone, and one before 1900', () => {
    expect(() => articleTimestamp('2026-05-07', IST, earlyMorningInIndia)).toThrow(
      'date cannot be later than today (2026-05-06)',
    );
    expect(() => articleTimestamp('1899-12-31', IST, earlyMorningInIndia)).toThrow(/1900/);
  });
});
