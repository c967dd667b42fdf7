/**
 * Clients that send part of a request and stop: a few hundred of them, on the gateway and on
 * the api, neither stop anyone else from being served nor hold their sockets past
 * REQUEST_TIMEOUT_MS.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './helpers.js';

const SLOW = 150;
const LIMITS = { HEADERS_TIMEOUT_MS: '2000', REQUEST_TIMEOUT_MS: '2000' };

interface SlowClient {
  /** What the server sent before it closed the connection. */
  closed: Promise<string>;
}

/** Sends the headers and the start of a JSON body `path` expects, then nothing more. */
function slowClient(port: number, path: string): Promise<SlowClient> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const closed = new Promise<string>((done) => socket.on('close', () => done(received)));
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.once('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          'Content-Length: 1000\r\n\r\n{"query":"{ catego',
        (err) => (err ? reject(err) : resolve({ closed })),
      );
    });
    socket.once('error', reject);
  });
}

describe('slow clients', () => {
  let stack: Stack;
  let apiPort: number;

  beforeAll(async () => {
    stack = await startStack({ apiEnv: LIMITS, gatewayEnv: LIMITS });
    apiPort = (stack.api.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => stack.close());

  it('keep nobody else waiting, and are cut off once their time is up', async () => {
    const gatewayPort = Number(new URL(stack.url).port);
    const slow = await Promise.all([
      ...Array.from({ length: SLOW }, () => slowClient(gatewayPort, '/graphql')),
      ...Array.from({ length: SLOW }, () => slowClient(apiPort, '/Auth/login')),
    ]);

    // Everyone else is served meanwhile, by both.
    const served = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const gql = await stack.gql<{ categories: string[] }>('{ categories }');
        const api = await fetch(`http://127.0.0.1:${apiPort}/healthz`);
        return [gql.status, gql.body.data?.categories.length, api.status];
      }),
    );
    expect(served).toEqual(Array.from({ length: 10 }, () => [200, 7, 200]));

    // And each slow one is told why and let go.
    const answers = await Promise.all(slow.map((client) => client.closed));
    for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });
});
