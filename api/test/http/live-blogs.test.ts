import type { RestLiveBlogState, RestLivePost } from '@news/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../helpers.js';
import { doc, firstError, liveBlogCalls, p, t, widestOwn, words } from '../live-blog-helpers.js';

let api: TestApi;
let calls: ReturnType<typeof liveBlogCalls>;
let admin: string;
let editor: string;
let reporter: string;
let otherReporter: string;
let reporterId: number;

beforeAll(async () => {
  api = await startApi();
  calls = liveBlogCalls(api);
  admin = await api.adminToken();
  editor = (await api.createUser('editor')).token;
  const made = await api.createUser('reporter', { teluguName: 'రిపోర్టర్ రాము' });
  reporter = made.token;
  reporterId = made.user.id;
  otherReporter = (await api.createUser('reporter')).token;
});
afterAll(() => api.close());

describe('live coverage status', () => {
  it('editors start, pause, resume and end it; each move is in the audit trail and the log', async () => {
    const article = await api.createArticle(admin, { status: 'published' });
    const before = await calls.events(article.id);
    expect(before).toEqual([]);
    const started = await calls.setStatus(article.id, 'live', editor);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<RestLiveBlogState>()).toMatchObject({
      articleId: article.id,
      status: 'live',
      endedAt: null,
    });
    expect((await calls.setStatus(article.id, 'paused', editor)).statusCode).toBe(200);
    expect((await calls.setStatus(article.id, 'live', admin)).statusCode).toBe(200);
    const ended = await calls.setStatus(article.id, 'ended', editor);
    expect(ended.json<RestLiveBlogState>().endedAt).not.toBeNull();

    const trail = await calls.audit(article.id, admin);
    expect(trail.slice(0, 4).map((e) => [e.action, e.detail])).toEqual([
      ['live_end', 'from live'],
      ['live_start', 'from paused'],
      ['live_pause', 'from live'],
      ['live_start', 'from none'],
    ]);
    const events = await calls.events(article.id);
    expect(events.map((e) => [e.kind, (e.payload as RestLiveBlogState).status])).toEqual([
      ['status', 'live'],
      ['status', 'paused'],
      ['status', 'live'],
      ['status', 'ended'],
    ]);
    expect(events.every((e) => e.topic === `blog:${article.id}`)).toBe(true);
  });

  it('refuses moves the status does not allow (409), none (400), and reporters (403)', async () => {
    const article = await api.createArticle(admin, { status: 'published' });
    const pause = await calls.setStatus(article.id, 'paused', editor);
    expect(pause.statusCode).toBe(409);
    expect(firstError(pause).field).toBe('status');
    expect((await calls.setStatus(article.id, 'ended', editor)).statusCode).toBe(409);
    const none = await calls.setStatus(article.id, 'none', editor);
    expect(none.statusCode).toBe(400);
    expect(firstError(none).field).toBe('status');
    expect((await calls.setStatus(article.id, 'live', reporter)).statusCode).toBe(403);
    expect((await calls.setStatus(article.id, 'live', '')).statusCode).toBe(401);
    expect((await calls.setStatus(999_999, 'live', editor)).statusCode).toBe(404);
    expect((await calls.setStatus(article.id, 'live', editor)).statusCode).toBe(200);
    expect((await calls.setStatus(article.id, 'live', editor)).statusCode).toBe(409);
  });

  it('an ended blog still reads, with its posts, as a normal article does', async () => {
    const article = await calls.liveArticle(editor);
    await calls.posted(article.id, { body: words('The final whistle.') }, editor);
    await calls.setStatus(article.id, 'ended', editor);
    const blog = await calls.blog(article.id);
    expect(blog.status).toBe('ended');
    expect(blog.postCount).toBe(1);
    expect((await calls.page(article.id)).data.map((x) => x.text)).toEqual(['The final whistle.']);
    const late = await calls.post(article.id, { body: words('Too late') }, editor);
    expect(late.statusCode).toBe(409);
  });
});

