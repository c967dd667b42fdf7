import { isIPv6 } from 'node:net';
import { Address6 } from 'ip-address';

/** An IPv6 client is counted by its /56, the block one household or one server is given. */
const IPV6_SUBNET = 56;

/**
 * The key a client's login attempts are counted under: its address, an IPv6 one by its /56, as
 * @fastify/rate-limit counts by default. A client whose connection closed before its request was
 * counted has no address any more (the plugin's own key then throws, logging an error for every
 * such request); it is counted under one key of its own, and nobody is left to answer.
 */
export function clientKey(request: { ip: string | undefined }): string {
  const ip = request.ip;
  if (ip === undefined) return 'no-address';
  if (!isIPv6(ip)) return ip.toLowerCase();
  const address = new Address6(ip);
  if (address.isMapped4()) return address.to4().correctForm();
  return new Address6(`${ip}/${IPV6_SUBNET}`).startAddress().correctForm();
}
