/*
 * Reads counted without tracking people (docs/architecture.md, "Most read"): a reader's read is
 * an article and an anonymous digest for it and the day; a store counts each digest once and
 * ranks what it counted. In Redis with several gateways (redis-store.ts), through the api's
 * database otherwise (api-store.ts); both keep their counts across a restart.
 */
import type { Language, RankedRead } from '@news/contract';

/** One read to count: the article, and the reader's digest for it and the day (salt.ts). */
export interface Read {
  id: number;
  hash: string;
}

/**
 * Ranked candidates for an edition's lists, best first. Redis ranks every story alike, so its
 * candidates may include other editions' and unpublished ones: rankings.ts keeps the readable.
 */
export interface ReadRankings {
  mostRead: RankedRead[];
  trending: RankedRead[];
}

export interface ReadStore {
  /** Counts a read unless its digest was counted already today. Never throws. */
  count(read: Read): Promise<void>;
  /** An edition's ranked candidates, `limit` or more in each list. */
  rankings(language: Language, limit: number): Promise<ReadRankings>;
  /** Counts what is still held, and lets go of connections. */
  close(): Promise<void>;
}

/** The daily salt of the digests: random, never written to disk, gone when its day is over. */
export interface DailySalt {
  of(day: number): Promise<string>;
}
