import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, type Gateway } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { READS_PATH } from '@news/contract';
import { startStack, type Stack } from './helpers.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DAY = 86_400_000;

/** Readers told apart by their browsers (every test request comes from one address). */
const browser = (name: string) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 ${name}`;
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const MODES = [
  { name: 'in the database (no Redis)', env: () => ({}) },
  ...(REDIS_URL === 'none'
    ? []
    : [
        {
          name: 'in Redis',
          // A prefix of its own per run, so runs sharing one Redis never see each other's counts.
          env: () => ({
            REDIS_URL,
            REDIS_KEY_PREFIX: `test:${crypto.randomBytes(4).toString('hex')}:`,
          }),
        },
      ]),
];

describe.each(MODES)('reads counted $name', ({ env }) => {
  let stack: Stack;
  let gatewayEnv: Record<string, string>;
  /** The gateway that counts now: the stack's, then one started after it closed. */
  let current: { gateway: Gateway; url: string };
  /**
   * The gateways' clock: noon (UTC) today, then a test moves it into the next day. Read at the
   * machine's time, a read in the hour after midnight would be out of the next day's 24 hours.
   */
  let clock = Math.floor(Date.now() / DAY) * DAY + DAY / 2;
  const ids: Record<string, number> = {};

  const beacon = (id: unknown, agent: string) =>
    fetch(`${current.url}/reads?id=${String(id)}`, {
      method: 'POST',
      headers: { 'user-agent': agent },
    });

  /** Each reader reads each story once (a reload or two included). */
  async function read(story: string, readers: string[]) {
    for (const reader of readers) {
      const res = await beacon(ids[story], browser(reader));
      expect(res.status).toBe(204);
    }
  }

  /**
   * A ranking as GraphQL answers it. Its answer is kept a minute for every gateway (in Redis
   * too): each call asks with a limit of its own (10 down to 2), so none is answered from another.
   */
  let asked = 0;
  async function ranked(list: 'mostRead' | 'trending', language = 'EN'): Promise<string[]> {
    asked += 1;
    const res = await fetch(`${current.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `{ ${list}(language: ${language}, limit: ${10 - asked}) { id } }`,
      }),
    });
    const body = (await res.json()) as { data: Record<string, { id: string }[]> };
    const byId = new Map(Object.entries(ids).map(([name, id]) => [String(id), name]));
    return body.data[list]!.map((a) => byId.get(a.id) ?? a.id);
  }

  /** Closes the counting gateway (what it holds is counted) and starts another in its place. */
  async function restartGateway() {
    await current.gateway.app.close();
    const apiPort = (stack.api.app.server.address() as AddressInfo).port;
    const gateway = await buildGateway(
      loadConfig({
        LOG_LEVEL: 'silent',
        API_URL: `http://127.0.0.1:${apiPort}`,
        WEB_DIST: path.join(stack.api.dataDir, 'no-web-dist'),
        ...gatewayEnv,
      }),
      { now: () => clock },
    );
    await gateway.app.listen({ host: '127.0.0.1', port: 0 });
    await gateway.redisReady;
    current = {
      gateway,
      url: `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`,
    };
  }

  beforeAll(async () => {
    gatewayEnv = env();
    stack = await startStack({ gatewayEnv, gatewayOptions: { now: () => clock } });
    await stack.gateway.redisReady;
    current = { gateway: stack.gateway, url: stack.url };
    const token = await stack.api.adminToken();
    const story = async (name: string, fields: Record<string, unknown>) => {
      const article = await stack.api.createArticle(token, { category: 'Politics', ...fields });
      ids[name] = article.id;
    };
    await story('x', { title: 'Council approves the budget', language: 'en' });
    await story('y', { title: 'Metro line opens', language: 'en' });
    await story('crawled', { title: 'Bridge reopens', language: 'en' });
    await story('draft', { title: 'Secret plan', language: 'en', status: 'draft' });
    await story('telugu', {
      title: 'మెట్రో మార్గం ప్రారంభం',
      content: 'ఈరోజు నుంచి రైళ్లు నడుస్తాయి.',
      language: 'te',
    });
  });
  afterAll(async () => {
    if (current.gateway !== stack.gateway) await current.gateway.app.close();
    await stack.close();
  });

  it('counts each reader once per story and day, never a crawler, and keeps counts across a restart', async () => {
    await read('y', ['a', 'b', 'd', 'a', 'b']);
    await read('x', ['c', 'c']);
    await read('draft', ['a', 'b', 'c', 'd', 'e']);
    await read('telugu', ['a']);
    for (let i = 0; i < 6; i++) expect((await beacon(ids.crawled, BOT)).status).toBe(204);

    await restartGateway();
    expect(await ranked('mostRead')).toEqual(['y', 'x']);
    expect(await ranked('trending')).toEqual(['y', 'x']);
    expect(await ranked('mostRead', 'TE')).toEqual(['telugu']);
  });

  it('counts a reader again on a new day', async () => {
    // Just past the gateways' next midnight (UTC): a new day's salt, within the last 24 hours'
    // counts.
    clock = (Math.floor(clock / DAY) + 1) * DAY + 60_000;
    // `c` read x yesterday; with yesterday's digests forgotten x has 4 readers to y's 3. Were `c`
    // still known, the two would tie, and the newer story (y) would come first.
    await read('x', ['a', 'b', 'c']);
    await restartGateway();
    expect(await ranked('mostRead')).toEqual(['x', 'y']);
  });

  it('counts no read of a made-up id or a draft, which would crowd the stories out', async () => {
    // More made-up ids than the rankings' candidates, each read by more readers than x or y.
    const fake = Array.from({ length: 45 }, (_, i) => 900_000 + i);
    const rising = await ranked('trending');
    expect(rising).toContain('x');
    for (const id of [...fake, ids.draft]) {
      for (const reader of ['a', 'b', 'c', 'd', 'e', 'f']) {
        expect((await beacon(id, browser(reader))).status).toBe(204);
      }
    }
    await restartGateway();
    expect(await ranked('mostRead')).toEqual(['x', 'y']);
    expect(await ranked('trending')).toEqual(rising);
  });

  it('keeps no address, browser or cookie, only digests and counts', async () => {
    const kept: string[] = [];
    if (gatewayEnv.REDIS_URL) {
      const redis = new Redis(REDIS_URL);
      try {
        const keys = await redis.keys(`${gatewayEnv.REDIS_KEY_PREFIX}reads:*`);
        expect(keys.length).toBeGreaterThan(0);
        for (const key of keys) {
          kept.push(key);
          const type = await redis.type(key);
          if (type === 'string') kept.push((await redis.get(key))!);
          else kept.push(...(await redis.zrange(key, 0, -1, 'WITHSCORES')));
          // Everything goes by itself: digests and the salt with their day, counts after two.
          expect(await redis.ttl(key)).toBeGreaterThan(0);
        }
      } finally {
        redis.disconnect();
      }
    } else {
      const { db } = stack.api.database;
      const marks = await db.selectFrom('read_marks').selectAll().execute();
      const counts = await db.selectFrom('article_reads').selectAll().execute();
      expect(marks.length).toBeGreaterThan(0);
      for (const mark of marks) expect(mark.hash).toMatch(/^[0-9a-f]{64}$/);
      kept.push(...[...marks, ...counts].flatMap((row) => Object.values(row).map(String)));
    }
    const text = kept.join('\n');
    // Nor does the log keep a line of each read, with the reader's address.
    expect(stack.logs()).not.toContain(READS_PATH);
    expect(text).not.toContain('127.0.0.1');
    expect(text).not.toContain('Mozilla');
    expect(text).not.toContain('Chrome');
  });

  it('refuses a beacon without an article id, naming the field', async () => {
    for (const id of ['0', 'abc', '12.5', '99999999999', '']) {
      const res = await beacon(id, browser('a'));
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: { code: string; field: string }[] };
      expect(body.errors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
    }
    const res = await fetch(`${current.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ mostRead(language: EN, limit: 11) { id } }' }),
    });
    const body = (await res.json()) as { errors: { extensions: Record<string, string> }[] };
    expect(body.errors[0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
  });
});
