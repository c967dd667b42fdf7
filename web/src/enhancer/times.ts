import { formatRelative } from '../shared/dates';
import { whenIdle } from './idle';

/** How often "5 minutes ago" moves on. */
const TICK_MS = 60_000;

/**
 * The relative times (`<time data-relative>`: "2 hours ago") as of now, in the page's language:
 * the server wrote them as of its rendering, which a kept page may be minutes older than.
 */
export function updateTimes(): void {
  const language = document.documentElement.lang;
  const now = Date.now();
  for (const time of document.querySelectorAll<HTMLTimeElement>('time[data-relative]')) {
    const text = formatRelative(time.dateTime, now, language);
    if (text && time.textContent !== text) time.textContent = text;
  }
}

/** The times the server wrote are right for a new page: brought up to date once idle, then every minute. */
export function keepTimesCurrent(): void {
  whenIdle(updateTimes);
  setInterval(() => {
    if (document.visibilityState === 'visible') updateTimes();
  }, TICK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') updateTimes();
  });
}
