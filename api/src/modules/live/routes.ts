import { LIVE_EVENTS_MAX, LIVE_TOPIC_PATTERN, type LiveEvent } from '@news/contract';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { errors, typed } from '../../lib/schemas.js';
import type { LivePublisher } from './publisher.js';
import type { EventLog } from './repository.js';

/** The longest a read of the log may wait for an event (`wait`), in seconds. */
export const LONG_POLL_MAX_SECONDS = 30;

const EventsQuery = Type.Object({
  topic: Type.String({
    pattern: LIVE_TOPIC_PATTERN,
    description: 'The topic: `alerts`, or `blog:<articleId>`.',
  }),
  after: Type.Optional(
    Type.Integer({
      minimum: 0,
      default: 0,
      description: 'The last event id the client has (a stream’s `Last-Event-ID`); 0 for all.',
    }),
  ),
  wait: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: LONG_POLL_MAX_SECONDS,
      default: 0,
      description:
        'Seconds to wait for an event when there is none yet after `after` (a long poll); the answer is empty if none comes.',
    }),
  ),
});

const LiveEventSchema = Type.Object({
  id: Type.Integer({ description: 'The event id, increasing: what a client resumes after.' }),
  topic: Type.String(),
  kind: Type.String({ description: 'On `alerts`: `alert` (sent) or `end` (ended early).' }),
  payload: Type.Unknown({ description: 'The event: for `alert`, the Alert; for `end`, `{id}`.' }),
  createdAt: Type.String({ format: 'date-time' }),
});

const EventsAnswer = Type.Object({
  data: Type.Array(LiveEventSchema),
  last: Type.Integer({
    description:
      'Where to ask from next: the last event answered, else the newest id of the topic.',
  }),
});

/** `GET /Events`: a topic's events after an id, what every live stream resumes from. */
export function eventRoutes(app: FastifyInstance, log: EventLog, publisher: LivePublisher) {
  // Waiting polls end before the server waits for its requests to finish.
  const closing = new AbortController();
  app.addHook('preClose', async () => closing.abort());

  typed(app).get(
    '/Events',
    {
      schema: {
        tags: ['Live'],
        summary: `The events of a topic after the id \`after\`, oldest first, at most ${LIVE_EVENTS_MAX}: how a live stream resumes missing nothing. With \`wait\`, an answer with none waits that long for one (a gateway's one long poll per topic). Public: the events are what readers see`,
        querystring: EventsQuery,
        response: { 200: EventsAnswer, ...errors(400) },
      },
    },
    async (request, reply) => {
      const { topic, after = 0, wait = 0 } = request.query;
      reply.header('cache-control', 'no-store');
      let heard = false;
      let wake: () => void = () => {};
      const stop = publisher.listen(topic, () => {
        heard = true;
        wake();
      });
      try {
        let data = await log.after(topic, after, LIVE_EVENTS_MAX);
        if (data.length === 0 && wait > 0 && !heard) {
          await waitFor(wait * 1000, closing.signal, reply.raw, (resume) => (wake = resume));
          data = await log.after(topic, after, LIVE_EVENTS_MAX);
        }
        const last = data.at(-1)?.id ?? (await log.last(topic));
        return { data: data satisfies LiveEvent[], last };
      } finally {
        stop();
      }
    },
  );
}

/** Settles after `ms`, or when woken, the app closes or the client goes. */
function waitFor(
  ms: number,
  closing: AbortSignal,
  client: NodeJS.EventEmitter,
  onWake: (resume: () => void) => void,
): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      closing.removeEventListener('abort', done);
      client.off('close', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    if (closing.aborted || (client as { destroyed?: boolean }).destroyed) return done();
    closing.addEventListener('abort', done);
    client.on('close', done);
    onWake(done);
  });
}
