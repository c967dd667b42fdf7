import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import {
  ADMIN_PASSWORD,
  freshStorage,
  metricValue,
  rawRequest,
  scrapeMetrics,
  readAllOf,
  startApi,
  testClock,
  until,
  type MetricSample,
  type Storage,
  type TestApi,
  type TestClock,
} from '@news/api/test-helpers';
import type { FastifyInstance } from 'fastify';
import { buildGateway, type Gateway, type GatewayOptions } from '../src/app.js';
import { loadConfig } from '../src/config.js';

export {
  ADMIN_PASSWORD,
  metricValue,
  rawRequest,
  scrapeMetrics,
  testClock,
  until,
  type MetricSample,
  type TestClock,
};

/** One request that reached the REST API. */
export interface UpstreamCall {
  method: string;
  url: string;
  /** Whether it carried `Authorization`. */
  bearer: string | undefined;
  forwardedFor: string | undefined;
  userAgent: string | undefined;
  /** The id the api gave the request (the gateway's, which it trusts). */
  requestId: string;
  /** Set when the request's body was cut off before its end (the connection closed). */
  aborted?: true;
}

export interface GqlResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: {
    data?: T | null;
    errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[];
  };
}

export interface GqlOptions {
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

export interface Stack {
  api: TestApi;
  gateway: Gateway;
  /** The gateway's origin, such as http://127.0.0.1:41234. */
  url: string;
  /** Requests that reached the REST API since the last `resetCalls()`. */
  calls: UpstreamCall[];
  resetCalls(): void;
  /** Resolves once `done(calls)` holds, checked as requests reach the api and end there. */
  untilCalls(done: (calls: UpstreamCall[]) => boolean): Promise<void>;
  /** Resolves once the gateway has read (and handed on) all that `client` has written. */
  readAll(client: net.Socket): Promise<void>;
  /** Everything the gateway logged. */
  logs(): string;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: GqlOptions,
  ): Promise<GqlResponse<T>>;
  /** Logs in through the gateway and answers the token. */
  login(username: string, password: string): Promise<string>;
  stopApi(): Promise<void>;
  restartApi(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real REST API (a temporary SQLite database, an ephemeral port) and the real gateway in
 * front of it, talking HTTP. Both run their deadlines and idle limits on clocks nobody moves
 * (the gateway's can be passed in `gatewayOptions.timers` to move it), and the REST API
 * deadline's own backstops in undici are far beyond any test's time: no answer is ever late
 * because the machine is busy.
 */
export async function startStack(
  options: {
    apiEnv?: Record<string, string>;
    gatewayEnv?: Record<string, string>;
    gatewayOptions?: Omit<GatewayOptions, 'logStream'>;
    /** Runs before the gateway is ready: a place to add hooks that watch its requests. */
    configureGateway?: (app: FastifyInstance) => void;
  } = {},
): Promise<Stack> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-gateway-test-'));
  const storage: Storage = await freshStorage(dataDir);
  const calls: UpstreamCall[] = [];
  const callEvents = new EventEmitter();
  const launchApi = async (port: number) => {
    const api = await startApi(options.apiEnv ?? {}, {
      dataDir,
      storage,
      configure(app) {
        app.addHook('onRequest', async (request) => {
          const call: UpstreamCall = {
            method: request.method,
            url: request.url,
            bearer: request.headers.authorization,
            forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
            userAgent: request.headers['user-agent'],
            requestId: request.id,
          };
          calls.push(call);
          callEvents.emit('call');
          request.raw.once('close', () => {
            if (!request.raw.complete) call.aborted = true;
            callEvents.emit('call');
          });
        });
      },
    });
    await api.app.listen({ host: '127.0.0.1', port });
    return api;
  };
  let api = await launchApi(0);
  const address = api.app.server.address();
  const apiPort = typeof address === 'object' && address ? address.port : 0;

  const logStream = new PassThrough();
  let logText = '';
  logStream.on('data', (chunk: Buffer) => (logText += chunk.toString()));
  const config = loadConfig({
    API_URL: `http://127.0.0.1:${apiPort}`,
    API_TIMEOUT_MS: '60000',
    LOG_LEVEL: 'debug',
    WEB_DIST: path.join(dataDir, 'no-web-dist'),
    ...options.gatewayEnv,
  });
  const gateway = await buildGateway(config, {
    timers: testClock(),
    ...options.gatewayOptions,
    logStream,
  });
  options.configureGateway?.(gateway.app);
  await gateway.app.listen({ host: '127.0.0.1', port: 0 });
  const readAll = readAllOf(gateway.app.server);
  const gatewayAddress = gateway.app.server.address();
  const url = `http://127.0.0.1:${typeof gatewayAddress === 'object' && gatewayAddress ? gatewayAddress.port : 0}`;

  const stack: Stack = {
    get api() {
      return api;
    },
    gateway,
    url,
    calls,
    resetCalls: () => void calls.splice(0),
    untilCalls: (done) => until(callEvents, 'call', () => done(calls), 'the calls awaited'),
    readAll,
    logs: () => logText,
    async gql<T>(query: string, variables?: Record<string, unknown>, o: GqlOptions = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...o.headers };
      if (o.token) headers.authorization = `Bearer ${o.token}`;
      if (o.cookie) headers.cookie = o.cookie;
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      return {
        status: res.status,
        headers: res.headers,
        body: (await res.json()) as GqlResponse<T>['body'],
      };
    },
    async login(username, password) {
      const res = await stack.gql<{ login: { token: string } }>(
        'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
        { u: username, p: password },
      );
      const token = res.body.data?.login.token;
      if (!token) throw new Error(`login ${username}: ${JSON.stringify(res.body)}`);
      return token;
    },
    async stopApi() {
      await api.app.close();
    },
    async restartApi() {
      api = await launchApi(apiPort);
    },
    async close() {
      await gateway.app.close();
      if (api.app.server.listening) await api.app.close();
      await storage.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return stack;
}

/** The session cookie's `name=value` from a Set-Cookie answer, for sending back. */
export function sessionCookie(res: GqlResponse<unknown>): string {
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('news_session='));
  if (!setCookie) throw new Error('no session cookie was set');
  return setCookie.split(';')[0]!;
}

export const uniqueName = (prefix: string) => `${prefix}${crypto.randomBytes(3).toString('hex')}`;

export const codes = (res: GqlResponse<unknown>) =>
  (res.body.errors ?? []).map((e) => e.extensions?.code);
