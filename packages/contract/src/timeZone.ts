/*
 * The newsroom's clock: every date and time the site writes, and every date and time staff enter,
 * is its wall time in one IANA zone (NEWSROOM_TIME_ZONE), whatever the server's or the browser's.
 */

/** The zone when NEWSROOM_TIME_ZONE is unset: the newsroom is in India. */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** Whether `zone` is an IANA time zone this JavaScript engine knows (`Asia/Kolkata`, `UTC`). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** An instant's wall-clock fields in a zone (month 1-12, hour 0-23). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// One formatter per zone: building one loads the zone's Intl data, which is slow.
const wallFormats = new Map<string, Intl.DateTimeFormat>();
function wallFormat(zone: string): Intl.DateTimeFormat {
  let format = wallFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallFormats.set(zone, format);
  }
  return format;
}

/** The wall clock in `zone` at an instant (ms since 1970 or a Date). */
export function wallClockIn(instant: number | Date, zone: string): WallClock {
  const wall: WallClock = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  for (const { type, value } of wallFormat(zone).formatToParts(instant)) {
    if (Object.hasOwn(wall, type)) wall[type as keyof WallClock] = Number(value);
  }
  return wall;
}

/** How far `zone`'s wall clock is ahead of UTC at an instant, in ms (whole seconds). */
export function zoneOffsetMs(time: number, zone: string): number {
  const { year, month, day, hour, minute, second } = wallClockIn(time, zone);
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  return wall - (time - (((time % 1000) + 1000) % 1000));
}
