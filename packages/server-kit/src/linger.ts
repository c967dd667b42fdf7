import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { systemTimers, type Timers } from './timers.js';

/**
 * After refusing a body it has not read to its end (too large, of a type nobody parses, an
 * upload refused part-way), what more of it is read and dropped before the connection is closed:
 * enough for a client still sending to read the answer (closing at once resets the connection,
 * and the client may lose it), not the rest of a body of any size.
 */
export const LINGER = { ms: 2000, bytes: 4 * 1024 * 1024 };

/** Requests whose connection closes the moment the answer is sent (a client gone quiet). */
const closingAtOnce = new WeakSet<IncomingMessage>();
/** Requests whose route chose `Connection: close` itself: lingerOnRefusedBodies leaves them be. */
const closingByChoice = new WeakSet<IncomingMessage>();
/** Requests whose unread body is already being read and dropped, or whose connection is closed. */
const closing = new WeakSet<IncomingMessage>();

/** This request's connection is closed as soon as its answer is sent: nothing more will come. */
export function closeAtOnce(raw: IncomingMessage): void {
  closingAtOnce.add(raw);
}

export function closesAtOnce(raw: IncomingMessage): boolean {
  return closingAtOnce.has(raw);
}

/**
 * The route answers this request with `Connection: close` by its own choice (a body it will not
 * read, of unknown or excessive length): lingerOnRefusedBodies keeps the header, and Node closes
 * the connection after the answer.
 */
export function keepConnectionClose(raw: IncomingMessage): void {
  closingByChoice.add(raw);
}

/**
 * Reads and drops what more of the body comes: a body that ends within LINGER leaves the
 * connection open for the next request, a longer one has its connection closed. Reading it here
 * also keeps Node from draining it, which it does to the end, however long (and out of sight of
 * a 'data' listener).
 */
function drain(raw: IncomingMessage, socket: IncomingMessage['socket'], timers: Timers): void {
  let dropped = 0;
  const close = () => socket.destroy();
  const timer = timers.setTimeout(close, LINGER.ms);
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER.bytes) {
      timers.clearTimeout(timer);
      close();
    }
  });
  raw.on('end', () => timers.clearTimeout(timer));
  raw.on('error', () => timers.clearTimeout(timer));
  raw.resume();
}

/**
 * Once the answer is sent, a body not read to its end is read and dropped for a moment (drain).
 * A request marked by closeAtOnce has its connection closed at once.
 */
export function closeAfterAnswer(request: FastifyRequest, timers: Timers = systemTimers): void {
  const raw = request.raw;
  if (closing.has(raw)) return;
  closing.add(raw);
  const socket = raw.socket as typeof raw.socket | undefined;
  if (typeof socket?.destroy !== 'function') return;
  if (closingAtOnce.has(raw)) return void socket.destroy();
  if (!raw.readableEnded && !raw.destroyed) drain(raw, socket, timers);
}

/**
 * Fastify answers a body it refuses before reading it all (larger than the limit, of a type no
 * parser takes) with `Connection: close`, and Node closes the connection the moment the answer
 * is written. A client still sending its body then has its writes reset, and may never read the
 * answer (seen in the fuzz suite: EPIPE instead of 413, for a 1 MiB login body on the api and a
 * large GraphQL body on the gateway). Such a body is read and dropped for a moment instead
 * (drain), so the client reads why it was refused. A route that chose the header itself says so
 * with keepConnectionClose or closeAtOnce.
 */
export function lingerOnRefusedBodies(app: FastifyInstance, timers: Timers = systemTimers): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    const socket = raw.socket as typeof raw.socket | undefined;
    if (
      !raw.complete &&
      !raw.destroyed &&
      !closing.has(raw) &&
      !closingAtOnce.has(raw) &&
      !closingByChoice.has(raw) &&
      typeof socket?.destroy === 'function' &&
      String(reply.getHeader('connection') ?? '').toLowerCase() === 'close'
    ) {
      reply.removeHeader('connection');
      closing.add(raw);
      drain(raw, socket, timers);
    }
    return payload;
  });
}
