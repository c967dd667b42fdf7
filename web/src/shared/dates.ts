import { useTranslation } from 'react-i18next';

const LOCALES: Record<string, string> = { en: 'en-IN', te: 'te-IN' };
const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, style: 'short' | 'long'): Intl.DateTimeFormat {
  const key = `${language}:${style}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALES[language] ?? LOCALES.en, {
      day: 'numeric',
      month: style === 'short' ? 'short' : 'long',
      year: 'numeric',
    });
    formats.set(key, f);
  }
  return f;
}

/** Formats ISO timestamps through Intl in the current language: 'short' on cards and lists, 'long' on the article. */
export function useFormatDate() {
  const { i18n } = useTranslation();
  return (iso: string, style: 'short' | 'long' = 'short') =>
    formatter(i18n.language, style).format(new Date(iso));
}

const dateTimes = new Map<string, Intl.DateTimeFormat>();

/** Formats an ISO timestamp with its time of day (a scheduled article's), in the current language. */
export function useFormatDateTime() {
  const { i18n } = useTranslation();
  return (iso: string) => {
    let f = dateTimes.get(i18n.language);
    if (!f) {
      f = new Intl.DateTimeFormat(LOCALES[i18n.language] ?? LOCALES.en, {
        dateStyle: 'medium',
        timeStyle: 'short',
      });
      dateTimes.set(i18n.language, f);
    }
    return f.format(new Date(iso));
  };
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
