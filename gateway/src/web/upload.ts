import type { IncomingMessage } from 'node:http';
import { Transform } from 'node:stream';
import { UPLOAD, UploadRefusal, type UploadRefusalReason } from '@news/contract';
import { keepConnectionClose, systemTimers, type Timers } from '@news/server-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { Pool, errors as undiciErrors, type Dispatcher } from 'undici';
import type { ImageRecord, ImageVariantRecord } from '../datasources/rest-types.js';
import { imageFormatName } from '../enums.js';
import { fromRestError, upstreamUnavailable } from '../errors.js';
import { graphqlDirectives } from '../headers.js';
import { readToken, Session } from '../session.js';
import type { RestClient } from '../upstream.js';

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
/** The largest answer read from the api: an image's JSON is well under a kilobyte. */
const ANSWER_MAX = 256 * 1024;

/** Apollo Server's `csrfPrevention` rule, as /graphql applies it (@apollo/server preventCsrf). */
const PREFLIGHT_HEADERS = ['x-apollo-operation-name', 'apollo-require-preflight'];
const NON_PREFLIGHTED_CONTENT_TYPES = [
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'text/plain',
];
const CSRF_MESSAGE =
  `This operation has been blocked as a potential Cross-Site Request Forgery ` +
  `(CSRF). Please either specify a 'content-type' header (with a type that ` +
  `is not one of ${NON_PREFLIGHTED_CONTENT_TYPES.join(', ')}) or provide ` +
  `a non-empty value for one of the following headers: ${PREFLIGHT_HEADERS.join(', ')}\n`;

/** A MIME type's `type/subtype`, lowercased; undefined when it is not one (a browser preflights). */
function essenceOf(contentType: string): string | undefined {
  const essence = contentType.split(';', 1)[0]!.trim().toLowerCase();
  return /^[!#$%&'*+.^_`|~0-9a-z-]+\/[!#$%&'*+.^_`|~0-9a-z-]+$/.test(essence) ? essence : undefined;
}

/**
 * Whether a browser could have sent the request cross-site without asking first: no content
 * type, or one of the three a form may send, and none of the headers only a script can add.
 */
function mayBeForged(request: FastifyRequest): boolean {
  const contentType = request.headers['content-type'];
  if (contentType !== undefined) {
    const essence = essenceOf(contentType);
    if (essence === undefined || !NON_PREFLIGHTED_CONTENT_TYPES.includes(essence)) return false;
  }
  return !PREFLIGHT_HEADERS.some((name) => {
    const value = request.headers[name];
    return typeof value === 'string' && value.length > 0;
  });
}

/** The GraphQL error shape, as /graphql answers. */
const errorBody = (err: GraphQLError) => ({
  errors: [{ message: err.message, extensions: err.extensions }],
});

/** A refusal of the file, as the api words it (`UploadRefusal`), under the same mapping. */
const refusal = (status: number, reason: UploadRefusalReason) =>
  fromRestError(status, {
    errors: [{ field: 'file', reason, message: UploadRefusal[reason] }],
  });

/** An upload that stopped arriving, under the mapping of a 408. */
const stalled = () =>
  fromRestError(408, {
    errors: [{ message: 'The upload stopped arriving before its end. Please try again.' }],
  });

/** An uploaded photo as GraphQL's `Image` shows it: formats by their `ImageFormat` names. */
function imageAnswer(image: ImageRecord) {
  const format = (type: string) => {
    const name = imageFormatName(type);
    if (!name) throw new Error(`the api sent an image of type ${type}`);
    return name;
  };
  const variant = (v: ImageVariantRecord) => ({
    url: v.url,
    width: v.width,
    height: v.height,
    format: format(v.type),
    bytes: v.bytes,
  });
  if (typeof image?.id !== 'string' || !Array.isArray(image.variants)) {
    throw new Error('the api answered an upload without an image');
  }
  return {
    image: {
      id: image.id,
      width: image.width,
      height: image.height,
      format: format(image.type),
      variants: image.variants.map(variant),
    },
  };
}

/**
 * The request body on its way to the api, counted and watched: past `max` bytes it fails (a
 * chunked body declares no length), and so it does when the client goes away before the end, or
 * sends nothing for `idleMs` while the api is ready for more (a stalled upload would otherwise
 * hold a connection of the pool for good). The request itself is never destroyed here, so a
 * refusal can still be answered on its connection.
 */
function countedBody(
  source: IncomingMessage,
  max: number,
  idleMs: number,
  timers: Timers,
  onEnd: () => void,
) {
  const state = { tooLarge: false, stalled: false };
  let size = 0;
  let idle: unknown;
  const body = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > max) {
        state.tooLarge = true;
        done(new Error(`the upload is larger than ${max} bytes`));
      } else {
        done(null, chunk);
      }
    },
    flush(done) {
      onEnd();
      done();
    },
  });
  const unwatch = () => timers.clearTimeout(idle);
  // From the last bytes that arrived, or from when the api last made the client wait (its
  // share is full, so the request is paused): only the client's silence counts.
  const watch = () => {
    unwatch();
    if (!source.complete && !body.destroyed) idle = timers.setTimeout(onIdle, idleMs);
  };
  const onIdle = () => {
    if (source.complete || body.destroyed) return;
    if (body.writableNeedDrain) return watch();
    state.stalled = true;
    body.destroy(new Error(`no part of the upload arrived for ${idleMs} ms`));
  };
  const cutOff = (err?: Error) => {
    unwatch();
    if (!source.complete) body.destroy(err ?? new Error('the upload was cut off'));
  };
  source.on('data', watch);
  source.once('end', unwatch);
  source.once('error', cutOff);
  source.once('close', () => cutOff());
  body.on('drain', watch);
  body.once('close', unwatch);
  source.pipe(body);
  watch();
  /** Stops reading the body for the api (its answer came first); the watch ends too. */
  const detach = () => {
    unwatch();
    source.off('data', watch);
    source.unpipe(body);
  };
  return { body, state, detach };
}

