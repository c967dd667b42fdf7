/** The gateway's live streams: the hub, how it hears of events, and `GET /live`. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { RawRoute } from '../rawServer.js';
import { pollFeed, redisFeed } from './feeds.js';
import { LiveHub } from './hub.js';
import { eventLog, sharedReads } from './log.js';
import { liveRoute } from './route.js';
import { liveEvents, type LiveEvents } from './subscribe.js';

/**
 * The hub, `GET /live` (answered before Fastify, with `headers`), and a topic's events for
 * GraphQL subscriptions.
 */
export function liveStreams(
  app: FastifyInstance,
  config: Config,
  headers: Record<string, string>,
): { events: LiveEvents; route: RawRoute } {
  const hub = new LiveHub();
  const log = eventLog(config.apiUrl, config.apiTimeoutMs);
  const read = sharedReads(log.read);
  const feed = config.redisUrl
    ? redisFeed(config.redisUrl, hub, read, app.log)
    : pollFeed(hub, read, app.log);
  app.addHook('onClose', async () => {
    feed.close();
    await log.close();
  });
  return { events: liveEvents(hub, read), route: liveRoute(app, hub, read, headers) };
}
