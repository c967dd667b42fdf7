import crypto from 'node:crypto';
import type { EventEmitter } from 'node:events';
import fs from 'node:fs';
import type { Server } from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Timers } from '@news/server-kit';
import { createClock, type TimerId } from '@sinonjs/fake-timers';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Migrator, sql } from 'kysely';
import pg from 'pg';
import { buildApp, type AppOptions } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDatabase, type Database } from '../src/db/index.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { migrations } from '../src/db/migrations/index.js';
import { seedDatabase, type SeedResult } from '../src/db/seed/index.js';
import type { Article, Role, User } from '../src/domain.js';

export const dialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
export const ADMIN_PASSWORD = 'admin-password-1';
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A storage location of its own: a temporary SQLite file, or a fresh PostgreSQL schema. */
export interface Storage {
  url: string;
  drop(): Promise<void>;
}

export async function freshStorage(dataDir: string): Promise<Storage> {
  if (dialect === 'sqlite') {
    return { url: path.join(dataDir, 'news.db'), drop: () => Promise.resolve() };
  }
  const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch (err) {
    throw new Error(
      `PostgreSQL is not reachable at ${PG_URL}: start it (see README) or set TEST_DATABASE_URL=none`,
      { cause: err },
    );
  }
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}

/**
 * A database of its own (a temporary SQLite file, or a fresh PostgreSQL schema) that no
 * migration has run on, with a migrator for it: for the tests of a migration. `close` removes it.
 */
export async function migrationDatabase() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-migrate-'));
  const storage = await freshStorage(dir);
  const config = loadConfig({
    DATABASE_URL: storage.url,
    DATA_DIR: dir,
    JWT_SECRET: 'x'.repeat(32),
    LOG_LEVEL: 'silent',
  });
  const database = createDatabase(config.database);
  const schema =
    dialect === 'postgres'
      ? (await sql<{ s: string }>`select current_schema() as s`.execute(database.db)).rows[0]!.s
      : undefined;
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: () => Promise.resolve(migrations(database.dialect)) },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  return {
    database,
    migrator,
    /** Its DATABASE_URL and DATA_DIR, for a command run on it. */
    url: storage.url,
    dataDir: dir,
    close: async () => {
      await database.close();
      await storage.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface TestApi {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  seeded: SeedResult;
  jwtSecret: string;
  /** The DATABASE_URL this api runs on. */
  databaseUrl: string;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  login(username: string, password: string): Promise<string>;
  adminToken(): Promise<string>;
  /** Creates an active account with the role through the admin API and logs it in. */
  createUser(
    role: Role,
    overrides?: Partial<Record<string, unknown>>,
  ): Promise<{ user: User; token: string; password: string }>;
  createArticle(token: string, overrides?: Partial<Record<string, unknown>>): Promise<Article>;
  close(): Promise<void>;
}

export async function startApi(
  env: Record<string, string> = {},
  options: {
    dataDir?: string;
    storage?: Storage;
    /** Runs before the app is ready: a place to add hooks (the gateway's tests count calls). */
    configure?: (app: FastifyInstance) => void;
    /** Upload limits (few uploads at once, a count to wait on). */
    upload?: AppOptions['upload'];
    /**
     * What the idle limits, the lingering after a refusal and the sweep's schedule run on: by
     * default a clock nobody moves, so none of them happens unless a test moves its own clock.
     */
    timers?: Timers;
    /** The clock one-time account links are judged by: a test moves it past their expiry. */
    now?: () => Date;
  } = {},
): Promise<TestApi> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'news-api-test-'));
  const storage = options.storage ?? (await freshStorage(dataDir));
  const jwtSecret = 'test-secret-that-is-long-enough-0123456789';
  const config = loadConfig({
    DATABASE_URL: storage.url,
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret,
    ADMIN_PASSWORD,
    SEED_CONTENT: 'false',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT: '100000',
    UPLOAD_RATE_LIMIT: '100000',
    ...env,
  });
  const database = createDatabase(config.database);
  await migrateToLatest(database);
  const seeded = await seedDatabase(database, {
    adminPassword: config.adminPassword,
    content: config.seedContent,
  });
  const app = await buildApp({
    config,
    database,
    jwtSecret,
    upload: options.upload,
    timers: options.timers ?? testClock(),
    ...(options.now ? { now: options.now } : {}),
  });
  options.configure?.(app);
  await app.ready();

  let counter = 0;
  let adminToken: string | undefined;
  const api: TestApi = {
    app,
    database,
    dataDir,
    seeded,
    jwtSecret,
    databaseUrl: storage.url,
    inject: (o) => app.inject(o),
    async login(username, password) {
      const res = await app.inject({
        method: 'POST',
        url: '/Auth/login',
        payload: { username, password },
      });
      if (res.statusCode !== 200)
        throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
      return res.json<{ token: string }>().token;
    },
    async adminToken() {
      adminToken ??= await api.login('admin', ADMIN_PASSWORD);
      return adminToken;
    },
    async createUser(role, overrides = {}) {
      counter += 1;
      const password = `password-${counter}-${role}`;
      const username = `${role}${counter}${crypto.randomBytes(2).toString('hex')}`;
      const res = await app.inject({
        method: 'POST',
        url: '/User',
        headers: { authorization: `Bearer ${await api.adminToken()}` },
        payload: {
          username,
          full_Name: `Test ${role} ${counter}`,
          email: `${username}@example.com`,
          role,
          password,
          is_Active: true,
          ...overrides,
        },
      });
      if (res.statusCode !== 201) throw new Error(`create user: ${res.statusCode} ${res.body}`);
      const user = res.json<User>();
      const token = user.is_Active ? await api.login(username, password) : '';
      return { user, token, password };
    },
    async createArticle(token, overrides = {}) {
      const res = await app.inject({
        method: 'POST',
        url: '/Articles',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          title: 'City council approves new bus routes',
          content: 'The council approved twelve new routes on Monday.',
          category: 'Politics',
          language: 'en',
          mediaUrl: '/media/seed/example.svg',
          ...overrides,
        },
      });
      if (res.statusCode !== 201) throw new Error(`create article: ${res.statusCode} ${res.body}`);
      return res.json<Article>();
    },
    async close() {
      await app.close();
      if (!options.storage) {
        await storage.drop();
        if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
  return api;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The REST API's error answer. */
export type ErrorBody = {
  errors: { code: string; message: string; field?: string; reason?: string }[];
};

/**
 * Sends raw bytes (what no HTTP client would send) and answers everything the server writes
 * before it closes the connection.
 */
export function rawRequest(port: number, request: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
}

/** The body PUT /User accepts, from an account as the API returns it, with changes. */
export const userBody = (user: User, changes: Record<string, unknown> = {}) => ({
  username: user.username,
  full_Name: user.full_Name,
  email: user.email,
  role: user.role,
  is_Active: user.is_Active,
  ...changes,
});

/**
 * A clock the test moves: what is scheduled on it happens only when `tick` has moved it past
 * that time (at once, inside `tick`), never because the machine was slow or fast.
 */
export interface TestClock extends Timers {
  tick(ms: number): void;
}

export function testClock(): TestClock {
  const clock = createClock();
  return {
    setTimeout: (callback, ms) => clock.setTimeout(callback, ms),
    clearTimeout: (timer) => clock.clearTimeout(timer as TimerId | undefined),
    tick: (ms) => void clock.tick(ms),
  };
}

/**
 * Resolves once `done()` holds, checked now and after each `event` of the emitter (whose own
 * listeners, added before, have seen it). Fails if the emitter closes first.
 */
export function until(
  emitter: EventEmitter,
  event: string,
  done: () => boolean,
  what = 'what the test waits for',
): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      emitter.off(event, check);
      emitter.off('close', closed);
    };
    const check = () => {
      if (!done()) return;
      stop();
      resolve();
    };
    const closed = () => {
      stop();
      if (done()) resolve();
      else reject(new Error(`closed before ${what}`));
    };
    emitter.on(event, check);
    emitter.once('close', closed);
    check();
  });
}

