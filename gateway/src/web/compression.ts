import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * A page's compressed forms as first made, in its render thread or on a later request: quality 6
 * keeps that cheap; a kept page's Brotli form is made again at its best later (render/refine.ts).
 */
export const FIRST_COMPRESSION = {
  gzip: { level: 6 },
  br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } },
} satisfies { gzip: zlib.ZlibOptions; br: zlib.BrotliOptions };

/** How a page or an answer is sent: compressed with Brotli or gzip, or as it is. */
export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The best form `Accept-Encoding` allows: Brotli, else gzip, else as it is. A coding listed with
 * `q=0` is refused, and `*` stands for the codings not listed.
 */
export function acceptedEncoding(accepts: string | undefined): Encoding {
  const weights = new Map<string, number>();
  for (const part of (accepts ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  const allows = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** `bytes` in a compressed form at the first settings, made off the event loop (libuv's pool). */
export function compressFirst(bytes: Buffer, encoding: Exclude<Encoding, 'identity'>) {
  return encoding === 'br'
    ? brotli(bytes, FIRST_COMPRESSION.br)
    : gzip(bytes, FIRST_COMPRESSION.gzip);
}
