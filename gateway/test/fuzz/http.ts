import fs from 'node:fs';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { Client, Pool } from 'undici';

/** One generated request, fully described before the run starts, so a seed replays it. */
export interface FuzzRequest {
  kind: 'rest' | 'graphql';
  target: 'api' | 'gateway';
  /** The generator that made it, for the statistics. */
  label: string;
  method: string;
  /** Sent byte for byte (no normalisation of `..` or percent-escapes). */
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /**
   * A token added when sending (tokens are only known at run time): as `Authorization: Bearer`,
   * or as the gateway's session cookie. A request that sets its own Authorization keeps it.
   */
  auth?: 'admin' | 'admin-cookie' | 'reporter';
  /** The whole request as bytes on a fresh connection, for what an HTTP client refuses to send. */
  raw?: string | Uint8Array;
  /**
   * May cost the api a password hash (argon2id, about 0.1 s of a core): such requests are kept
   * to a few at a time, since a 2-core machine queues them past any latency bound otherwise.
   */
  hashes?: boolean;
  /** Why the request must be refused (no 2xx, no GraphQL data), if it must. */
  mustRefuse?: string;
  /** Extra rule for the answer: a /media/ answer with content must be an image. */
  check?: 'media';
}

export interface Outcome {
  index: number;
  request: FuzzRequest;
  status: number | undefined;
  /** When it was sent (performance.now()), and how long the whole answer took. */
  startedAt: number;
  ms: number;
  /**
   * Of `ms`, how long the processes answering it (and this one) were ready to run but waited
   * for a CPU that other programs on the machine held: the machine's load, not their work.
   */
  waitedMs: number;
  bytes: number;
  /** What went wrong on the wire (timeout, reset), if anything. */
  error?: string;
  /** Why this answer counts as a failure, if it does. */
  problem?: string;
  /** The problem's kind, for the summary: `slow`, `status 500`, `timeout`, ... */
  problemKind?: string;
  /** The start of the answer, for the report. */
  excerpt: string;
}

/** What came back, before it is judged. */
interface Answer {
  status: number | undefined;
  ms: number;
  bytes: number;
  excerpt: string;
  error?: string;
  errorKind?: string;
  /** The text of a GraphQL answer, to look for server failures in its errors. */
  text?: string;
}

export interface Tokens {
  admin?: string;
  reporter?: string;
}

/** Error codes in a GraphQL answer that mean the server failed, whatever the HTTP status. */
const SERVER_FAILURE_CODES = new Set(['INTERNAL_SERVER_ERROR', 'UPSTREAM_UNAVAILABLE']);

function serverFailureCode(text: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const errors = (parsed as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return undefined;
  for (const e of errors) {
    const code = (e as { extensions?: { code?: unknown } } | null)?.extensions?.code;
    if (typeof code === 'string' && SERVER_FAILURE_CODES.has(code)) return code;
  }
  return undefined;
}

/** Whether a GraphQL answer holds data for at least one field. */
function hasData(text: string | undefined): boolean {
  try {
    const data = (JSON.parse(text ?? '') as { data?: unknown } | null)?.data;
    return typeof data === 'object' && data !== null && Object.values(data).some((v) => v !== null);
  } catch {
    return false;
  }
}

export interface SenderOptions {
  apiUrl: string;
  gatewayUrl: string;
  connections: number;
  timeoutMs: number;
  /** An answer that took longer than this, the time it waited for a CPU left out, is slow. */
  slowMs: number;
  tokens: Tokens;
  /** The processes of the api and the gateway now (the gateway's changes when restarted). */
  pids(): { api: number; gateway: number };
}

/**
 * Nanoseconds the main thread of a process has spent ready to run while waiting for a CPU
 * (/proc/<pid>/schedstat: time on a CPU, time waiting on the run queue, time slices). Zero where
 * the kernel does not keep the count, which leaves answers judged by their whole time.
 */
function runQueueWait(pid: number): number {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[1]);
  } catch {
    return 0;
  }
}

export class Sender {
  private readonly pools: Record<FuzzRequest['target'], Pool>;
  private readonly origins: Record<FuzzRequest['target'], URL>;

