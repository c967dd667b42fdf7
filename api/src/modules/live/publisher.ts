import { EventEmitter } from 'node:events';
import { LIVE_CHANNEL, type LiveEvent } from '@news/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Tells listeners of each event written: in this process (a gateway's long poll of
 * `GET /Events` on `npm start`), and on Redis's `LIVE_CHANNEL` when there is one, which every
 * gateway listens to. A publish Redis misses is not lost: streams resume from the log by id.
 */
export class LivePublisher {
  private readonly local = new EventEmitter();

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly redis?: Redis,
  ) {
    // Each waiting long poll is a listener; they are many by design.
    this.local.setMaxListeners(0);
  }

  publish(event: LiveEvent): void {
    this.local.emit(event.topic, event);
    this.redis?.publish(LIVE_CHANNEL, JSON.stringify(event)).catch((err: unknown) => {
      this.log.warn({ err }, 'a live event was not published on Redis');
    });
  }

  /** Calls `listener` with each event of `topic` published here; the returned function stops it. */
  listen(topic: string, listener: (event: LiveEvent) => void): () => void {
    this.local.on(topic, listener);
    return () => this.local.off(topic, listener);
  }
}
