/** What a reader gets when a page cannot be made: busy (503, try again) or a fault (500). */
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { Overloaded } from './pool.js';

/** What a reader refused for want of a render thread is told to wait, in seconds. */
const RETRY_AFTER_SECONDS = 2;

/** Said in both languages: the reader's page may be in either. */
const BUSY_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="robots" content="noindex"><title>Busy: please try again</title></head><body>' +
  '<h1>Too many readers at once</h1>' +
  `<p>This page could not be prepared just now. Please try again in a few seconds.</p>` +
  '<p lang="te">ఇప్పుడు చాలా మంది చదువుతున్నారు. కొన్ని క్షణాల తర్వాత మళ్లీ ప్రయత్నించండి.</p>' +
  '</body></html>\n';

/** A page that could not be made (a fault in the renderer), said in both languages. */
const FAILED_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="robots" content="noindex"><title>Something went wrong</title></head><body>' +
  '<h1>Something went wrong on our side</h1>' +
  '<p>This page could not be prepared. Please try again, or go to <a href="/home">the news</a>.</p>' +
  '<p lang="te">ఈ పేజీని సిద్ధం చేయలేకపోయాం. మళ్లీ ప్రయత్నించండి, లేదా <a href="/home">వార్తలకు</a> వెళ్లండి.</p>' +
  '</body></html>\n';

export function logFailure(err: unknown, log: FastifyBaseLogger, closing: boolean) {
  if (closing) log.info({ err }, 'page rendering stopped: the gateway is closing');
  else log.error({ err }, 'page rendering failed');
}

export function sendFailure(
  err: unknown,
  log: FastifyBaseLogger,
  reply: FastifyReply,
  closing: boolean,
) {
  reply.header('cache-control', 'no-store').header('content-type', 'text/html; charset=utf-8');
  if (err instanceof Overloaded) {
    return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(BUSY_PAGE);
  }
  // A fault in the renderer (or its thread ended): the reader is told so, with a way on.
  logFailure(err, log, closing);
  return reply.code(500).send(FAILED_PAGE);
}
