import { systemTimers, type Timers } from '@news/server-kit';
import { GraphQLError } from 'graphql';
import { Pool, errors as undiciErrors, type Dispatcher } from 'undici';
import { fromRestError, isMappedStatus, upstreamUnavailable } from './errors.js';

export interface RestRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path below API_URL, such as `Articles/12` (no leading slash). */
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Sent as `Authorization: Bearer`; only to calls that need an account. */
  token?: string | undefined;
  /** The browser's User-Agent (see `clientUserAgent`); only to a sign-in, which notes its device. */
  userAgent?: string | undefined;
}

/** Longer User-Agent headers are cut: no real browser sends one this long. */
const USER_AGENT_MAX = 512;

/**
 * The browser's User-Agent as it may be passed on: printable ASCII only (no header can be
 * split or smuggled with it), cut to a bound; undefined when nothing is left.
 */
export function clientUserAgent(header: string | string[] | undefined): string | undefined {
  const value = (Array.isArray(header) ? header[0] : header) ?? '';
  const clean = value
    .replace(/[^\x20-\x7e]/g, '')
    .slice(0, USER_AGENT_MAX)
    .trim();
  return clean || undefined;
}

export interface UpstreamLogger {
  warn(obj: object, msg: string): void;
}

/** How a REST call ended: answered (2xx, or 4xx mapped to a GraphQL error) or failed. */
export type UpstreamOutcome = '2xx' | '4xx' | 'timeout' | 'connection' | '5xx' | 'bad_answer';

/** Told of every call once it ends (the gateway's metrics). */
export type UpstreamObserver = (call: {
  method: RestRequest['method'];
  /** As the call was made: `Articles/12`. */
  path: string;
  seconds: number;
  outcome: UpstreamOutcome;
}) => void;

/** Where the api names the next scheduled story's instant on a public answer. */
export const NEXT_SCHEDULED_HEADER = 'next-scheduled-at';

/**
 * When what a piece of work read (one request, one rendering, one feed) changes by itself: the
 * earliest instant a scheduled story comes out among the api's answers it read (in ms since the
 * epoch; Infinity while none named one). Nothing made from them is kept past it.
 */
export class NextScheduled {
  at = Infinity;

  /** Takes an answer's header; one that is not an instant counts as now (keep nothing). */
  heard(value: string | string[] | undefined): boolean {
    if (value === undefined) return true;
    const at = typeof value === 'string' ? Date.parse(value) : NaN;
    const valid = Number.isFinite(at);
    this.at = Math.min(this.at, valid ? at : Date.now());
    return valid;
  }

  /** The instant, when one was named: kept with a value in the reader cache. */
  get until(): number | undefined {
    return Number.isFinite(this.at) ? this.at : undefined;
  }
}

const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/** A connection that failed or dropped before any answer: safe to try again for a read. */
function isConnectionError(err: unknown): boolean {
  if (err instanceof undiciErrors.SocketError) return true;
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CONNECTION_ERRORS.has(code);
}

/** The largest REST answer read: a 1000-article page with long articles fits comfortably. */
const MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

/**
 * The REST API over one keep-alive connection pool. Every call has a deadline; reads are tried a
 * second time when the connection fails (a keep-alive socket the api closed, or the api
 * restarting), mutations never are. Failures to reach the api, timeouts and 5xx answers all
 * become UPSTREAM_UNAVAILABLE; other error statuses become GraphQL errors in errors.ts.
 */
export class RestClient {
  readonly pool: Pool;
  private readonly basePath: string;

