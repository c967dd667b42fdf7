import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepTimesCurrent, updateTimes } from './times';

const NOW = Date.parse('2026-11-20T10:00:00.000Z'); // 15:30 in the newsroom (IST)
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const iso = (time: number) => new Date(time).toISOString();

/** A page as the server wrote it at `rendered`, its times' text marked so a rewrite shows. */
function page(times: number[], { rendered, lang = 'en' }: { rendered?: number; lang?: string }) {
  document.documentElement.lang = lang;
  if (rendered === undefined) delete document.documentElement.dataset.rendered;
  else document.documentElement.dataset.rendered = String(rendered);
  document.body.innerHTML = times
    .map((time) => `<time data-relative="" datetime="${iso(time)}">as rendered</time>`)
    .join('');
}

const texts = () => [...document.querySelectorAll('time')].map((t) => t.textContent);

beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'setTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('relative times on a reader page', () => {
  it('leaves a fresh page as the server wrote it', () => {
    page([NOW - 150 * MINUTE, NOW - 3 * 24 * HOUR], { rendered: NOW - 20_000 });
    updateTimes();
    expect(texts()).toEqual(['as rendered', 'as rendered']);
  });

  it('rewrites the times that have moved on since the page was rendered, in its language', () => {
    page([NOW - 5 * HOUR, NOW - 10 * 24 * HOUR], { rendered: NOW - 3 * HOUR });
    updateTimes();
    // Ten days ago was a date then and is the same date now.
    expect(texts()).toEqual(['5 hours ago', 'as rendered']);

    page([NOW - 5 * MINUTE], { rendered: NOW - 2 * MINUTE, lang: 'te' });
    updateTimes();
    expect(texts()).toEqual(['5 నిమిషాల క్రితం']);
  });

  it('rewrites every time of a page that does not say when it was rendered', () => {
    page([NOW - 2 * HOUR], {});
    updateTimes();
    expect(texts()).toEqual(['2 hours ago']);
  });

  it('keeps the times current while the page stays open', () => {
    page([NOW - 30 * MINUTE], { rendered: NOW });
    keepTimesCurrent();
    vi.advanceTimersByTime(60_000);
    expect(texts()).toEqual(['31 minutes ago']);
    vi.advanceTimersByTime(45 * 60_000);
    expect(texts()).toEqual(['1 hour ago']);
  });
});
