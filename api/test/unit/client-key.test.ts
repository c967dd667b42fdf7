import { describe, expect, it } from 'vitest';
import { clientKey } from '../../src/lib/client-key.js';

describe('clientKey (what login attempts are counted under)', () => {
  it('counts an IPv4 client by its address', () => {
    expect(clientKey({ ip: '203.0.113.7' })).toBe('203.0.113.7');
    expect(clientKey({ ip: '203.0.113.8' })).not.toBe(clientKey({ ip: '203.0.113.7' }));
  });

  it('counts an IPv6 client by its /56, so one network cannot rotate addresses past the limit', () => {
    const a = clientKey({ ip: '2001:db8:abcd:12ff:1:2:3:4' });
    expect(a).toBe('2001:db8:abcd:1200::');
    expect(clientKey({ ip: '2001:DB8:ABCD:1234::99' })).toBe(a);
    expect(clientKey({ ip: '2001:db8:abcd:1300::1' })).not.toBe(a);
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(clientKey({ ip: '::ffff:203.0.113.7' })).toBe('203.0.113.7');
  });

  it('gives a client already gone (no address) a key instead of throwing', () => {
    expect(clientKey({ ip: undefined })).toBe('no-address');
  });
});
