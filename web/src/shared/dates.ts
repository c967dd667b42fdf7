import type { Language } from '@news/contract';
import { dayNumber, newsroomTimeZone, yearAt } from './timeZone';

/**
 * The dates and times the site writes, one style per context, the same on reader pages and staff
 * screens, all on the newsroom's clock (timeZone.ts):
 * - a card's or a list's date: "28 Nov 2026", "28 నవంబర్, 2026";
 * - an article's date: "28 November 2026", "28 నవంబర్, 2026";
 * - a time, named with the zone: "3:49 pm IST", "మధ్యాహ్నం 3:49 భారతదేశ ప్రామాణిక సమయం";
 * - a staff screen's moment: the short date and the time; an article's, the long date and the time.
 * Telugu is written as Telugu papers print it: months named in full, the part of the day before
 * the time, the zone's Telugu name, and the digits 0-9.
 */
type DateStyle = 'short' | 'long';

const LOCALES: Record<string, string> = { en: 'en-IN', te: 'te-IN' };
const localeOf = (language: string) => LOCALES[language] ?? LOCALES.en!;
const isTelugu = (language: string) => language === 'te';

const cache = new Map<string, Intl.DateTimeFormat>();
function cached(key: string, options: Intl.DateTimeFormatOptions, language: string) {
  const zone = newsroomTimeZone();
  const id = `${key}:${language}:${zone}`;
  let format = cache.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), {
      ...options,
      numberingSystem: 'latn',
      timeZone: zone,
    });
    cache.set(id, format);
  }
  return format;
}

const instant = (iso: string | number) => (typeof iso === 'number' ? iso : Date.parse(iso));

/** A date: 'short' on cards and lists, 'long' on the article. Telugu names the month in full. */
export function formatDate(iso: string, language: string, style: DateStyle = 'short'): string {
  const month = style === 'long' || isTelugu(language) ? 'long' : 'short';
  return cached(`date-${month}`, { day: 'numeric', month, year: 'numeric' }, language).format(
    instant(iso),
  );
}

/** The zone's name at an instant: "IST" in English, "భారతదేశ ప్రామాణిక సమయం" in Telugu. */
export function formatZoneName(iso: string | number, language: string): string {
  const style = isTelugu(language) ? 'long' : 'short';
  const parts = cached(`zone-${style}`, { timeZoneName: style }, language).formatToParts(
    instant(iso),
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? newsroomTimeZone();
}

/**
 * A time of day with the zone's name: "3:49 pm IST"; in Telugu the part of the day comes first,
 * "మధ్యాహ్నం 3:49", as Intl's Telugu day periods (morning, afternoon, evening, night) read.
 */
export function formatTime(iso: string | number, language: string): string {
  const at = instant(iso);
  const zoneName = formatZoneName(at, language);
  if (!isTelugu(language)) {
    return `${cached('time', { hour: 'numeric', minute: '2-digit' }, language).format(at)} ${zoneName}`;
  }
  const parts = cached(
    'time-period',
    { hour: 'numeric', minute: '2-digit', dayPeriod: 'long' },
    language,
  ).formatToParts(at);
  const period = parts.find((part) => part.type === 'dayPeriod')?.value;
  const clock = parts
    .filter((part) => part.type !== 'dayPeriod')
    .map((part) => part.value)
    .join('')
    .trim();
  return [period, clock, zoneName].filter(Boolean).join(' ');
}

/** A date and time: English writes a comma between them, as Intl's en-IN does; Telugu a space. */
function dateAndTime(iso: string, language: string, style: DateStyle): string {
  const joint = isTelugu(language) ? ' ' : ', ';
  return `${formatDate(iso, language, style)}${joint}${formatTime(iso, language)}`;
}

/** A moment on a staff screen (a note, a version, a schedule): its short date and time. */
export function formatDateTime(iso: string, language: string): string {
  return dateAndTime(iso, language, 'short');
}

/** When a story was published or updated, on its page: its long date and time. */
export function formatPublished(iso: string, language: string): string {
  return dateAndTime(iso, language, 'long');
}

/** The newsroom's calendar year at an instant (the footer's). */
export function newsroomYear(at: number): number {
  return yearAt(at);
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
  const days = dayNumber(now) - dayNumber(time);
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
export const RELATIVE_PHRASES: Record<Language, RelativePhrases> = {
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
