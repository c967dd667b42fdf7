import Bowser from 'bowser';

/** Browser and system names, '' for one not known. */
export interface Device {
  browser: string;
  os: string;
}

/** Longer User-Agent headers are cut before parsing: no real browser sends one this long. */
const USER_AGENT_MAX = 512;
const NAME_MAX = 60;

/**
 * The browser and system a User-Agent header names. Only these names are kept: the header
 * itself, which can tell one person from another, is never stored.
 */
export function deviceOf(userAgent: string | undefined): Device {
  const header = (userAgent ?? '').slice(0, USER_AGENT_MAX).trim();
  if (!header) return { browser: '', os: '' };
  const parsed = Bowser.parse(header);
  return {
    browser: (parsed.browser.name ?? '').slice(0, NAME_MAX),
    os: (parsed.os.name ?? '').slice(0, NAME_MAX),
  };
}
