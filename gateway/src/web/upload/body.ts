/** The upload's body streamed to the api as it arrives: counted, watched, or read and dropped. */
import type { IncomingMessage } from 'node:http';
import { Transform } from 'node:stream';
import type { Timers } from '@news/server-kit';

/**
 * The request body on its way to the api, counted and watched: past `max` bytes it fails (a
 * chunked body declares no length), and so it does when the client goes away before the end, or
 * sends nothing for `idleMs` while the api is ready for more (a stalled upload would otherwise
 * hold a connection of the pool for good). The request itself is never destroyed here, so a
 * refusal can still be answered on its connection.
 */
export function countedBody(
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

/**
 * The rest of a body whose answer is already given, read and dropped so the connection serves
 * on; a client that goes quiet meanwhile has its connection closed.
 */
export function dropRest(source: IncomingMessage, idleMs: number, timers: Timers): void {
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
