/** How an entry is written to Redis and read back. */
export interface Codec<T> {
  encode(value: T): Buffer;
  decode(bytes: Buffer): T;
}

export const jsonCodec = <T>(): Codec<T> => ({
  encode: (value) => Buffer.from(JSON.stringify(value), 'utf8'),
  decode: (bytes) => JSON.parse(bytes.toString('utf8')) as T,
});