  constructor(private readonly options: SenderOptions) {
    const pool = (url: string) =>
      new Pool(url, {
        connections: options.connections,
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
        connect: { timeout: options.timeoutMs },
      });
    this.pools = { api: pool(options.apiUrl), gateway: pool(options.gatewayUrl) };
    this.origins = { api: new URL(options.apiUrl), gateway: new URL(options.gatewayUrl) };
  }

  async send(request: FuzzRequest, index: number): Promise<Outcome> {
    const startedAt = performance.now();
    // This process, the one asked, and the api behind the gateway.
    const { api, gateway } = this.options.pids();
    const pids = [process.pid, api, ...(request.target === 'gateway' ? [gateway] : [])];
    const waiting = () => pids.reduce((sum, pid) => sum + runQueueWait(pid), 0);
    const waitedBefore = waiting();
    const answer =
      request.raw !== undefined ? await this.sendRaw(request) : await this.sendHttp(request);
    const waitedMs = Math.min(answer.ms, (waiting() - waitedBefore) / 1e6);
    const { text, ...rest } = answer;
    const outcome: Outcome = { index, request, startedAt, ...rest, waitedMs };
    const problem = this.judge(request, outcome, text);
    if (problem) [outcome.problemKind, outcome.problem] = problem;
    return outcome;
  }

  /** [kind, description] of what is wrong with an answer, if anything. */
  private judge(
    request: FuzzRequest,
    o: Answer & { waitedMs: number },
    text: string | undefined,
  ): [string, string] | undefined {
    if (o.error) return [o.errorKind ?? 'connection', o.error];
    if (o.status === undefined) return ['no answer', 'no status line in the answer'];
    if (o.status >= 500) return [`status ${o.status}`, `status ${o.status}`];
    if (o.ms - o.waitedMs > this.options.slowMs) {
      return [
        'slow',
        `slow: ${(o.ms - o.waitedMs).toFixed(0)} ms (${o.ms.toFixed(0)} ms, ${o.waitedMs.toFixed(0)} of them waiting for a CPU)`,
      ];
    }
    if (request.mustRefuse && o.status >= 200 && o.status < 300) {
      if (request.kind === 'rest' || hasData(text)) {
        return [
          `accepted ${request.mustRefuse.startsWith('mediaUrl') ? 'a bad mediaUrl' : request.mustRefuse}`,
          `accepted (status ${o.status}) although it carries ${request.mustRefuse}`,
        ];
      }
    }
    if (request.kind === 'graphql' && text !== undefined) {
      const code = serverFailureCode(text);
      if (code) return [`GraphQL ${code}`, `GraphQL error ${code} (status ${o.status})`];
    }
    return undefined;
  }

  private headersFor(request: FuzzRequest): Record<string, string> {
    const headers = { ...request.headers };
    const { tokens } = this.options;
    const hasAuthorization = Object.keys(headers).some((h) => h.toLowerCase() === 'authorization');
    if (request.auth === 'admin-cookie' && tokens.admin) {
      headers.cookie = `news_session=${tokens.admin}`;
    } else if (request.auth && !hasAuthorization) {
      const token = request.auth === 'reporter' ? tokens.reporter : tokens.admin;
      if (token) headers.authorization = `Bearer ${token}`;
    }
    return headers;
  }

