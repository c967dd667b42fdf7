import type { Language } from './facts.js';

/*
 * "Most read" and "Trending": what a read is, its limits, and how hourly counts rank stories.
 * The gateway counts reads (in Redis, or through the api's database); both rank them here.
 */

/** The gateway's address the reader script sends one read to: `{"id": 12}`. */
export const READS_PATH = '/reads';

export const READ_LIMITS = {
  /** Hours of counts "Most read" adds up (the last day). */
  windowHours: 24,
  /** Hours counts are kept: the window, and the day before it for "Trending"'s baseline. */
  keptHours: 48,
  /** Stories a list holds at most. */
  listMax: 10,
  /** Stories a reader page's block shows. */
  blockSize: 5,
  /** Reads one call to the api's `POST /Reads` carries at most. */
  batchMax: 500,
  /** "Trending" weighs an hour's reads half as much as the hour after it. */
  halfLifeHours: 2,
  /** "Trending" compares the last few hours with the hours before them. */
  recentHours: 6,
} as const;

/** The hour (since the epoch) a moment falls in: reads are counted per hour. */
export const hourOf = (ms: number) => Math.floor(ms / 3_600_000);

/** The day (UTC, since the epoch) a moment falls in: a reader is counted once a day. */
export const dayOf = (ms: number) => Math.floor(ms / 86_400_000);

/** One article's reads in one hour. */
export interface HourlyReads {
  articleId: number;
  hour: number;
  count: number;
}

/** An article in a ranking, with the score it was ranked by. */
export interface RankedRead {
  id: number;
  score: number;
}

/** One edition's rankings, as the api's `GET /Reads` answers. */
export interface RestReadRankings {
  language: Language;
  mostRead: RankedRead[];
  trending: RankedRead[];
}

const byScore = (scores: Map<number, number>, limit: number): RankedRead[] =>
  [...scores]
    .filter(([, score]) => score > 0)
    .sort((a, b) => b[1] - a[1] || b[0] - a[0])
    .slice(0, limit)
    .map(([id, score]) => ({ id, score: Math.round(score * 1000) / 1000 }));

/**
 * "Most read" and "Trending" from hourly counts. Most read: reads in the last day. Trending:
 * the last few hours' reads, each hour weighed down by its age, less what the story's earlier
 * hours of the day would have brought at the same pace: a story rising now beats one read all day.
 */
export function rankReads(
  counts: readonly HourlyReads[],
  nowHour: number,
  limit: number,
): { mostRead: RankedRead[]; trending: RankedRead[] } {
  const { windowHours, recentHours, halfLifeHours } = READ_LIMITS;
  const total = new Map<number, number>();
  const recent = new Map<number, number>();
  const earlier = new Map<number, number>();
  let weights = 0;
  for (let age = 0; age < recentHours; age++) weights += 0.5 ** (age / halfLifeHours);
  for (const { articleId, hour, count } of counts) {
    const age = nowHour - hour;
    if (age < 0 || age >= windowHours) continue;
    total.set(articleId, (total.get(articleId) ?? 0) + count);
    const into = age < recentHours ? recent : earlier;
    const weight = age < recentHours ? 0.5 ** (age / halfLifeHours) : 1;
    into.set(articleId, (into.get(articleId) ?? 0) + count * weight);
  }
  const rising = new Map<number, number>();
  for (const [id, weighed] of recent) {
    const pace = (earlier.get(id) ?? 0) / (windowHours - recentHours);
    rising.set(id, weighed - pace * weights);
  }
  return { mostRead: byScore(total, limit), trending: byScore(rising, limit) };
}
