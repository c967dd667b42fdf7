import { READ_LIMITS, type Language, type RestReadRankings } from '@news/contract';
import type { RedisLogger } from '../redis-connection.js';
import type { RestClient } from '../upstream.js';
import type { Read, ReadRankings, ReadStore } from './store.js';

/** How long reads wait to go to the api together (a batch also goes once it is full). */
const BATCH_WAIT_MS = 250;

/**
 * Reads counted in the api's database (`POST /Reads`), for a gateway without Redis: sent in
 * batches, so a burst of readers costs the api a few writes a second. The api counts each digest
 * once and only for stories readers may see; its rankings are the edition's alone.
 */
export class ApiReadStore implements ReadStore {
  private held: Read[] = [];
  private timer: NodeJS.Timeout | undefined;
  private sending = new Set<Promise<void>>();

  constructor(
    private readonly rest: RestClient,
    private readonly log: RedisLogger,
  ) {}

  count(read: Read): Promise<void> {
    this.held.push(read);
    if (this.held.length >= READ_LIMITS.batchMax) this.send();
    else this.timer ??= setTimeout(() => this.send(), BATCH_WAIT_MS).unref();
    return Promise.resolve();
  }

  async rankings(language: Language, limit: number): Promise<ReadRankings> {
    const answer = await this.rest.call<RestReadRankings>({
      method: 'GET',
      path: 'Reads',
      query: { Language: language, Limit: Math.min(limit, READ_LIMITS.listMax) },
    });
    return { mostRead: answer.mostRead, trending: answer.trending };
  }

  async close(): Promise<void> {
    this.send();
    await Promise.all(this.sending);
  }

  private send(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const reads = this.held;
    this.held = [];
    if (reads.length === 0) return;
    const sent = this.rest
      .call({ method: 'POST', path: 'Reads', body: { reads } })
      .then(
        () => {},
        // A read the api could not take is lost: counts are a measure, not a record.
        (err: unknown) => this.log.warn({ err, reads: reads.length }, 'reads were not counted'),
      )
      .finally(() => this.sending.delete(sent));
    this.sending.add(sent);
  }
}
