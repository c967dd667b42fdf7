/*
 * The newsroom's clock: every date and time the site writes, and every date and time staff enter,
 * is its wall time in one IANA zone (NEWSROOM_TIME_ZONE), whatever the server's or the browser's.
 */

/** The zone when NEWSROOM_TIME_ZONE is unset: the newsroom is in India. */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** Whether `zone` is an IANA time zone this JavaScript engine knows (`Asia/Kolkata`, `UTC`). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
