import { LIVE_BLOG_LIMITS, type RestLiveBlogState } from '@news/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../helpers.js';
import { doc, firstError, liveBlogCalls, p, t, words } from '../live-blog-helpers.js';

let api: TestApi;
let calls: ReturnType<typeof liveBlogCalls>;
let admin: string;
let editor: string;
let reporter: string;

beforeAll(async () => {
  api = await startApi();
  calls = liveBlogCalls(api);
  admin = await api.adminToken();
  editor = (await api.createUser('editor')).token;
  reporter = (await api.createUser('reporter')).token;
});
afterAll(() => api.close());

describe('reading a live blog', () => {
  it('pages posts newest first by a cursor, and every post is on exactly one page', async () => {
    const article = await calls.liveArticle(editor);
    const written: number[] = [];
    for (let i = 1; i <= 45; i++) {
      written.push((await calls.posted(article.id, { body: words(`Update ${i}`) }, editor)).id);
    }
    const first = await calls.page(article.id);
    expect(first.data).toHaveLength(LIVE_BLOG_LIMITS.pageSize);
    expect(first.data[0]!.text).toBe('Update 45');
    const seen = [...first.data.map((x) => x.id)];
    let next = first.nextBefore;
    while (next !== null) {
      const page = await calls.page(article.id, `?before=${next}&pageSize=20`);
      seen.push(...page.data.map((x) => x.id));
      next = page.nextBefore;
    }
    expect(seen).toEqual([...written].reverse());
    const small = await calls.page(article.id, '?pageSize=1');
    expect(small.data.map((x) => x.id)).toEqual([written.at(-1)]);
    expect(small.nextBefore).toBe(written.at(-1));
  });

  it('a new post is read at once by readers, though public answers are kept', async () => {
    const article = await calls.liveArticle(editor);
    await calls.posted(article.id, { body: words('One') }, editor);
    expect((await calls.page(article.id)).data).toHaveLength(1);
    expect((await calls.blog(article.id)).postCount).toBe(1);
    await calls.posted(article.id, { body: words('Two') }, editor);
    expect((await calls.page(article.id)).data.map((x) => x.text)).toEqual(['Two', 'One']);
    expect((await calls.blog(article.id)).postCount).toBe(2);
  });

  it('readers see only blogs of published articles not in the trash; staff see their drafts', async () => {
    const draft = await api.createArticle(editor, { status: 'draft' });
    expect((await calls.setStatus(draft.id, 'live', editor)).statusCode).toBe(200);
    await calls.posted(draft.id, { body: words('Rehearsal') }, editor);
    expect((await calls.get(`/Articles/${draft.id}/Live`)).statusCode).toBe(404);
    expect((await calls.get(`/Articles/${draft.id}/Live/Posts`)).statusCode).toBe(404);
    expect((await calls.blog(draft.id, editor)).postCount).toBe(1);
    expect((await calls.get(`/Articles/${draft.id}/Live`, reporter)).statusCode).toBe(404);
    // Nothing of a blog readers may not see goes to its public stream.
    expect(await calls.events(draft.id)).toEqual([]);

    const trashed = await calls.liveArticle(editor);
    await calls.posted(trashed.id, { body: words('Soon gone') }, editor);
    const res = await api.inject({
      method: 'DELETE',
      url: `/Articles/${trashed.id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(204);
    expect((await calls.get(`/Articles/${trashed.id}/Live/Posts`)).statusCode).toBe(404);
    expect((await calls.get(`/Articles/${trashed.id}/Live/Posts`, admin)).statusCode).toBe(404);
    expect((await calls.post(trashed.id, { body: words('x') }, editor)).statusCode).toBe(404);

    const plain = await api.createArticle(admin, { status: 'published' });
    expect((await calls.get(`/Articles/${plain.id}/Live`)).statusCode).toBe(404);

    // Scheduled: readers wait for its time, and so does its stream.
    const publishAt = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await api.createArticle(editor, { status: 'published', publishAt });
    expect((await calls.setStatus(scheduled.id, 'live', editor)).statusCode).toBe(200);
    await calls.posted(scheduled.id, { body: words('Ahead of time') }, editor);
    expect((await calls.get(`/Articles/${scheduled.id}/Live/Posts`)).statusCode).toBe(404);
    expect((await calls.page(scheduled.id, '', editor)).data).toHaveLength(1);
    expect(await calls.events(scheduled.id)).toEqual([]);
  });

  it('answers the states of many articles in one call, readers only those they may see', async () => {
    const live = await calls.liveArticle(editor);
    const ended = await calls.liveArticle(editor);
    await calls.setStatus(ended.id, 'ended', editor);
    const plain = await api.createArticle(admin, { status: 'published' });
    const draft = await api.createArticle(editor, { status: 'draft' });
    await calls.setStatus(draft.id, 'live', editor);
    const ids = [live.id, ended.id, plain.id, draft.id].join(',');
    const states = async (token?: string) => {
      const res = await calls.get(`/LiveBlogs?ids=${ids}`, token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: RestLiveBlogState[] }>().data.map((s) => [s.articleId, s.status]);
    };
    expect(await states()).toEqual([
      [live.id, 'live'],
      [ended.id, 'ended'],
    ]);
    expect(await states(editor)).toEqual([
      [live.id, 'live'],
      [ended.id, 'ended'],
      [draft.id, 'live'],
    ]);
  });
});

describe('bad input is refused at the edge, naming the field', () => {
  const cases: [string, object, string][] = [
    ['no body', {}, 'body'],
    ['a body that is no document', { body: 'text' }, 'body'],
    ['an empty document', { body: doc() }, 'body'],
    [
      'an unsafe link',
      { body: doc(p(t('x', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]))) },
      'body',
    ],
    ['too much text', { body: words('a'.repeat(LIVE_BLOG_LIMITS.postTextMax + 1)) }, 'body'],
    [
      'a photo never uploaded',
      {
        body: doc({
          type: 'image',
          attrs: { imageId: 'a'.repeat(32), src: `/media/i/${'a'.repeat(32)}-800.jpg`, alt: 'x' },
        }),
      },
      'body',
    ],
    ['keyEvent not a boolean', { body: words('x'), keyEvent: 'yes' }, 'keyEvent'],
    ['an unknown field', { body: words('x'), author: 'someone' }, 'author'],
  ];
  it.each(cases)('a post with %s', async (_, payload, field) => {
    const article = await calls.liveArticle(editor);
    const res = await calls.post(article.id, payload, editor);
    expect(res.statusCode, res.body).toBe(400);
    expect(firstError(res).field).toBe(field);
    expect((await calls.page(article.id)).data).toEqual([]);
  });

  it('a change naming nothing, or with a bad body', async () => {
    const article = await calls.liveArticle(editor);
    const post = await calls.posted(article.id, { body: words('x') }, editor);
    const empty = await calls.patch(article.id, post.id, {}, editor);
    expect(empty.statusCode).toBe(400);
    expect(firstError(empty).field).toBe('body');
    const bad = await calls.patch(article.id, post.id, { body: doc() }, editor);
    expect(firstError(bad).field).toBe('body');
    const pinned = await calls.patch(article.id, post.id, { pinned: 'no' }, editor);
    expect(firstError(pinned).field).toBe('pinned');
  });

  it('reads with bad ids, cursors and page sizes', async () => {
    const article = await calls.liveArticle(editor);
    const refused = async (url: string, field: string) => {
      const res = await calls.get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(firstError(res).field, url).toBe(field);
    };
    await refused(`/Articles/${article.id}/Live/Posts?pageSize=0`, 'pageSize');
    await refused(
      `/Articles/${article.id}/Live/Posts?pageSize=${LIVE_BLOG_LIMITS.pageSizeMax + 1}`,
      'pageSize',
    );
    await refused(`/Articles/${article.id}/Live/Posts?before=abc`, 'before');
    await refused('/Articles/abc/Live', 'id');
    await refused('/LiveBlogs?ids=1,,2', 'ids');
    await refused('/LiveBlogs?ids=0', 'ids');
    await refused('/LiveBlogs', 'ids');
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    await refused(`/LiveBlogs?ids=${many}`, 'ids');
    const res = await calls.patch(article.id, 0, { keyEvent: true }, editor);
    expect(firstError(res).field).toBe('postId');
  });
});
