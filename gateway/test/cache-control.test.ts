import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicCacheControl } from '../src/cache-control.js';

describe('publicCacheControl', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const page = { maxAge: 0, sMaxAge: 60, staleWhileRevalidate: 360 };
  const feed = { maxAge: 60, sMaxAge: 60 };

  it('tells browsers and shared caches how long they keep an answer, and how long stale', () => {
    expect(publicCacheControl(page)).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=360',
    );
    expect(publicCacheControl(feed)).toBe('public, max-age=60, s-maxage=60');
  });

  it('keeps an answer no longer than until a scheduled story comes out, and never stale', () => {
    const inTwentySeconds = Date.now() + 20_500;
    expect(publicCacheControl(page, inTwentySeconds)).toBe('public, max-age=0, s-maxage=20');
    expect(publicCacheControl(feed, inTwentySeconds)).toBe('public, max-age=20, s-maxage=20');
    expect(publicCacheControl(feed, Date.now() + 500)).toBe('no-cache');
  });
});
