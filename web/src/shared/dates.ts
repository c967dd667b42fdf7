/**
 * The newsroom's time zone: every date and time the site shows is its wall time there, so the
 * server (in UTC) and every reader's browser write the same text for the same instant.
 */
export const NEWSROOM_TIME_ZONE = 'Asia/Kolkata';

const LOCALES: Record<string, string> = { en: 'en-IN', te: 'te-IN' };
const localeOf = (language: string) => LOCALES[language] ?? LOCALES.en;

const cache = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

function dateFormat(language: string, style: 'short' | 'long'): Intl.DateTimeFormat {
  return cached(
    `date:${language}:${style}`,
    () =>
      new Intl.DateTimeFormat(localeOf(language), {
        day: 'numeric',
        month: style,
        year: 'numeric',
        timeZone: NEWSROOM_TIME_ZONE,
      }),
  );
}

function dateTimeFormat(language: string): Intl.DateTimeFormat {
  return cached(
    `datetime:${language}`,
    () =>
      new Intl.DateTimeFormat(localeOf(language), {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: NEWSROOM_TIME_ZONE,
      }),
  );
}

function publishedFormat(language: string): Intl.DateTimeFormat {
  return cached(
    `published:${language}`,
    () =>
      new Intl.DateTimeFormat(localeOf(language), {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: NEWSROOM_TIME_ZONE,
        timeZoneName: 'short',
      }),
  );
}

/** An instant as its `yyyy-mm-dd` day in the newsroom. */
const dayFormat = () =>
  cached(
    'day',
    () =>
      new Intl.DateTimeFormat('en-CA', {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        timeZone: NEWSROOM_TIME_ZONE,
      }),
  );

/** The newsroom's calendar day of an instant, counted in days since 1970-01-01. */
function newsroomDay(time: number): number {
  return Math.round(Date.parse(`${dayFormat().format(time)}T00:00:00Z`) / 86_400_000);
}

/** The newsroom's calendar year at an instant (the footer's). */
export function newsroomYear(time: number): number {
  return Number(dayFormat().format(time).slice(0, 4));
}

/** Formats a timestamp as a date in the newsroom's zone: 'short' on cards and lists, 'long' on the article. */
export function formatDate(iso: string, language: string, style: 'short' | 'long' = 'short') {
  return dateFormat(language, style).format(new Date(iso));
}

/** When a story was published or updated: its day and time in the newsroom's zone, named (IST). */
export function formatPublished(iso: string, language: string) {
  return publishedFormat(language).format(new Date(iso));
}

/** Formats a timestamp with its time of day, in the newsroom's zone. */
export function formatDateTime(iso: string, language: string) {
  return dateTimeFormat(language).format(new Date(iso));
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Older than this many days, a story shows its date instead of how long ago it was. */
const RELATIVE_DAYS = 7;

/**
 * How long ago a timestamp was, as of `now`: "now", "5 minutes ago", "2 hours ago", "yesterday",
 * "3 days ago" (days counted on the newsroom's calendar), and the short date after a week.
 * A time ahead of `now` (clocks a little apart) reads as now.
 */
export function formatRelative(iso: string, now: number, language: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const rtf = cached(
    `relative:${language}`,
    () => new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto' }),
  );
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE) return rtf.format(0, 'second');
  if (elapsed < HOUR) return rtf.format(-Math.floor(elapsed / MINUTE), 'minute');
  const days = newsroomDay(now) - newsroomDay(time);
  if (elapsed < 24 * HOUR && days <= 1) return rtf.format(-Math.floor(elapsed / HOUR), 'hour');
  if (days <= RELATIVE_DAYS) return rtf.format(-Math.max(1, days), 'day');
  return formatDate(iso, language, 'short');
}

/** A `datetime-local` input's value (local wall time, no zone) as an ISO instant; undefined when not a time. */
export function localDateTimeToIso(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return undefined;
  const date = new Date(value); // a date-time without an offset is read as local time
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** A timestamp as a `datetime-local` input's value, in the reader's time zone, to the minute. */
export function toLocalDateTime(date: Date): string {
  const hh = String(date.getHours()).padStart(2, '0');
  const mm = String(date.getMinutes()).padStart(2, '0');
  return `${toIsoDay(date)}T${hh}:${mm}`;
}

/** Today as yyyy-mm-dd in the reader's time zone (the article form's default date). */
export function todayIso(now = new Date()): string {
  return toIsoDay(now);
}

/** A timestamp's calendar day as yyyy-mm-dd in the reader's time zone. */
export function toIsoDay(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
