import { READER_HOOKS } from '@news/contract';
import { formatRelative, relativeStep, type RelativeStep } from '../shared/dates';
import { setNewsroomTimeZone, timeZoneOfPage } from '../shared/timeZone';
import { whenIdle } from './idle';

/** How often "5 minutes ago" moves on. */
const TICK_MS = 60_000;

/** The step each time's text shows, once this script has checked it. */
const shown = new WeakMap<HTMLTimeElement, string>();

const key = (step: RelativeStep | undefined) => (step ? `${step.unit}${step.value}` : '');

/**
 * The relative times (`<time data-relative>`: "2 hours ago") as of now, in the page's language.
 * The server wrote them as of its rendering (`<html data-rendered>`), which a kept page may be
 * minutes or days older than; only a time whose step has moved since is written again, so a fresh
 * page costs no formatting (a browser's first relative-time format loads its locale data).
 */
export function updateTimes(): void {
  // Days are counted, and a date past a week written, on the clock the server wrote the page on.
  setNewsroomTimeZone(timeZoneOfPage(document));
  const language = document.documentElement.lang;
  const rendered = Number(
    document.documentElement.getAttribute(READER_HOOKS.rendered) ?? undefined,
  );
  const now = Date.now();
  for (const time of document.querySelectorAll<HTMLTimeElement>(
    `time[${READER_HOOKS.relativeTime}]`,
  )) {
    const step = key(relativeStep(time.dateTime, now));
    const before =
      shown.get(time) ??
      (Number.isFinite(rendered) ? key(relativeStep(time.dateTime, rendered)) : undefined);
    if (step !== before) {
      const text = formatRelative(time.dateTime, now, language);
      if (text) time.textContent = text;
    }
    shown.set(time, step);
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
