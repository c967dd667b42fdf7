import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type AppOptions } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDatabase, type Database } from '../src/db/index.js';
import { migrateToLatest } from '../src/db/migrate.js';
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
    /** Upload limits (a short idle timeout, few uploads at once). */
    upload?: AppOptions['upload'];
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
  const app = await buildApp({ config, database, jwtSecret, upload: options.upload });
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
export type ErrorBody = { errors: { code: string; message: string; field?: string }[] };

/**
 * Sends raw bytes (what no HTTP client would send) and answers everything the server writes
 * before it closes the connection.
 */
export function rawRequest(port: number, request: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer within 5 s')));
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
