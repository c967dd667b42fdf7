import { wallClockIn, zoneOffsetMs } from '@news/contract';
import { badInput } from './errors.js';

/** The calendar date (yyyy-mm-dd) of an instant as seen in a time zone. */
export function dateIn(instant: Date, timeZone: string): string {
  const { year, month, day } = wallClockIn(instant, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

/**
 * The stored time for an article dated `date` in the newsroom's time zone. Today keeps the
 * current time, so newest-first follows the order of writing; an earlier day is stored at noon
 * there, safely inside that day. A later day is refused: it would pin the story to the top.
 */
export function articleTimestamp(date: string, timeZone: string, now = new Date()): string {
  const today = dateIn(now, timeZone);
  if (date === today) return now.toISOString();
  if (date > today) throw badInput('date', `date cannot be later than today (${today})`);
  if (date < '1900-01-01') throw badInput('date', 'date must not be before 1900');
  const noonUtc = new Date(`${date}T12:00:00.000Z`);
  return new Date(noonUtc.getTime() - zoneOffsetMs(noonUtc.getTime(), timeZone)).toISOString();
}
