import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatRelative, newsroomYear, relativeStep } from './dates';
import { NowProvider, useNow } from './now';

const NOW = Date.parse('2026-11-20T10:00:00.000Z'); // 15:30 in the newsroom (IST)
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('dates in the newsroom', () => {
  it("writes dates in the newsroom's zone, not the machine's", () => {
    // 20:00 UTC is already the next day in India.
    expect(formatDate('2026-11-20T20:00:00.000Z', 'en')).toBe('21 Nov 2026');
    expect(formatDate('2026-11-20T20:00:00.000Z', 'en', 'long')).toBe('21 November 2026');
    expect(formatDateTime('2026-11-20T20:00:00.000Z', 'en')).toMatch(/^21 Nov 2026, 1:30\sam$/);
    expect(newsroomYear(Date.parse('2026-12-31T19:00:00.000Z'))).toBe(2027);
  });

  it('says how long ago, in English', () => {
    expect(formatRelative(ago(20_000), NOW, 'en')).toBe('now');
    expect(formatRelative(ago(-5 * MINUTE), NOW, 'en')).toBe('now');
    expect(formatRelative(ago(5 * MINUTE), NOW, 'en')).toBe('5 minutes ago');
    expect(formatRelative(ago(2 * HOUR + 5 * MINUTE), NOW, 'en')).toBe('2 hours ago');
    expect(formatRelative(ago(20 * HOUR), NOW, 'en')).toBe('20 hours ago');
    expect(formatRelative(ago(26 * HOUR), NOW, 'en')).toBe('yesterday');
    expect(formatRelative(ago(3 * 24 * HOUR), NOW, 'en')).toBe('3 days ago');
    expect(formatRelative(ago(7 * 24 * HOUR), NOW, 'en')).toBe('7 days ago');
    expect(formatRelative('2026-11-12T05:00:00.000Z', NOW, 'en')).toBe('12 Nov 2026');
  });

  it('counts days on the newsroom calendar', () => {
    // 23:30 the day before in India, 16 hours ago: yesterday there.
    expect(formatRelative('2026-11-19T18:00:00.000Z', NOW, 'en')).toBe('16 hours ago');
    const lateNight = Date.parse('2026-11-20T19:00:00.000Z'); // 00:30 on the 21st in India
    expect(formatRelative('2026-11-20T17:00:00.000Z', lateNight, 'en')).toBe('2 hours ago');
    expect(formatRelative('2026-11-19T17:00:00.000Z', lateNight, 'en')).toBe('2 days ago');
  });

  it('says how long ago, in Telugu', () => {
    expect(formatRelative(ago(2 * HOUR), NOW, 'te')).toBe('2 గంటల క్రితం');
    expect(formatRelative(ago(5 * MINUTE), NOW, 'te')).toBe('5 నిమిషాల క్రితం');
    expect(formatRelative('2026-11-12T05:00:00.000Z', NOW, 'te')).toBe(
      formatDate('2026-11-12T05:00:00.000Z', 'te'),
    );
  });
});

describe('the relative phrases', () => {
  // Every step the site writes, from now to seven days ago, in both languages.
  const steps = [
    ...Array.from({ length: 60 }, (_, m) => NOW - m * MINUTE - 5_000),
    ...Array.from({ length: 15 }, (_, h) => NOW - (h + 1) * HOUR - 5_000),
    ...Array.from({ length: 7 }, (_, d) => NOW - (d + 1) * 24 * HOUR),
  ];

  it.each([
    ['en', 'en-IN'],
    ['te', 'te-IN'],
  ])('are what Intl writes in %s for every step', (language, locale) => {
    const intl = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    for (const time of steps) {
      const step = relativeStep(new Date(time).toISOString(), NOW)!;
      expect(step.unit).not.toBe('date');
      if (step.unit === 'date') continue;
      expect(formatRelative(new Date(time).toISOString(), NOW, language)).toBe(
        intl.format(step.value, step.unit),
      );
    }
  });

  it('name the days before in Telugu', () => {
    expect(formatRelative(ago(26 * HOUR), NOW, 'te')).toBe('నిన్న');
    expect(formatRelative(ago(2 * 24 * HOUR), NOW, 'te')).toBe('మొన్న');
    expect(formatRelative(ago(3 * 24 * HOUR), NOW, 'te')).toBe('3 రోజుల క్రితం');
  });
});

describe('useNow', () => {
  afterEach(() => vi.useRealTimers());

  function Clock() {
    return <output>{useNow()}</output>;
  }

  it("is the render time first (the server's), then moves on every minute", () => {
    vi.useFakeTimers({ now: NOW + 10_000 });
    render(
      <NowProvider value={NOW}>
        <Clock />
      </NowProvider>,
    );
    // Less than a minute apart: the page keeps the time it was rendered at.
    expect(screen.getByRole('status')).toHaveTextContent(String(NOW));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('status')).toHaveTextContent(String(NOW + 70_000));
  });

  it('catches up at once with a page rendered long ago', () => {
    vi.useFakeTimers({ now: NOW + 10 * MINUTE });
    render(
      <NowProvider value={NOW}>
        <Clock />
      </NowProvider>,
    );
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(screen.getByRole('status')).toHaveTextContent(String(NOW + 10 * MINUTE));
  });
});
