/*
 * `POST /graphql/upload`: a photo for an article, multipart/form-data with the file in the part
 * `file`, streamed to the api's `POST /Media` as it arrives (never parsed or held here). The
 * session cookie or a bearer token, and CSRF prevention as on /graphql; the api decides who may
 * upload and what file it takes. The answer is `{ image }` in GraphQL's `Image` shape, or
 * `{ errors }` as GraphQL gives them, with the HTTP status the api gave.
 */
import { UPLOAD } from '@news/contract';
import { keepConnectionClose, systemTimers, type Timers } from '@news/server-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { Pool } from 'undici';
import type { ImageRecord } from '../../datasources/rest-types.js';
import { fromRestError, upstreamUnavailable } from '../../errors.js';
import { graphqlDirectives } from '../../headers.js';
import { readToken, Session } from '../../session.js';
import type { RestClient } from '../../upstream.js';
import { errorBody, imageAnswer, isUnreachable, readAnswer, refusal, stalled } from './answers.js';
import { countedBody, dropRest } from './body.js';
import { CSRF_MESSAGE, essenceOf, mayBeForged } from './csrf.js';

/** Below `/graphql`, where the session cookie goes (its path). */
export const UPLOAD_PATH = '/graphql/upload';

/** The multipart framing around the file: boundaries and the part's headers. */
const MULTIPART_ALLOWANCE = 64 * 1024;
/** The largest request body forwarded: the largest file the api accepts, and its framing. */
export const UPLOAD_BODY_MAX = UPLOAD.bytesMax + MULTIPART_ALLOWANCE;
/** The longest the api may take to answer once it has the whole file (it resizes the photo). */
const PROCESSING_MS = 60_000;
/** The longest a client may send nothing while its upload is on its way, by default. */
export const UPLOAD_IDLE_MS = 30_000;
/**
 * The most uploads forwarded at once, by default (fewer when API_CONNECTIONS is smaller): each
 * has a connection of the pool to itself, so none waits in a queue, and more are refused (503).
 * The api processes two photos at a time and queues a few more.
 */
export const UPLOADS_AT_ONCE = 16;

export interface UploadOptions {
  /** Deadline to connect to the api, and between the parts of its answer. */
  timeoutMs: number;
  /** API_CONNECTIONS: the pool never has more. */
  connections: number;
  cookieSecure: boolean;
  /** How many uploads are forwarded at once (UPLOADS_AT_ONCE, at most `connections`). */
  atOnce?: number;
  /** What the idle limits and the processing deadline run on (systemTimers). */
  timers?: Timers;
}

/** An upload let through to the api: who sends it, and what it says of its body. */
interface Admitted {
  token: string;
  source: ReturnType<typeof readToken>['source'];
  contentType: string;
  declared: string | undefined;
}

/** What forwarding an upload needs: the pool and the clocks. */
interface Forwarding {
  pool: Pool;
  rest: RestClient;
  timers: Timers;
  idleMs: number;
  cookieSecure: boolean;
}

const answer = (reply: FastifyReply, status: number, body: unknown) =>
  reply.code(status).header('cache-control', 'no-store').type('application/json').send(body);

/**
 * A refusal made before the body was read: a body of unknown or excessive length is not read
 * to its end to keep the connection (Node drains a known, acceptable one).
 */
function refuseEarly(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  err: GraphQLError,
) {
  const length = Number(request.headers['content-length'] ?? NaN);
  if (!(length <= UPLOAD_BODY_MAX)) {
    keepConnectionClose(request.raw);
    reply.header('connection', 'close');
  }
  return answer(reply, status, errorBody(err));
}

/** The refusal of a request that is not an upload this route takes, or what lets it through. */
function admit(request: FastifyRequest): Admitted | { status: number; err: GraphQLError } {
  if (mayBeForged(request)) {
    return {
      status: 400,
      err: new GraphQLError(CSRF_MESSAGE, { extensions: { code: 'BAD_REQUEST' } }),
    };
  }
  const contentType = request.headers['content-type'];
  if (contentType === undefined || essenceOf(contentType) !== 'multipart/form-data') {
    return { status: 415, err: refusal(415, 'MISSING') };
  }
  let token: string | undefined;
  let source: ReturnType<typeof readToken>['source'];
  try {
    ({ token, source } = readToken(request));
  } catch (err) {
    if (err instanceof GraphQLError) return { status: 401, err };
    throw err;
  }
  if (!token) return { status: 401, err: fromRestError(401, undefined) };
  const declared = request.headers['content-length'];
  if (declared !== undefined && Number(declared) > UPLOAD_BODY_MAX) {
    return { status: 413, err: refusal(413, 'TOO_LARGE') };
  }
  return { token, source, contentType, declared };
}

/** The api's answer to a forwarded upload, in GraphQL's shapes. */
function answerFromApi(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  parsed: unknown,
  admitted: Admitted,
  cookieSecure: boolean,
) {
  if (status >= 200 && status < 300) return answer(reply, 200, imageAnswer(parsed as ImageRecord));
  const err = fromRestError(status, parsed);
  if (err.extensions.code === 'UPSTREAM_UNAVAILABLE') {
    request.log.warn({ status }, 'the api failed an upload');
    return answer(reply, status === 503 ? 503 : 502, errorBody(err));
  }
  // A session that has ended: the browser drops its cookie, as `me` has it do.
  if (err.extensions.code === 'UNAUTHENTICATED' && admitted.source === 'cookie') {
    new Session(reply, cookieSecure, admitted.source).end();
  }
  return answer(reply, status, errorBody(err));
}

