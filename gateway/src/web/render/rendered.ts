/** A rendered page as the gateway keeps it, and its form in Redis. */
import type { Codec } from '../../reader-cache/codec.js';
import type { Encoding } from '../compression.js';

export interface Rendered {
  status: number;
  location?: string;
  /**
   * The page, and its compressed forms: the one its first reader accepted, made by the render
   * thread, and any other made when a reader first asks for it (most pages are only ever sent
   * one way).
   */
  body?: { identity: Buffer; gzip?: Buffer; br?: Buffer };
  /** Not kept: a page whose data could not be fetched, rendered for this request only. */
  keep: boolean;
  /** Until when it is fresh; it is served stale a while longer (`STALE_FACTOR`). */
  expires: number;
  /** The entities it shows (cache-tags.ts): its `Surrogate-Key`, and what purges it. */
  tags: string[];
  etag?: string;
  /** When a scheduled story comes out that may change it: it is kept no longer. */
  until?: number;
  /** Its brotli copy is brotli's smallest (refine.ts). */
  refined?: boolean;
}

/**
 * A kept page past its time is still served, while one rendering replaces it, for up to this
 * many times its time to live: a burst of readers never waits for a rendering.
 */
export const STALE_FACTOR = 6;

/** A kept page in Redis: a JSON header of its facts and part lengths, then the parts. */
export const pageCodec: Codec<Rendered> = {
  encode(page) {
    const parts = (['identity', 'br', 'gzip'] as const).flatMap((name) => {
      const part = page.body?.[name];
      return part ? [{ name, part }] : [];
    });
    const header = Buffer.from(
      JSON.stringify({
        status: page.status,
        location: page.location,
        expires: page.expires,
        tags: page.tags,
        etag: page.etag,
        until: page.until,
        parts: parts.map(({ name, part }) => [name, part.length]),
      }),
    );
    const length = Buffer.alloc(4);
    length.writeUInt32BE(header.length);
    return Buffer.concat([length, header, ...parts.map(({ part }) => part)]);
  },
  decode(bytes) {
    const headerLength = bytes.readUInt32BE(0);
    const header = JSON.parse(bytes.subarray(4, 4 + headerLength).toString()) as Pick<
      Rendered,
      'status' | 'location' | 'expires' | 'tags' | 'etag' | 'until'
    > & { parts: [Encoding, number][] };
    let at = 4 + headerLength;
    const body: Partial<NonNullable<Rendered['body']>> = {};
    for (const [name, length] of header.parts) {
      body[name] = bytes.subarray(at, at + length);
      at += length;
    }
    const { parts, ...page } = header;
    return { ...page, keep: true, ...(parts.length > 0 ? { body: body as Rendered['body'] } : {}) };
  },
};
