/*
 * The newsroom's clock (NEWSROOM_TIME_ZONE): every date and time the site writes, and every date
 * and time staff enter, is its wall time there, whatever the browser's zone. The gateway names the
 * zone in each page it sends (a `<meta>` in index.html and in every reader page); the server
 * renderer is given it with each page.
 */
import { DEFAULT_TIME_ZONE, isTimeZone, zoneOffsetMs } from '@news/contract';

/** The `<meta name>` that carries the zone in a page. */
export const TIME_ZONE_META = 'newsroom-time-zone';

let zone: string = DEFAULT_TIME_ZONE;

/**
 * Zones whose offset never changes, in minutes: India has kept +05:30 all year since 1945, so the
 * default zone's wall time is plain arithmetic, and a reader page's script loads no Intl data
 * for it (the first formatter of a page is a long task on a phone).
 */
const FIXED_OFFSETS: Record<string, number> = { 'Asia/Kolkata': 330, UTC: 0, 'Etc/UTC': 0 };

/** The newsroom's IANA zone, as set for this page or render thread. */
export function newsroomTimeZone(): string {
  return zone;
}

/**
 * Sets the zone before anything is written: from the page's `<meta>` in the browser, from the
 * gateway's configuration on the server. A missing or unknown name leaves the default; the same
 * zone again costs nothing.
 */
export function setNewsroomTimeZone(next: string | null | undefined): void {
  if (next === zone) return;
  // A zone of fixed offset needs no check: checking builds an Intl formatter, which a reader
  // page's script spares a phone for the default zone.
  zone =
    next && (Object.hasOwn(FIXED_OFFSETS, next) || isTimeZone(next)) ? next : DEFAULT_TIME_ZONE;
}

/** The zone a page names, if it names one. */
export function timeZoneOfPage(doc: Document): string | undefined {
  return doc.querySelector(`meta[name="${TIME_ZONE_META}"]`)?.getAttribute('content') ?? undefined;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
export function offsetMs(time: number, tz = zone): number {
  if (Object.hasOwn(FIXED_OFFSETS, tz)) return FIXED_OFFSETS[tz]! * MINUTE;
  return zoneOffsetMs(time, tz);
}

/** The wall clock at an instant, read off a Date's UTC fields. */
const wallOf = (time: number, tz: string) => new Date(time + offsetMs(time, tz));

const pad = (n: number) => String(n).padStart(2, '0');
const dayText = (wall: Date) =>
  `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;

/** The newsroom's calendar day of an instant, counted in days since 1970-01-01. */
export function dayNumber(time: number, tz = zone): number {
  return Math.floor((time + offsetMs(time, tz)) / DAY);
}

/** The newsroom's calendar year at an instant (the footer's). */
export function yearAt(time: number, tz = zone): number {
  return wallOf(time, tz).getUTCFullYear();
}

/** An instant's day there as yyyy-mm-dd (the article form's Date). */
export function dayOf(time: number, tz = zone): string {
  return dayText(wallOf(time, tz));
}

/** An instant as a `datetime-local` value (yyyy-mm-ddThh:mm) on the newsroom's clock. */
export function wallDateTimeOf(time: number, tz = zone): string {
  const wall = wallOf(time, tz);
  return `${dayText(wall)}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/**
 * A `datetime-local` value read on the newsroom's clock, as an ISO instant; undefined when it is
 * not a time. A wall time that a clock change skips is read as the time that far past the change.
 */
export function instantOfWallDateTime(value: string, tz = zone): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d+)?)?$/.exec(
    value,
  );
  if (!match) return undefined;
  const [year, month, day, hour, minute, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const wall = Date.UTC(year!, month! - 1, day, hour, minute, second);
  // Date.UTC moves 31 February on to March: such a day is not a day.
  if (new Date(wall).getUTCDate() !== day) return undefined;
  // The offset a guess has may differ from the wall time's (a clock change between): try again
  // with the guess's, as Luxon does.
  const atWall = offsetMs(wall, tz);
  let guess = wall - atWall;
  const atGuess = offsetMs(guess, tz);
  if (atGuess === atWall) return new Date(guess).toISOString();
  guess -= atGuess - atWall;
  const atRetry = offsetMs(guess, tz);
  if (atRetry === atGuess) return new Date(guess).toISOString();
  return new Date(wall - Math.min(atGuess, atRetry)).toISOString();
}

/** Today there as yyyy-mm-dd (the article form's default Date, and the latest it takes). */
export function todayIso(now = Date.now()): string {
  return dayOf(now);
}
