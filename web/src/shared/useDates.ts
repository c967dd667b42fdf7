import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatRelative, formatTime, formatZoneName } from './dates';
import { useNow } from './now';

/** Formats ISO timestamps through Intl in the current language: 'short' on cards and lists, 'long' on the article. */
export function useFormatDate() {
  const { i18n } = useTranslation();
  return (iso: string, style: 'short' | 'long' = 'short') => formatDate(iso, i18n.language, style);
}

/** Formats an ISO timestamp as a staff screen shows a moment: its date and time, named with the zone. */
export function useFormatDateTime() {
  const { i18n } = useTranslation();
  return (iso: string) => formatDateTime(iso, i18n.language);
}

/** A time of day on the newsroom's clock, named with the zone, in the current language. */
export function useFormatTime() {
  const { i18n } = useTranslation();
  return (at: string | number) => formatTime(at, i18n.language);
}

/** The newsroom zone's name now, in the current language: what a field for a time is read in. */
export function useZoneName() {
  const { i18n } = useTranslation();
  return formatZoneName(useNow(), i18n.language);
}

/** How long ago a timestamp was, in the current language, as of the page's clock (`useNow`). */
export function useRelativeTime() {
  const { i18n } = useTranslation();
  const now = useNow();
  return (iso: string) => formatRelative(iso, now, i18n.language);
}