  private async sendHttp(request: FuzzRequest): Promise<Answer> {
    const headers = this.headersFor(request);
    // A request the HTTP parser itself may refuse (bytes outside ASCII in the target, a method
    // in lower case, a header block past 16 KiB) goes on a connection of its own: the server
    // may drop the connection after answering, and the next request on it must not take the
    // blame. A follow-up request on the same connection then tells whether the drop was
    // announced (`Connection: close`), as HTTP/1.1 requires of a keep-alive answer.
    const own = this.mayUpsetParser(request, headers)
      ? new Client(this.origins[request.target].origin, {
          headersTimeout: this.options.timeoutMs,
          bodyTimeout: this.options.timeoutMs,
        })
      : undefined;
    const client = own ?? this.pools[request.target];
    const started = performance.now();
    try {
      const res = await client.request({
        method: request.method,
        path: request.path,
        headers,
        body: request.body,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      const buffer = Buffer.from(await res.body.arrayBuffer());
      const ms = performance.now() - started;
      const contentType = String(res.headers['content-type'] ?? '');
      const text = buffer.toString('utf8');
      let error: string | undefined;
      let errorKind: string | undefined;
      if (
        request.check === 'media' &&
        (res.statusCode === 200 || res.statusCode === 206) &&
        !contentType.startsWith('image/')
      ) {
        error = `a /media/ answer ${res.statusCode} that is not an image (${contentType || 'no content-type'})`;
        errorKind = 'media answer not an image';
      }
      if (own && !/close/i.test(String(res.headers.connection ?? ''))) {
        const dropped = await followUpFails(own, this.options.timeoutMs);
        if (dropped) {
          errorKind = 'connection dropped without `Connection: close`';
          error = `answered ${res.statusCode} and then dropped the keep-alive connection without \`Connection: close\` (the next request on it failed: ${dropped})`;
        }
      }
      const answer: Answer = {
        status: res.statusCode,
        ms,
        bytes: buffer.length,
        excerpt: text.slice(0, 600),
      };
      if (request.kind === 'graphql') answer.text = text;
      if (error) Object.assign(answer, { error, errorKind });
      return answer;
    } catch (err) {
      const ms = performance.now() - started;
      const [errorKind, error] = describeError(err, ms);
      return { status: undefined, ms, bytes: 0, excerpt: '', error, errorKind };
    } finally {
      await own?.destroy().catch(() => undefined);
    }
  }

  private mayUpsetParser(request: FuzzRequest, headers: Record<string, string>): boolean {
    const entries = Object.entries(headers);
    const headerBytes =
      request.path.length + entries.reduce((n, [k, v]) => n + k.length + v.length + 4, 0);
    return (
      headerBytes > 8 * 1024 ||
      !/^[A-Z]+$/.test(request.method) ||
      /[^\x20-\x7e]/.test(request.path) ||
      entries.some(([, v]) => /[^\t\x20-\x7e]/.test(v))
    );
  }

  /** Writes the bytes on a fresh connection and reads until the server closes it. */
  private sendRaw(request: FuzzRequest): Promise<Answer> {
    const origin = this.origins[request.target];
    const started = performance.now();
    return new Promise((resolve) => {
      const chunks: Buffer[] = [];
      let settled = false;
      const socket = net.connect({ host: origin.hostname, port: Number(origin.port) });
      const finish = (error?: string, errorKind = 'connection reset') => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        socket.destroy();
        const ms = performance.now() - started;
        const text = Buffer.concat(chunks).toString('latin1');
        const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
        const status = match ? Number(match[1]) : undefined;
        resolve({
          status,
          ms,
          bytes: text.length,
          excerpt: text.slice(0, 600),
          ...(error && status === undefined ? { error, errorKind } : {}),
        } satisfies Answer);
      };
      const timer = setTimeout(
        () => finish(`no answer within ${this.options.timeoutMs} ms (raw connection)`, 'hang'),
        this.options.timeoutMs,
      );
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('end', () => finish('connection closed without an answer'));
      socket.on('close', () => finish('connection closed without an answer'));
      socket.on('error', (err) => finish(`connection error: ${err.message}`));
      socket.write(request.raw!);
    });
  }

  async close(): Promise<void> {
    await Promise.all([this.pools.api.destroy(), this.pools.gateway.destroy()]);
  }
}

/** A plain GET on a connection that just answered: the reason it failed, if it did. */
async function followUpFails(client: Client, timeoutMs: number): Promise<string | undefined> {
  try {
    const res = await client.request({
      method: 'GET',
      path: '/healthz',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body.dump();
    return undefined;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

/** [kind, description] of a request that got no answer. */
function describeError(err: unknown, ms: number): [string, string] {
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    if (
      err.name === 'TimeoutError' ||
      code === 'UND_ERR_HEADERS_TIMEOUT' ||
      code === 'UND_ERR_BODY_TIMEOUT'
    ) {
      return [
        'hang',
        `no answer within ${ms.toFixed(0)} ms (${typeof code === 'string' ? code : err.name})`,
      ];
    }
    return [
      'connection reset',
      `${err.name}${typeof code === 'string' ? ` ${code}` : ''}: ${err.message}`,
    ];
  }
  return ['connection reset', String(err)];
}

/** A quick GET with a fresh connection, for health probes. */
export async function probe(
  url: string,
  timeoutMs: number,
): Promise<{ status?: number; ms: number }> {
  const started = performance.now();
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  } catch {
    return { ms: performance.now() - started };
  }
}
