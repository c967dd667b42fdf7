import { describe, expect, it } from 'vitest';
import {
  createdAtFor,
  dateChange,
  publicationTime,
} from '../../src/modules/articles/rules/dates.js';
import { refusalOf } from './article-records.js';

const IST = 'Asia/Kolkata';
// 10:00 on 6 May 2026 in India.
const now = new Date('2026-05-06T04:30:00.000Z');

describe('the dates rule', () => {
  it('dates a new article now, or at noon in the newsroom on an earlier day it names', () => {
    expect(createdAtFor(undefined, IST, now)).toBe(now.toISOString());
    expect(createdAtFor('2026-05-06', IST, now)).toBe(now.toISOString());
    expect(createdAtFor('2026-05-01', IST, now)).toBe('2026-05-01T06:30:00.000Z');
  });

  it('refuses a day later than today in the newsroom, naming date', async () => {
    const refusal = await refusalOf(() => createdAtFor('2026-05-07', IST, now));
    expect([refusal.status, refusal.field]).toEqual([400, 'date']);
  });

  it("keeps an article's time when an update re-sends its own day", () => {
    // 23:00 on 1 May in India is still 1 May there, though 17:30 UTC.
    expect(dateChange('2026-05-01', '2026-05-01T17:30:00.000Z', IST, now)).toBeUndefined();
    expect(dateChange(undefined, '2026-05-01T17:30:00.000Z', IST, now)).toBeUndefined();
    expect(dateChange('2026-04-30', '2026-05-01T17:30:00.000Z', IST, now)).toBe(
      '2026-04-30T06:30:00.000Z',
    );
  });

  it('publishes now, at publishAt, or at the earlier day a back-dating request sets', () => {
    expect(publicationTime(undefined, undefined, IST, now)).toBe(now.toISOString());
    expect(publicationTime('2026-06-01T00:00:00.000Z', undefined, IST, now)).toBe(
      '2026-06-01T00:00:00.000Z',
    );
    expect(publicationTime(undefined, '2026-05-01T06:30:00.000Z', IST, now)).toBe(
      '2026-05-01T06:30:00.000Z',
    );
    // Today's date is no back-dating: the story is published now.
    expect(publicationTime(undefined, '2026-05-06T01:00:00.000Z', IST, now)).toBe(
      now.toISOString(),
    );
  });
});
