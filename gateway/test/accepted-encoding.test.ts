import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from '../src/web/compression.js';

describe('the form Accept-Encoding allows', () => {
  it('is Brotli, else gzip, else the bytes as they are', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('deflate')).toBe('identity');
    expect(acceptedEncoding('')).toBe('identity');
    expect(acceptedEncoding(undefined)).toBe('identity');
  });

  it('refuses a coding listed with q=0, and reads * as every coding not listed', () => {
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('BR ; Q=0 , GZIP;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('br;q=0, *')).toBe('gzip');
    expect(acceptedEncoding('*;q=0, gzip')).toBe('gzip');
  });
});