/** The api's JSON answer, read up to ANSWER_MAX bytes. */
async function readAnswer(body: Dispatcher.ResponseData['body']): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > ANSWER_MAX) {
      body.destroy();
      throw new Error(`the api answered an upload with more than ${ANSWER_MAX} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Failures to reach the api or to hear from it in time, rather than a bad answer. */
const isUnreachable = (err: unknown) =>
  err instanceof undiciErrors.ConnectTimeoutError ||
  err instanceof undiciErrors.HeadersTimeoutError ||
  err instanceof undiciErrors.RequestAbortedError ||
  (err instanceof Error && err.name === 'AbortError') ||
  ['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENOTFOUND'].includes(
    (err as { code?: string } | null)?.code ?? '',
  );

/**
 * The rest of a body whose answer is already given, read and dropped so the connection serves
 * on; a client that goes quiet meanwhile has its connection closed.
 */
function dropRest(source: IncomingMessage, idleMs: number, timers: Timers): void {
  let idle: unknown;
  const watch = () => {
    timers.clearTimeout(idle);
    idle = timers.setTimeout(() => source.destroy(), idleMs);
  };
  const unwatch = () => timers.clearTimeout(idle);
  source.on('data', watch);
  source.once('end', unwatch);
  source.once('close', unwatch);
  watch();
  source.resume();
}

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

/**
 * `POST /graphql/upload`: a photo for an article, multipart/form-data with the file in the part
 * `file`, streamed to the api's `POST /Media` as it arrives (never parsed or held here). The
 * session cookie or a bearer token, and CSRF prevention as on /graphql; the api decides who may
 * upload and what file it takes. The answer is `{ image }` in GraphQL's `Image` shape, or
 * `{ errors }` as GraphQL gives them, with the HTTP status the api gave.
 */
export async function uploadRoute(
  app: FastifyInstance,
  rest: RestClient,
  options: UploadOptions,
): Promise<void> {
  const idleMs = UPLOAD_IDLE_MS;
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
  let inFlight = 0;

  const answer = (reply: FastifyReply, status: number, body: unknown) =>
    reply.code(status).header('cache-control', 'no-store').type('application/json').send(body);

  // A refusal made before the body was read: a body of unknown or excessive length is not read
  // to its end to keep the connection (Node drains a known, acceptable one).
  const refuseEarly = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    err: GraphQLError,
  ) => {
    const length = Number(request.headers['content-length'] ?? NaN);
    if (!(length <= UPLOAD_BODY_MAX)) {
      keepConnectionClose(request.raw);
      reply.header('connection', 'close');
    }
    return answer(reply, status, errorBody(err));
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (mayBeForged(request)) {
      return refuseEarly(
        request,
        reply,
        400,
        new GraphQLError(CSRF_MESSAGE, { extensions: { code: 'BAD_REQUEST' } }),
      );
    }
    const contentType = request.headers['content-type'];
    if (contentType === undefined || essenceOf(contentType) !== 'multipart/form-data') {
      return refuseEarly(request, reply, 415, refusal(415, 'MISSING'));
    }
    let token: string | undefined;
    let source: ReturnType<typeof readToken>['source'];
    try {
      ({ token, source } = readToken(request));
    } catch (err) {
      if (err instanceof GraphQLError) return refuseEarly(request, reply, 401, err);
      throw err;
    }
    if (!token) return refuseEarly(request, reply, 401, fromRestError(401, undefined));
    const declared = request.headers['content-length'];
    if (declared !== undefined && Number(declared) > UPLOAD_BODY_MAX) {
      return refuseEarly(request, reply, 413, refusal(413, 'TOO_LARGE'));
    }

    // Every connection is taken: a request beyond would wait in the pool's queue, unbounded.
    if (inFlight >= atOnce) {
      request.log.warn({ atOnce }, 'upload refused: as many as allowed are under way');
      reply.header('retry-after', '5');
      return refuseEarly(request, reply, 503, upstreamUnavailable());
    }

    const abort = new AbortController();
    let deadline: unknown;
    const { body, state, detach } = countedBody(
      request.raw,
      UPLOAD_BODY_MAX,
      idleMs,
      timers,
      () => {
        deadline = timers.setTimeout(() => abort.abort(), PROCESSING_MS);
      },
    );
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      'content-type': contentType,
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
    inFlight += 1;
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
      if (res.statusCode >= 200 && res.statusCode < 300) {
        release();
        return answer(reply, 200, imageAnswer(parsed as ImageRecord));
      }
      const err = fromRestError(res.statusCode, parsed);
      if (err.extensions.code === 'UPSTREAM_UNAVAILABLE') {
        request.log.warn({ status: res.statusCode }, 'the api failed an upload');
        release();
        return answer(reply, res.statusCode === 503 ? 503 : 502, errorBody(err));
      }
      // A session that has ended: the browser drops its cookie, as `me` has it do.
      if (err.extensions.code === 'UNAUTHENTICATED' && source === 'cookie') {
        new Session(reply, options.cookieSecure, source).end();
      }
      release();
      return answer(reply, res.statusCode, errorBody(err));
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
      inFlight -= 1;
      timers.clearTimeout(deadline);
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
