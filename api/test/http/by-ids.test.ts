import { LIMITS, type RestUser } from '@news/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, Page } from '../../src/domain.js';
import { bearer, startApi, type ErrorBody, type TestApi } from '../helpers.js';

/*
 * Reads by id in one call (`GET /Articles?Ids=`, `GET /User?Ids=`), which the gateway's
 * DataLoader batches its lookups into: each record the asker may read, exactly as its own read
 * answers it, in the order asked; what that read answers 404 for is left out.
 */

let api: TestApi;
let admin: string;
let reporter: Awaited<ReturnType<TestApi['createUser']>>;
let other: typeof reporter;
let published: Article;
let scheduled: Article;
let ownDraft: Article;
let othersDraft: Article;

const get = async <T>(url: string, token?: string) => {
  const res = await api.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  return { status: res.statusCode, body: res.json<T>() };
};

beforeAll(async () => {
  api = await startApi();
  admin = await api.adminToken();
  reporter = await api.createUser('reporter');
  other = await api.createUser('reporter');
  published = await api.createArticle(admin, { title: 'Published story', status: 'published' });
  scheduled = await api.createArticle(admin, {
    title: 'Scheduled story',
    status: 'published',
    publishAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  ownDraft = await api.createArticle(reporter.token, { title: 'My draft', status: 'draft' });
  othersDraft = await api.createArticle(other.token, { title: 'Their draft', status: 'draft' });
});
afterAll(() => api.close());

/** What `GET /Articles/{id}` answers each id (with the token), leaving out the 404s. */
async function oneByOne(ids: number[], token?: string): Promise<Article[]> {
  const answers = await Promise.all(ids.map((id) => get<Article>(`/Articles/${id}`, token)));
  return answers.flatMap((a) => (a.status === 200 ? [a.body] : []));
}

describe('GET /Articles?Ids=', () => {
  const all = () => [othersDraft.id, published.id, ownDraft.id, scheduled.id, 999_999];

  it('answers a reader the published stories of the ids, as each read by id does', async () => {
    const { status, body } = await get<Page<Article>>(`/Articles?Ids=${all().join(',')}`);
    expect(status).toBe(200);
    expect(body.data.map((a) => a.id)).toEqual([published.id]);
    expect(body.data).toEqual(await oneByOne(all()));
    expect(body.pagination.totalItems).toBe(1);
  });

  it('answers staff what their role may read, with what they may do with each', async () => {
    const { body } = await get<Page<Article>>(`/Articles?Ids=${all().join(',')}`, reporter.token);
    expect(body.data.map((a) => a.id)).toEqual([published.id, ownDraft.id, scheduled.id]);
    expect(body.data).toEqual(await oneByOne(all(), reporter.token));
    expect(body.data.map((a) => a.viewerCanEdit)).toEqual([false, true, false]);
    const forAdmin = await get<Page<Article>>(`/Articles?Ids=${all().join(',')}`, admin);
    expect(forAdmin.body.data).toEqual(await oneByOne(all(), admin));
    expect(forAdmin.body.data).toHaveLength(4);
  });

  it('answers each id once, in the order first asked, with only the Fields named', async () => {
    const ids = `${scheduled.id},${published.id},${scheduled.id}`;
    const { body } = await get<Page<Partial<Article>>>(
      `/Articles?Ids=${ids}&Fields=id,title`,
      admin,
    );
    expect(body.data).toEqual([
      { id: scheduled.id, title: 'Scheduled story' },
      { id: published.id, title: 'Published story' },
    ]);
  });

  it('refuses ids that are not whole numbers, too many, or a list filter beside them', async () => {
    const tooMany = Array.from({ length: LIMITS.idsMax + 1 }, (_, i) => i + 1).join(',');
    for (const query of [
      'Ids=abc',
      'Ids=3,,8',
      'Ids=0',
      'Ids=-3',
      'Ids=1.5',
      `Ids=${LIMITS.idMax + 1}`,
      `Ids=${tooMany}`,
      `Ids=${published.id}&Search=story`,
      `Ids=${published.id}&Status=all`,
    ]) {
      const { status, body } = await get<ErrorBody>(`/Articles?${query}`, admin);
      expect({ query, status, field: body.errors[0]?.field }).toEqual({
        query,
        status: 400,
        field: 'Ids',
      });
    }
  });

  it('takes up to the bound of ids in one call', async () => {
    const ids = Array.from({ length: LIMITS.idsMax }, (_, i) => published.id + i * 1000);
    const { status, body } = await get<Page<Article>>(`/Articles?Ids=${ids.join(',')}`);
    expect(status).toBe(200);
    expect(body.data.map((a) => a.id)).toEqual([published.id]);
  });
});

describe('GET /User?Ids=', () => {
  it('answers an admin the accounts of the ids, as each read by id does, in order', async () => {
    const ids = [other.user.id, 999_999, reporter.user.id];
    const { status, body } = await get<Page<RestUser>>(`/User?Ids=${ids.join(',')}`, admin);
    expect(status).toBe(200);
    const single = await Promise.all(
      [other.user.id, reporter.user.id].map((id) => get<RestUser>(`/User/${id}`, admin)),
    );
    expect(body.data).toEqual(single.map((s) => s.body));
  });

  it('is for admins, as the read by id is, and checks its ids', async () => {
    expect((await get(`/User?Ids=${reporter.user.id}`, reporter.token)).status).toBe(403);
    expect((await get(`/User?Ids=${reporter.user.id}`)).status).toBe(401);
    const bad = await get<ErrorBody>('/User?Ids=1,x', admin);
    expect([bad.status, bad.body.errors[0]?.field]).toEqual([400, 'Ids']);
    const sorted = await get<ErrorBody>('/User?Ids=1&SortBy=username', admin);
    expect([sorted.status, sorted.body.errors[0]?.field]).toEqual([400, 'Ids']);
  });
});
