/**
 * The newsroom's time zone: every date and time the site shows is its wall time there, so the
 * server (in UTC) and every reader's browser write the same text for the same instant.
 */
export const NEWSROOM_TIME_ZONE = 'Asia/Kolkata';

const LOCALES: Record<string, string> = { en: 'en-IN', te: 'te-IN' };
const localeOf = (language: string) => LOCALES[language] ?? LOCALES.en;

const cache = new Map<string, Intl.DateTimeFormat>();
function cached(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let f = cache.get(key);
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

/**
 * The newsroom's offset from UTC: India has kept +05:30 all year since 1945, without daylight
 * saving, so its calendar day is plain arithmetic (no time zone data to load in a browser).
 */
const NEWSROOM_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;

/** The newsroom's calendar day of an instant, counted in days since 1970-01-01. */
function newsroomDay(time: number): number {
  return Math.floor((time + NEWSROOM_OFFSET_MS) / DAY_MS);
}

/** The newsroom's calendar year at an instant (the footer's). */
export function newsroomYear(time: number): number {
  return new Date(time + NEWSROOM_OFFSET_MS).getUTCFullYear();
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
 * Where a timestamp stands on the relative scale as of `now`: the unit and count "5 minutes ago"
 * is written with, or a date past a week. Two instants on the same step read the same text, so a
 * page's script rewrites only the times whose step has moved. Undefined when not a time.
 */
export type RelativeStep =
  { unit: 'second' | 'minute' | 'hour' | 'day'; value: number } | { unit: 'date'; value: 0 };

export function relativeStep(iso: string, now: number): RelativeStep | undefined {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return undefined;
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE) return { unit: 'second', value: 0 };
  if (elapsed < HOUR) return { unit: 'minute', value: -Math.floor(elapsed / MINUTE) };
  const days = newsroomDay(now) - newsroomDay(time);
  if (elapsed < 24 * HOUR && days <= 1) return { unit: 'hour', value: -Math.floor(elapsed / HOUR) };
  if (days <= RELATIVE_DAYS) return { unit: 'day', value: -Math.max(1, days) };
  return { unit: 'date', value: 0 };
}

interface RelativePhrases {
  now: string;
  /** A count of one, and any other count (`#`), for each unit. */
  minute: [string, string];
  hour: [string, string];
  day: [string, string];
  /** Days with a name of their own: yesterday, and in Telugu the day before. */
  days: Record<number, string>;
}

/**
 * The relative times the site writes, as `Intl.RelativeTimeFormat` (numeric 'auto') writes them
 * in en-IN and te-IN for the steps above (dates.test.tsx checks every one). They are written out
 * because a browser's first Intl formatter loads its locale data: a long task on a phone, on every
 * page whose newest story is minutes old.
 */
export const RELATIVE_PHRASES: Record<'en' | 'te', RelativePhrases> = {
  en: {
    now: 'now',
    minute: ['1 minute ago', '# minutes ago'],
    hour: ['1 hour ago', '# hours ago'],
    day: ['1 day ago', '# days ago'],
    days: { [-1]: 'yesterday' },
  },
  te: {
    now: 'ప్రస్తుతం',
    minute: ['1 నిమిషం క్రితం', '# నిమిషాల క్రితం'],
    hour: ['1 గంట క్రితం', '# గంటల క్రితం'],
    day: ['1 రోజు క్రితం', '# రోజుల క్రితం'],
    days: { [-1]: 'నిన్న', [-2]: 'మొన్న' },
  },
};

/**
 * How long ago a timestamp was, as of `now`: "now", "5 minutes ago", "2 hours ago", "yesterday",
 * "3 days ago" (days counted on the newsroom's calendar), and the short date after a week.
 * A time ahead of `now` (clocks a little apart) reads as now.
 */
export function formatRelative(iso: string, now: number, language: string): string {
  const step = relativeStep(iso, now);
  if (!step) return '';
  if (step.unit === 'date') return formatDate(iso, language, 'short');
  const phrases = RELATIVE_PHRASES[language === 'te' ? 'te' : 'en'];
  if (step.unit === 'second') return phrases.now;
  const named = step.unit === 'day' ? phrases.days[step.value] : undefined;
  if (named) return named;
  const [one, other] = phrases[step.unit];
  return step.value === -1 ? one : other.replace('#', String(-step.value));
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
