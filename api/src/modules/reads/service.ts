import {
  dayOf,
  hourOf,
  rankReads,
  READ_LIMITS,
  type Language,
  type RestReadRankings,
} from '@news/contract';
import type { ReadMark, ReadRepository } from './repository.js';

/** Reads counted in the database (a gateway without Redis), and the rankings made from them. */
export class ReadService {
  /** The day digests and hours were last pruned for. */
  private prunedDay = -1;

  constructor(
    private readonly reads: ReadRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Counts the reads that are new for their reader, article and day; returns how many. */
  async record(marks: readonly ReadMark[]): Promise<number> {
    const now = this.now();
    const ms = now.getTime();
    const day = dayOf(ms);
    // Once a day: yesterday's digests are forgotten, and counts older than two days dropped.
    if (day !== this.prunedDay) {
      this.prunedDay = day;
      await this.reads.prune(day, hourOf(ms) - READ_LIMITS.keptHours);
    }
    return this.reads.record(marks, day, hourOf(ms), now.toISOString());
  }

  /** An edition's "Most read" and "Trending", each at most `limit` stories. */
  async rankings(language: Language, limit: number): Promise<RestReadRankings> {
    const now = this.now();
    const nowHour = hourOf(now.getTime());
    const counts = await this.reads.hourly(
      language,
      nowHour - READ_LIMITS.windowHours + 1,
      now.toISOString(),
    );
    return { language, ...rankReads(counts, nowHour, limit) };
  }
}
