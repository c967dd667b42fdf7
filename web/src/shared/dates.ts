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
