import zlib from 'node:zlib';

/**
 * A page's compressed forms as first made, in its render thread or on a later request: quality 6
 * keeps that cheap; a kept page's Brotli form is made again at its best later (render/refine.ts).
 */
export const FIRST_COMPRESSION = {
  gzip: { level: 6 },
  br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } },
} satisfies { gzip: zlib.ZlibOptions; br: zlib.BrotliOptions };