describe('posts', () => {
  it('a reporter posts to a live blog with links, a quote and a photo; it is logged and audited', async () => {
    const article = await calls.liveArticle(editor);
    const image = await calls.uploaded(reporter, 4001);
    const body = doc(
      p(
        t('Polling is brisk, says the '),
        t('EC', [{ type: 'link', attrs: { href: 'https://eci.gov.in/' } }]),
      ),
      { type: 'blockquote', attrs: { attribution: 'A voter' }, content: [p(t('I came early.'))] },
      { type: 'image', attrs: { imageId: image.id, src: widestOwn(image), alt: 'A queue' } },
    );
    const after = (await calls.blog(article.id)).lastEventId;
    const post = await calls.posted(article.id, { body, keyEvent: true }, reporter);
    expect(post).toMatchObject({
      articleId: article.id,
      author: { id: reporterId, teluguName: 'రిపోర్టర్ రాము' },
      body,
      keyEvent: true,
      pinned: false,
      correctedAt: null,
    });
    expect(post.text).toContain('Polling is brisk');
    const events = await calls.events(article.id, after);
    expect(events.map((e) => [e.kind, e.payload])).toEqual([['post', post]]);
    const [entry] = await calls.audit(article.id, editor);
    expect(entry).toMatchObject({ action: 'live_post', detail: `post ${post.id}` });
    expect((await calls.blog(article.id)).keyEvents).toEqual([
      { id: post.id, createdAt: post.createdAt, title: 'Polling is brisk, says the EC' },
    ]);
  });

  it('while paused only editors and admins post; nobody posts before coverage starts', async () => {
    const article = await calls.liveArticle(editor);
    await calls.setStatus(article.id, 'paused', editor);
    expect((await calls.post(article.id, { body: words('x') }, reporter)).statusCode).toBe(403);
    await calls.posted(article.id, { body: words('Desk note') }, editor);
    const plain = await api.createArticle(admin, { status: 'published' });
    const refused = await calls.post(plain.id, { body: words('x') }, editor);
    expect(refused.statusCode).toBe(409);
    expect(firstError(refused).field).toBe('status');
  });

  it('a correction sets correctedAt and is pushed; marking a key event is no correction', async () => {
    const article = await calls.liveArticle(editor);
    const post = await calls.posted(article.id, { body: words('Turnout 40%') }, reporter);
    const after = (await calls.blog(article.id)).lastEventId;
    const marked = await calls.patch(article.id, post.id, { keyEvent: true }, editor);
    expect(marked.json<RestLivePost>()).toMatchObject({ keyEvent: true, correctedAt: null });
    const fixed = await calls.patch(article.id, post.id, { body: words('Turnout 45%') }, reporter);
    expect(fixed.statusCode, fixed.body).toBe(200);
    const corrected = fixed.json<RestLivePost>();
    expect(corrected.text).toBe('Turnout 45%');
    expect(corrected.correctedAt).not.toBeNull();
    expect(corrected.createdAt).toBe(post.createdAt);
    const events = await calls.events(article.id, after);
    expect(events.map((e) => e.kind)).toEqual(['update', 'update']);
    expect(events[1]!.payload).toEqual(corrected);
    const trail = await calls.audit(article.id, editor);
    expect(trail.slice(0, 2).map((e) => [e.action, e.detail])).toEqual([
      ['live_correct', `post ${post.id}: body`],
      ['live_correct', `post ${post.id}: keyEvent`],
    ]);
    // The same words again change nothing: no new correction time, no event.
    const same = await calls.patch(article.id, post.id, { body: words('Turnout 45%') }, editor);
    expect(same.json<RestLivePost>().correctedAt).toBe(corrected.correctedAt);
    expect(await calls.events(article.id, events[1]!.id)).toEqual([]);
  });

  it('reporters correct only their own posts, and neither pin nor delete', async () => {
    const article = await calls.liveArticle(editor);
    const post = await calls.posted(article.id, { body: words('Mine') }, reporter);
    const other = await calls.patch(article.id, post.id, { body: words('Theirs') }, otherReporter);
    expect(other.statusCode).toBe(403);
    expect((await calls.patch(article.id, post.id, { pinned: true }, reporter)).statusCode).toBe(
      403,
    );
    expect(
      (await calls.post(article.id, { body: words('x'), pinned: true }, reporter)).statusCode,
    ).toBe(403);
    expect((await calls.remove(article.id, post.id, reporter)).statusCode).toBe(403);
    expect(
      (await calls.patch(article.id, post.id, { body: words('Fixed') }, admin)).statusCode,
    ).toBe(200);
  });

  it('one post is pinned at most: pinning another unpins the first, and pages hear of both', async () => {
    const article = await calls.liveArticle(editor);
    const first = await calls.posted(article.id, { body: words('First'), pinned: true }, editor);
    const second = await calls.posted(article.id, { body: words('Second') }, editor);
    const after = (await calls.blog(article.id)).lastEventId;
    const pinned = await calls.patch(article.id, second.id, { pinned: true }, editor);
    expect(pinned.json<RestLivePost>().pinned).toBe(true);
    const blog = await calls.blog(article.id);
    expect(blog.pinned?.id).toBe(second.id);
    const events = await calls.events(article.id, after);
    expect(
      events.map((e) => [
        e.kind,
        (e.payload as RestLivePost).id,
        (e.payload as RestLivePost).pinned,
      ]),
    ).toEqual([
      ['update', first.id, false],
      ['update', second.id, true],
    ]);
    const third = await calls.posted(article.id, { body: words('Third'), pinned: true }, admin);
    expect((await calls.blog(article.id)).pinned?.id).toBe(third.id);
    const posts = (await calls.page(article.id)).data;
    expect(posts.filter((x) => x.pinned).map((x) => x.id)).toEqual([third.id]);
  });

  it('posts pinned at the same moment leave exactly one pinned, the last written', async () => {
    const article = await calls.liveArticle(editor);
    const written = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        calls.posted(article.id, { body: words(`Pin ${i}`), pinned: true }, editor),
      ),
    );
    const pinned = (await calls.page(article.id)).data.filter((x) => x.pinned);
    expect(pinned.map((x) => x.id)).toEqual([Math.max(...written.map((x) => x.id))]);
    expect((await calls.blog(article.id)).pinned?.id).toBe(pinned[0]!.id);
  });

  it('a deleted post leaves readers and pages, stays in the audit trail, and cannot be deleted twice', async () => {
    const article = await calls.liveArticle(editor);
    const kept = await calls.posted(article.id, { body: words('Kept') }, reporter);
    const gone = await calls.posted(
      article.id,
      { body: words('Wrong'), keyEvent: true, pinned: true },
      editor,
    );
    const after = (await calls.blog(article.id)).lastEventId;
    const res = await calls.remove(article.id, gone.id, editor);
    expect(res.statusCode).toBe(204);
    const blog = await calls.blog(article.id);
    expect(blog).toMatchObject({ pinned: null, keyEvents: [], postCount: 1 });
    expect((await calls.page(article.id)).data.map((x) => x.id)).toEqual([kept.id]);
    expect(await calls.events(article.id, after)).toMatchObject([
      { kind: 'delete', payload: { id: gone.id, articleId: article.id } },
    ]);
    expect((await calls.audit(article.id, admin))[0]).toMatchObject({
      action: 'live_delete',
      detail: `post ${gone.id}`,
    });
    expect((await calls.remove(article.id, gone.id, editor)).statusCode).toBe(404);
    expect((await calls.patch(article.id, gone.id, { keyEvent: false }, editor)).statusCode).toBe(
      404,
    );
    // A post is reached through its own blog only.
    const elsewhere = await calls.liveArticle(editor);
    expect((await calls.remove(elsewhere.id, kept.id, editor)).statusCode).toBe(404);
  });
});
