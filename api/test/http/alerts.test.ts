import { ALERT_LIMITS, type Alert, type LiveEvent } from '@news/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '../../src/domain.js';
import { bearer, startApi, type ErrorBody, type TestApi } from '../helpers.js';

let api: TestApi;
let admin: string;
let editor: string;
let reporter: string;

beforeAll(async () => {
  api = await startApi();
  admin = await api.adminToken();
  editor = (await api.createUser('editor')).token;
  reporter = (await api.createUser('reporter')).token;
});
afterAll(() => api.close());

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const send = (payload: object, token = editor) =>
  api.inject({ method: 'POST', url: '/Alerts', headers: bearer(token), payload });
const end = (id: number, token = editor) =>
  api.inject({ method: 'DELETE', url: `/Alerts/${id}`, headers: bearer(token) });
const active = async () => {
  const res = await api.inject({ method: 'GET', url: '/Alerts/Active' });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ data: Alert[]; lastEventId: number }>();
  return { alerts: body.data, lastEventId: body.lastEventId, res };
};
const eventsAfter = async (after: number) => {
  const res = await api.inject({ method: 'GET', url: `/Events?topic=alerts&after=${after}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: LiveEvent[]; last: number }>();
};
const firstError = (res: { json: <T>() => T }) => res.json<ErrorBody>().errors[0]!;

describe('breaking-news alerts', () => {
  it('an editor sends a line in both languages: it is active, and an event is logged after the last id', async () => {
    const { last } = await eventsAfter(0);
    const res = await send({
      text: '  Cyclone warning for the coast  ',
      textTe: 'తీరానికి తుఫాను హెచ్చరిక',
      expiresAt: inMinutes(30),
    });
    expect(res.statusCode).toBe(201);
    const alert = res.json<Alert>();
    expect(alert.lines).toEqual([
      { language: 'en', text: 'Cyclone warning for the coast', articleId: null },
      { language: 'te', text: 'తీరానికి తుఫాను హెచ్చరిక', articleId: null },
    ]);
    const { alerts, lastEventId, res: answer } = await active();
    expect(alerts.map((a) => a.id)).toContain(alert.id);
    expect(lastEventId).toBe(last + 1);
    // A cache in front keeps the list no longer than its first alert lasts.
    expect(Date.parse(answer.headers['next-scheduled-at'] as string)).toBeLessThanOrEqual(
      Date.parse(alert.expiresAt),
    );
    const events = await eventsAfter(last);
    expect(events.data).toEqual([
      {
        id: last + 1,
        topic: 'alerts',
        kind: 'alert',
        payload: alert,
        createdAt: expect.any(String) as string,
      },
    ]);
    expect(events.last).toBe(last + 1);
  });

  it('an alert about a story shows its headline and its translation’s, each linking to its own', async () => {
    const en = await api.createArticle(admin, { title: 'Dam gates opened', status: 'published' });
    const te = await api.createArticle(admin, {
      title: 'ఆనకట్ట గేట్లు ఎత్తివేత',
      content: 'ఆనకట్ట గేట్లు ఈ రోజు ఎత్తారు.',
      language: 'te',
      status: 'published',
      translationId: en.id,
    });
    const res = await send({ articleId: en.id, expiresAt: inMinutes(60) }, admin);
    expect(res.statusCode).toBe(201);
    expect(res.json<Alert>()).toMatchObject({
      articleId: en.id,
      lines: [
        { language: 'en', text: 'Dam gates opened', articleId: en.id },
        { language: 'te', text: 'ఆనకట్ట గేట్లు ఎత్తివేత', articleId: te.id },
      ],
    });
  });

  it('an alert about a story moved to the trash shows only what is left, and a new one is refused', async () => {
    const en = await api.createArticle(admin, { title: 'Bridge closed', status: 'published' });
    const te = await api.createArticle(admin, {
      title: 'వంతెన మూసివేత',
      content: 'వంతెనను ఈ రోజు మూసివేశారు.',
      language: 'te',
      status: 'published',
      translationId: en.id,
    });
    const sent = (await send({ articleId: en.id, expiresAt: inMinutes(60) })).json<Alert>();
    const del = (id: number) =>
      api.inject({ method: 'DELETE', url: `/Articles/${id}`, headers: bearer(admin) });
    expect((await del(te.id)).statusCode).toBe(204);
    const shown = () => active().then(({ alerts }) => alerts.find((a) => a.id === sent.id));
    expect((await shown())?.lines).toEqual([
      { language: 'en', text: 'Bridge closed', articleId: en.id },
    ]);
    expect((await del(en.id)).statusCode).toBe(204);
    expect(await shown()).toBeUndefined();
    const again = await send({ articleId: en.id, expiresAt: inMinutes(10) });
    expect(again.statusCode).toBe(400);
    expect(firstError(again)).toMatchObject({ field: 'articleId' });
  });

  it('refuses a story readers cannot see (400 naming articleId)', async () => {
    const draft: Article = await api.createArticle(editor, { status: 'draft' });
    for (const articleId of [draft.id, 999_999]) {
      const res = await send({ articleId, expiresAt: inMinutes(10) });
      expect(res.statusCode).toBe(400);
      expect(firstError(res)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'articleId' });
    }
  });

  it('validates the words and the expiry, naming the field', async () => {
    const cases: [object, string][] = [
      [{ expiresAt: inMinutes(10) }, 'text'],
      [{ text: '   ', expiresAt: inMinutes(10) }, 'text'],
      [{ text: 'two\nlines', expiresAt: inMinutes(10) }, 'text'],
      [{ textTe: 'అ'.repeat(ALERT_LIMITS.textMax + 1), expiresAt: inMinutes(10) }, 'textTe'],
      [{ text: 'Both', articleId: 1, expiresAt: inMinutes(10) }, 'articleId'],
      [{ text: 'No expiry' }, 'expiresAt'],
      [{ text: 'Past', expiresAt: inMinutes(-1) }, 'expiresAt'],
      [{ text: 'Too far', expiresAt: inMinutes(ALERT_LIMITS.lifetimeMaxMinutes + 5) }, 'expiresAt'],
      [{ text: 'Not a date', expiresAt: 'tomorrow' }, 'expiresAt'],
    ];
    for (const [payload, field] of cases) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(firstError(res)).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
  });

  it('reporters and readers may not send or end alerts', async () => {
    const body = { text: 'Not mine to send', expiresAt: inMinutes(10) };
    expect((await send(body, reporter)).statusCode).toBe(403);
    const anonymous = await api.inject({ method: 'POST', url: '/Alerts', payload: body });
    expect(anonymous.statusCode).toBe(401);
    const alert = (await send(body)).json<Alert>();
    expect((await end(alert.id, reporter)).statusCode).toBe(403);
    expect((await active()).alerts.map((a) => a.id)).toContain(alert.id);
  });

  it('ending an alert takes it off the active list and logs an end event; twice is 409', async () => {
    const alert = (await send({ textTe: 'రహదారి మూసివేత', expiresAt: inMinutes(20) })).json<Alert>();
    const { last } = await eventsAfter(0);
    expect((await end(alert.id)).statusCode).toBe(204);
    expect((await active()).alerts.map((a) => a.id)).not.toContain(alert.id);
    const events = await eventsAfter(last);
    expect(events.data).toMatchObject([{ kind: 'end', payload: { id: alert.id } }]);
    const again = await end(alert.id);
    expect(again.statusCode).toBe(409);
    expect((await end(2_000_000)).statusCode).toBe(404);
  });

  it('a stream resumes after any id and misses nothing, in order', async () => {
    const { last } = await eventsAfter(0);
    const sent = [];
    for (const text of ['One', 'Two', 'Three']) {
      sent.push((await send({ text, expiresAt: inMinutes(5) })).json<Alert>().id);
    }
    const all = await eventsAfter(last);
    expect(all.data.map((e) => (e.payload as Alert).id)).toEqual(sent);
    const rest = await eventsAfter(all.data[0]!.id);
    expect(rest.data.map((e) => e.id)).toEqual(all.data.slice(1).map((e) => e.id));
  });

  it('a long poll answers as soon as an event is written', async () => {
    const { last } = await eventsAfter(0);
    const waiting = api.inject({
      method: 'GET',
      url: `/Events?topic=alerts&after=${last}&wait=30`,
    });
    const alert = (await send({ text: 'Heard at once', expiresAt: inMinutes(5) })).json<Alert>();
    const res = await waiting;
    expect(res.json<{ data: LiveEvent[] }>().data).toMatchObject([{ payload: { id: alert.id } }]);
  });

  it('validates the event query, naming the field', async () => {
    for (const [query, field] of [
      ['topic=weather', 'topic'],
      ['after=1', 'topic'],
      ['topic=alerts&after=-1', 'after'],
      ['topic=alerts&wait=99', 'wait'],
    ]) {
      const res = await api.inject({ method: 'GET', url: `/Events?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(firstError(res)).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
  });
});