/** Streams an admitted upload to the api's `POST /Media` and answers what the api said. */
async function forward(
  request: FastifyRequest,
  reply: FastifyReply,
  admitted: Admitted,
  { pool, rest, timers, idleMs, cookieSecure }: Forwarding,
) {
  const { declared } = admitted;
  const abort = new AbortController();
  let deadline: unknown;
  const { body, state, detach } = countedBody(request.raw, UPLOAD_BODY_MAX, idleMs, timers, () => {
    deadline = timers.setTimeout(() => abort.abort(), PROCESSING_MS);
  });
  const headers: Record<string, string> = {
    accept: 'application/json',
    authorization: `Bearer ${admitted.token}`,
    'content-type': admitted.contentType,
    'x-forwarded-for': request.ip,
    'x-request-id': request.id,
  };
  if (declared !== undefined) headers['content-length'] = declared;
  // The api may answer before it has read the whole file (a refusal): the rest is read and
  // dropped when its length is known and acceptable, so the connection serves on; otherwise
  // (and after a stall) the connection closes after the answer.
  const release = () => {
    detach();
    if (request.raw.complete) return;
    if (declared !== undefined && !state.tooLarge && !state.stalled) {
      dropRest(request.raw, idleMs, timers);
    } else {
      keepConnectionClose(request.raw);
      reply.header('connection', 'close');
    }
  };
  try {
    const res = await pool.request({
      method: 'POST',
      path: rest.url('Media'),
      headers,
      body,
      signal: abort.signal,
    });
    const text = await readAnswer(res.body);
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    release();
    return answerFromApi(request, reply, res.statusCode, parsed, admitted, cookieSecure);
  } catch (err) {
    release();
    if (state.tooLarge) return answer(reply, 413, errorBody(refusal(413, 'TOO_LARGE')));
    if (state.stalled) {
      request.log.info({ idleMs }, 'upload stalled: the client sent nothing');
      return answer(reply, 408, errorBody(stalled()));
    }
    if (!request.raw.complete && request.raw.destroyed) {
      // The reader went away mid-upload: nobody is left to hear the answer.
      request.log.info('upload cut off by the client');
      return answer(reply, 400, errorBody(refusal(400, 'DAMAGED')));
    }
    request.log.warn(
      { err: err instanceof Error ? `${err.name}: ${err.message}` : String(err) },
      'upload to the api failed',
    );
    const status = isUnreachable(err) ? 503 : 502;
    return answer(reply, status, errorBody(fromRestError(502, undefined)));
  } finally {
    timers.clearTimeout(deadline);
  }
}

/** `POST /graphql/upload` (see the top of this file). */
export async function uploadRoute(
  app: FastifyInstance,
  rest: RestClient,
  options: UploadOptions,
): Promise<void> {
  const timers = options.timers ?? systemTimers;
  const atOnce = Math.min(options.atOnce ?? UPLOADS_AT_ONCE, options.connections);
  if (!Number.isInteger(atOnce) || atOnce < 1) {
    throw new Error(`uploadRoute: atOnce ${atOnce} must be a positive whole number`);
  }
  // A pool of its own: uploads arrive at the reader's speed and must never hold GraphQL's
  // connections. No deadline for the api's headers while the file is on its way: the server
  // sets none on the request either (Fastify's requestTimeout is 0, and a large file on a slow
  // line takes long), so a client that goes quiet for idleMs is cut off instead (countedBody),
  // and PROCESSING_MS applies once the whole file has arrived. A connection per upload at once.
  const pool = new Pool(rest.baseUrl.origin, {
    connections: atOnce,
    keepAliveTimeout: 30_000,
    connect: { timeout: options.timeoutMs },
    headersTimeout: 0,
    bodyTimeout: options.timeoutMs,
  });
  app.addHook('onClose', () => pool.close());
  const forwarding: Forwarding = {
    pool,
    rest,
    timers,
    idleMs: UPLOAD_IDLE_MS,
    cookieSecure: options.cookieSecure,
  };
  let inFlight = 0;

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const admitted = admit(request);
    if ('err' in admitted) return refuseEarly(request, reply, admitted.status, admitted.err);
    // Every connection is taken: a request beyond would wait in the pool's queue, unbounded.
    if (inFlight >= atOnce) {
      request.log.warn({ atOnce }, 'upload refused: as many as allowed are under way');
      reply.header('retry-after', '5');
      return refuseEarly(request, reply, 503, upstreamUnavailable());
    }
    inFlight += 1;
    try {
      return await forward(request, reply, admitted, forwarding);
    } finally {
      inFlight -= 1;
    }
  };

  await app.register(async (scope) => {
    // The body is not parsed here: whatever its type, it stays in `request.raw` for the handler
    // to stream (or refuse) as it is.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({
      method: 'POST',
      url: UPLOAD_PATH,
      config: { contentSecurityPolicy: graphqlDirectives(false) },
      handler,
    });
  });
}
