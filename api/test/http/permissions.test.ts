import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/domain.js';
import { bearer, startApi, userBody, type TestApi } from '../helpers.js';

type Actor = 'anonymous' | Role;
const ACTORS: Actor[] = ['anonymous', 'reporter', 'editor', 'admin'];

let api: TestApi;
const tokens = new Map<Actor, string>();
/** A second reporter whose articles are "someone else's" to every actor. */
let otherReporterToken: string;
let seq = 0;

beforeAll(async () => {
  api = await startApi();
  tokens.set('admin', await api.adminToken());
  tokens.set('editor', (await api.createUser('editor')).token);
  tokens.set('reporter', (await api.createUser('reporter')).token);
  otherReporterToken = (await api.createUser('reporter')).token;
});
afterAll(() => api.close());

const newUserBody = () => {
  seq += 1;
  return {
    username: `perm${seq}`,
    full_Name: `Permission ${seq}`,
    email: `perm${seq}@example.com`,
    role: 'reporter',
    password: 'a-good-password',
  };
};

/** A published article by the other reporter (reporters write drafts; the admin publishes). */
async function othersPublished() {
  const a = await api.createArticle(otherReporterToken);
  const res = await api.inject({
    method: 'PATCH',
    url: `/Articles/${a.id}`,
    headers: bearer(await api.adminToken()),
    payload: { status: 'published' },
  });
  if (res.statusCode !== 200) throw new Error(`publish: ${res.statusCode} ${res.body}`);
  return a;
}

/** Each action builds its request afresh for the actor, against data it sets up itself. */
const ACTIONS: Record<string, (actor: Actor) => Promise<InjectOptions>> = {
  'list articles': () => Promise.resolve({ method: 'GET', url: '/Articles' }),
  'read an article': async () => {
    const a = await othersPublished();
    return { method: 'GET', url: `/Articles/${a.id}` };
  },
  'create an article': () =>
    Promise.resolve({
      method: 'POST',
      url: '/Articles',
      payload: {
        title: 't',
        content: 'c',
        category: 'Sports',
        language: 'en',
        mediaUrl: '/media/x.svg',
      },
    }),
  'change own article': async (actor) => {
    const owner = actor === 'anonymous' ? otherReporterToken : tokens.get(actor)!;
    const a = await api.createArticle(owner);
    return { method: 'PATCH', url: `/Articles/${a.id}`, payload: { title: 'changed' } };
  },
  "change someone else's article": async () => {
    const a = await othersPublished();
    return { method: 'PATCH', url: `/Articles/${a.id}`, payload: { title: 'changed' } };
  },
  'delete own article': async (actor) => {
    const owner = actor === 'anonymous' ? otherReporterToken : tokens.get(actor)!;
    const a = await api.createArticle(owner);
    return { method: 'DELETE', url: `/Articles/${a.id}` };
  },
  "delete someone else's article": async () => {
    const a = await othersPublished();
    return { method: 'DELETE', url: `/Articles/${a.id}` };
  },
  'list users': () => Promise.resolve({ method: 'GET', url: '/User' }),
  'read a user': async () => {
    const { user } = await api.createUser('reporter');
    return { method: 'GET', url: `/User/${user.id}` };
  },
  'create a user': () => Promise.resolve({ method: 'POST', url: '/User', payload: newUserBody() }),
  'replace a user': async () => {
    const { user } = await api.createUser('reporter');
    return {
      method: 'PUT',
      url: `/User/${user.id}`,
      payload: userBody(user, { full_Name: 'Renamed', password: '' }),
    };
  },
  'delete a user': async () => {
    const { user } = await api.createUser('reporter');
    return { method: 'DELETE', url: `/User/${user.id}` };
  },
  'read own account': () => Promise.resolve({ method: 'GET', url: '/Auth/me' }),
};

/**
 * Expected status per actor: anonymous, reporter, editor, admin. The whole role × status ×
 * action matrix of articles is in workflow.test.ts.
 */
const TABLE: [string, number, number, number, number][] = [
  ['list articles', 200, 200, 200, 200],
  ['read an article', 200, 200, 200, 200],
  ['create an article', 401, 201, 201, 201],
  ['change own article', 401, 200, 200, 200],
  ["change someone else's article", 401, 403, 200, 200],
  ['delete own article', 401, 204, 204, 204],
  ["delete someone else's article", 401, 403, 204, 204],
  ['list users', 401, 403, 403, 200],
  ['read a user', 401, 403, 403, 200],
  ['create a user', 401, 403, 403, 201],
  ['replace a user', 401, 403, 403, 200],
  ['delete a user', 401, 403, 403, 204],
  ['read own account', 401, 200, 200, 200],
];

describe('who may do what', () => {
  const cases = TABLE.flatMap(([action, ...statuses]) =>
    ACTORS.map((actor, i) => [action, actor, statuses[i]!] as const),
  );

  it.each(cases)('%s as %s: %i', async (action, actor, status) => {
    const request = await ACTIONS[action]!(actor);
    const token = tokens.get(actor);
    const res = await api.inject({
      ...request,
      headers: { ...(request.headers ?? {}), ...(token ? bearer(token) : {}) },
    });
    expect(res.statusCode, res.body).toBe(status);
    if (status === 401 || status === 403) {
      expect(res.json<{ errors: { code: string }[] }>().errors[0]!.code).toBe(
        status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN',
      );
    }
  });

  it('checks permission before it reads the body: anonymous junk gets 401, not 400', async () => {
    const res = await api.inject({
      method: 'POST',
      url: '/Articles',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(401);
  });
});