/**
 * Watches the connections `server` accepts from here on, and answers a wait: it resolves once
 * the server has read every byte a client has written so far and handed it on (its request's
 * 'data' listeners have run). Reading and parsing happen in the one callback that counts the
 * bytes; bytes that waited in the request's buffer flow on a later tick, which the turn of the
 * event loop awaited at the end lets happen.
 */
export function readAllOf(server: Server): (client: net.Socket) => Promise<void> {
  const sockets = new Map<number, net.Socket>();
  server.on('connection', (socket: net.Socket) => {
    const port = socket.remotePort;
    if (port === undefined) return;
    sockets.set(port, socket);
    socket.once('close', () => sockets.delete(port));
  });
  return async (client) => {
    const written = client.bytesWritten;
    for (;;) {
      const socket = client.localPort === undefined ? undefined : sockets.get(client.localPort);
      if (socket && socket.bytesRead >= written) break;
      if (client.destroyed) throw new Error('the connection closed before the server read it');
      await nextTurn();
    }
    await nextTurn();
  };
}

/**
 * Resolves once some PostgreSQL session waits for a lock that the session `pid` holds: a query
 * the test started is then blocked on the test's open transaction, as the test needs it to be.
 */
export async function blockedBy(database: Database, pid: number): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ waiting: number }>`
      select count(*)::int as waiting from pg_stat_activity where ${pid} = any(pg_blocking_pids(pid))
    `.execute(database.db);
    if (rows[0]!.waiting > 0) return;
  }
}

/** One line of Prometheus's text format: a sample of a metric, with its labels. */
export interface MetricSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Reads `GET /metrics` from the app's metrics listener (it must have one). */
export async function scrapeMetrics(app: FastifyInstance): Promise<MetricSample[]> {
  const address = app.metricsAddress();
  if (!address) throw new Error('the app has no metrics listener');
  const res = await fetch(`http://127.0.0.1:${address.port}/metrics`);
  if (res.status !== 200) throw new Error(`GET /metrics: ${res.status}`);
  return parseMetrics(await res.text());
}

export function parseMetrics(text: string): MetricSample[] {
  const samples: MetricSample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[key!] = value!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    }
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The sum of a metric's samples whose labels include `labels` (0 when there is none). */
export function metricValue(
  samples: MetricSample[],
  name: string,
  labels: Record<string, string> = {},
): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}
