import type { TFunction } from 'i18next';

/** A browser and system as the gateway names them; null when the sign-in did not say. */
export interface DeviceNames {
  browser?: string | null;
  os?: string | null;
}

/** "Firefox on Linux" in the page's language, or as much of it as is known. */
export function deviceLabel(t: TFunction, { browser, os }: DeviceNames): string {
  if (!browser && !os) return t('sessions.unknownDevice');
  if (!os) return browser!;
  return t('sessions.device', { browser: browser ?? t('sessions.unknownBrowser'), os });
}
