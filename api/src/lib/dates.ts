import { badInput } from './errors.js';

/** The wall-clock fields of an instant in a time zone. */
function zoned(instant: Date, timeZone: string): Record<string, number> {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
}

/** The calendar date (yyyy-mm-dd) of an instant as seen in a time zone. */
export function dateIn(instant: Date, timeZone: string): string {
  const { year = 0, month = 0, day = 0 } = zoned(instant, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

/** How far the time zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetMs(instant: Date, timeZone: string): number {
  const {
    year = 0,
    month = 1,
    day = 1,
    hour = 0,
    minute = 0,
    second = 0,
  } = zoned(instant, timeZone);
  const local = Date.UTC(year, month - 1, day, hour, minute, second);
  return local - Math.floor(instant.getTime() / 1000) * 1000;
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
  return new Date(noonUtc.getTime() - offsetMs(noonUtc, timeZone)).toISOString();
}
