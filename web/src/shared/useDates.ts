import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatRelative } from './dates';
import { useNow } from './now';

/** Formats ISO timestamps through Intl in the current language: 'short' on cards and lists, 'long' on the article. */
export function useFormatDate() {
  const { i18n } = useTranslation();
  return (iso: string, style: 'short' | 'long' = 'short') => formatDate(iso, i18n.language, style);
}

/** Formats an ISO timestamp with its time of day (a scheduled article's), in the current language. */
export function useFormatDateTime() {
  const { i18n } = useTranslation();
  return (iso: string) => formatDateTime(iso, i18n.language);
}

/** How long ago a timestamp was, in the current language, as of the page's clock (`useNow`). */
export function useRelativeTime() {
  const { i18n } = useTranslation();
  const now = useNow();
  return (iso: string) => formatRelative(iso, now, i18n.language);
}
