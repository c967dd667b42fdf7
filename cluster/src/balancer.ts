/*
 * A small HTTP load balancer for one machine: Fastify with @fastify/reply-from, whose list of
 * upstreams is an undici BalancedPool (weighted round-robin that sends less to an upstream whose
 * connections fail). A request an upstream never received (its connection refused) goes to
 * another; a read (GET, HEAD, OPTIONS) whose connection broke is sent again; a write whose
 * connection broke is not, since it may have been done: its client gets 502.
 */
import replyFrom from '@fastify/reply-from';
import Fastify, { type FastifyInstance } from 'fastify';

export interface BalancerOptions {
  host: string;
  /** 0 for any free port. */
  port: number;
  /** Origins of the processes behind it, such as http://127.0.0.1:41001. */
  upstreams: string[];
  /** The largest request body it forwards (a photo upload with its form). */
  bodyLimit?: number;
}

export interface Balancer {
  /** Its origin, such as http://127.0.0.1:4000. */
  url: string;
  close(): Promise<void>;
}

/** Errors raised before the upstream received anything: safe to send elsewhere. */
const NOT_SENT = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH']);
/** Errors after which a read is sent again (the upstream went away mid-answer). */
const BROKEN = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function errorCode(err: unknown): string | undefined {
  if (!err || typeof err !== 'object') return undefined;
  const { code, cause } = err as { code?: unknown; cause?: unknown };
  if (typeof code === 'string') return code;
  return cause ? errorCode(cause) : undefined;
}

export async function startBalancer(options: BalancerOptions): Promise<Balancer> {
  if (options.upstreams.length === 0) throw new Error('a balancer needs at least one upstream');
  const app: FastifyInstance = Fastify({
    logger: false,
    bodyLimit: options.bodyLimit ?? 32 * 2 ** 20,
  });
  // Bodies are read whole, so that a request refused at connect can be sent again elsewhere.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  // One upstream alone is a plain pool in reply-from; two or more are a BalancedPool.
  await app.register(replyFrom, { base: options.upstreams, undici: { connections: 128 } });

  // Each upstream gets a try, and one more round while a process restarts.
  const attempts = options.upstreams.length * 2;
  app.all('/*', (request, reply) => {
    const body = Buffer.isBuffer(request.body) ? request.body : undefined;
    const contentType = request.headers['content-type'];
    return reply.from(request.url, {
      ...(body ? { body, contentType: contentType ?? 'application/octet-stream' } : {}),
      rewriteRequestHeaders: (req, headers) => {
        const peer = req.socket.remoteAddress ?? '';
        const before = headers['x-forwarded-for'];
        return {
          ...headers,
          'x-forwarded-for': before ? `${String(before)}, ${peer}` : peer,
        };
      },
      retryDelay: ({ err, req, attempt }) => {
        const code = errorCode(err);
        if (!code || attempt >= attempts) return null;
        if (NOT_SENT.has(code) || (BROKEN.has(code) && READS.has(req.method))) return 1;
        return null;
      },
      onError: (reply) => {
        void reply
          .code(502)
          .type('text/plain; charset=utf-8')
          .send('502 Bad Gateway: no process behind the balancer answered\n');
      },
    });
  });

  const address = await app.listen({ host: options.host, port: options.port });
  return {
    url: new URL(address).origin,
    close: () => app.close(),
  };
}