  constructor(
    readonly baseUrl: URL,
    private readonly timeoutMs: number,
    connections: number,
    private readonly log: UpstreamLogger,
    /** What the deadline runs on (a test moves its own clock). */
    private readonly timers: Timers = systemTimers,
    private readonly observe?: UpstreamObserver,
  ) {
    this.pool = new Pool(baseUrl.origin, {
      connections,
      keepAliveTimeout: 30_000,
      connect: { timeout: timeoutMs },
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    this.basePath = baseUrl.pathname;
  }

  /** A signal that aborts once the deadline has passed; `end` when the call no longer needs it. */
  deadline(): { signal: AbortSignal; end(): void } {
    const controller = new AbortController();
    const timer = this.timers.setTimeout(
      () =>
        controller.abort(
          new DOMException(`The REST API took longer than ${this.timeoutMs} ms`, 'TimeoutError'),
        ),
      this.timeoutMs,
    );
    return { signal: controller.signal, end: () => this.timers.clearTimeout(timer) };
  }

  url(path: string, query?: RestRequest['query']): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) params.set(key, String(value));
    }
    const search = params.toString();
    return `${this.basePath}${path}${search ? `?${search}` : ''}`;
  }

  /**
   * Calls the REST API and answers the parsed JSON body of a 2xx answer (undefined for 204).
   * `forwardedFor` is the reader's address, for the api's per-client login limits; `requestId`
   * the id of the request that needs the call, for both services' logs to share; `schedule`
   * is told the next scheduled story the answer names.
   */
  async call<T>(
    req: RestRequest,
    forwardedFor?: string,
    requestId?: string,
    schedule?: NextScheduled,
  ): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (req.token) headers.authorization = `Bearer ${req.token}`;
    if (req.userAgent) headers['user-agent'] = req.userAgent;
    if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
    if (requestId) headers['x-request-id'] = requestId;
    let body: string | undefined;
    if (req.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(req.body);
    }
    const options: Dispatcher.RequestOptions = {
      method: req.method,
      path: this.url(req.path, req.query),
      headers,
      body,
    };
    const attempts = req.method === 'GET' ? 2 : 1;
    // One deadline for the call, a retry included.
    const deadline = this.deadline();
    const started = performance.now();
    let answered: { status?: number };
    let outcome: UpstreamOutcome = 'connection';
    try {
      for (let attempt = 1; ; attempt++) {
        answered = {};
        try {
          const answer = await this.send<T>(
            { ...options, signal: deadline.signal },
            answered,
            (value) => {
              if (!schedule || schedule.heard(value)) return;
              this.log.warn(
                { method: req.method, path: req.path, value },
                `the REST API's ${NEXT_SCHEDULED_HEADER} is not an instant; nothing made from it is kept`,
              );
            },
          );
          outcome = '2xx';
          return answer;
        } catch (err) {
          if (attempt < attempts && isConnectionError(err)) continue;
          outcome = outcomeOf(err, answered.status, deadline.signal.aborted);
          if (err instanceof GraphQLError) throw err;
          this.log.warn(
            { method: req.method, path: req.path, err: describe(err) },
            'REST API call failed',
          );
          throw upstreamUnavailable();
        }
      }
    } finally {
      deadline.end();
      const seconds = (performance.now() - started) / 1000;
      this.observe?.({ method: req.method, path: req.path, seconds, outcome });
    }
  }

  /**
   * `answered` is told the status as soon as the api answers, and `scheduled` the answer's
   * next scheduled instant, whatever its status (a 404 may be a story still to come out).
   */
  private async send<T>(
    options: Dispatcher.RequestOptions,
    answered: { status?: number },
    scheduled: (value: string | string[] | undefined) => void,
  ): Promise<T> {
    const res = await this.pool.request(options);
    answered.status = res.statusCode;
    scheduled(res.headers[NEXT_SCHEDULED_HEADER]);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of res.body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_RESPONSE_BYTES) {
        res.body.destroy();
        throw new Error(`REST answer larger than ${MAX_RESPONSE_BYTES} bytes`);
      }
      chunks.push(chunk);
    }
    const text = Buffer.concat(chunks).toString('utf8');
    // Statuses the mapping does not know are the api (or something before it) failing.
    if (!isMappedStatus(res.statusCode)) throw new Error(`REST answer ${res.statusCode}`);
    let parsed: unknown;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new Error(`REST answer ${res.statusCode} is not JSON`);
      }
    }
    if (res.statusCode >= 200 && res.statusCode < 300) return parsed as T;
    throw fromRestError(res.statusCode, parsed);
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

function outcomeOf(err: unknown, status: number | undefined, timedOut: boolean): UpstreamOutcome {
  // A 4xx the mapping knows: the api answered, and refused.
  if (err instanceof GraphQLError) return '4xx';
  if (timedOut) return 'timeout';
  if (status === undefined) return 'connection';
  return status >= 500 ? '5xx' : 'bad_answer';
}

function describe(err: unknown): string {
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    return `${err.name}${typeof code === 'string' ? ` ${code}` : ''}: ${err.message}`;
  }
  return String(err);
}
