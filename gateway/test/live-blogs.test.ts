import type { RestLivePost } from '@news/contract';
import { createClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes, startStack, type Stack } from './helpers.js';
import { openStream } from './sse.js';

/* Live blogs through GraphQL and `/live`, against the real api over HTTP. */

let stack: Stack;
let editor: string;
let reporter: string;

beforeAll(async () => {
  stack = await startStack();
  editor = (await stack.api.createUser('editor')).token;
  reporter = (await stack.api.createUser('reporter', { teluguName: 'రాము' })).token;
});
afterAll(() => stack.close());

const words = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

const STATUS = `mutation($id: ID!, $status: LiveStatus!) { setLiveStatus(articleId: $id, status: $status) { status startedAt } }`;
const ADD = `mutation($id: ID!, $input: LivePostInput!) { addLivePost(articleId: $id, input: $input) { id text keyEvent pinned author { name teluguName } } }`;
const UPDATE = `mutation($id: ID!, $post: ID!, $input: LivePostChanges!) { updateLivePost(articleId: $id, postId: $post, input: $input) { id text correctedAt } }`;
const DELETE = `mutation($id: ID!, $post: ID!) { deleteLivePost(articleId: $id, postId: $post) }`;
const READ = `query($id: ID!, $before: ID) { article(id: $id) { liveStatus live {
  status postCount lastEventId pinned { id } keyEvents { id title }
  posts(pageSize: 2, before: $before) { posts { id text } nextBefore } } } }`;

interface Post {
  id: string;
  text: string;
}
interface Read {
  article: {
    liveStatus: string;
    live: {
      status: string;
      postCount: number;
      lastEventId: number;
      pinned: { id: string } | null;
      keyEvents: { id: string; title: string }[];
      posts: { posts: Post[]; nextBefore: string | null };
    } | null;
  };
}

async function liveArticle(): Promise<string> {
  const article = await stack.api.createArticle(editor, { status: 'published' });
  const res = await stack.gql(
    STATUS,
    { id: String(article.id), status: 'LIVE' },
    { token: editor },
  );
  expect(res.body.errors).toBeUndefined();
  return String(article.id);
}

async function add(id: string, input: object, token = editor): Promise<Post> {
  const res = await stack.gql<{ addLivePost: Post }>(ADD, { id, input }, { token });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.addLivePost;
}

describe('live blogs in GraphQL', () => {
  it('the desk starts a blog and posts; readers read it newest first, page by page', async () => {
    const id = await liveArticle();
    const res = await stack.gql<{ addLivePost: unknown }>(
      ADD,
      { id, input: { body: words('Counting begins'), keyEvent: true } },
      { token: reporter },
    );
    expect(res.body.data!.addLivePost).toMatchObject({
      text: 'Counting begins',
      keyEvent: true,
      pinned: false,
      author: { teluguName: 'రాము' },
    });
    await add(id, { body: words('First trends'), pinned: true });
    const third = await add(id, { body: words('Leads in 40 seats') });
    const read = await stack.gql<Read>(READ, { id });
    const live = read.body.data!.article.live!;
    expect(read.body.data!.article.liveStatus).toBe('LIVE');
    expect(live).toMatchObject({ status: 'LIVE', postCount: 3 });
    expect(live.keyEvents.map((k) => k.title)).toEqual(['Counting begins']);
    expect(live.posts.posts.map((p) => p.text)).toEqual(['Leads in 40 seats', 'First trends']);
    expect(live.posts.posts[0]!.id).toBe(third.id);
    const older = await stack.gql<Read>(READ, { id, before: live.posts.nextBefore });
    const rest = older.body.data!.article.live!.posts;
    expect(rest.posts.map((p) => p.text)).toEqual(['Counting begins']);
    expect(rest.nextBefore).toBeNull();
  });

  it('a normal article has no live blog, and a list reads its cards’ statuses in one call', async () => {
    const live = await liveArticle();
    const plain = await stack.api.createArticle(editor, { status: 'published' });
    const plainRead = await stack.gql<Read>(READ, { id: String(plain.id) });
    expect(plainRead.body.data!.article).toEqual({ liveStatus: 'NONE', live: null });
    const cards = async () => {
      const list = await stack.gql<{ articles: { items: { id: string; liveStatus: string }[] } }>(
        `{ articles(pageSize: 10) { items { id liveStatus } } }`,
      );
      const items = list.body.data!.articles.items;
      return (id: string | number) => items.find((a) => a.id === String(id))?.liveStatus;
    };
    stack.resetCalls();
    const before = await cards();
    expect(before(live)).toBe('LIVE');
    expect(before(plain.id)).toBe('NONE');
    expect(stack.calls.filter((c) => c.url.startsWith('/LiveBlogs?'))).toHaveLength(1);
    // Starting coverage shows on the cards of lists kept before it.
    const started = await stack.gql(
      STATUS,
      { id: String(plain.id), status: 'LIVE' },
      { token: editor },
    );
    expect(started.body.errors).toBeUndefined();
    expect((await cards())(plain.id)).toBe('LIVE');
  });

  it('a reader sees a new post at once, though public answers are kept', async () => {
    const id = await liveArticle();
    await add(id, { body: words('One') });
    const before = await stack.gql<Read>(READ, { id });
    expect(before.body.data!.article.live!.postCount).toBe(1);
    await add(id, { body: words('Two') });
    const after = await stack.gql<Read>(READ, { id });
    expect(after.body.data!.article.live!.posts.posts.map((p) => p.text)).toEqual(['Two', 'One']);
  });

  it('refuses readers, reporters where the rules say so, and bad input, naming the field', async () => {
    const id = await liveArticle();
    expect(codes(await stack.gql(STATUS, { id, status: 'ENDED' }, { token: reporter }))).toEqual([
      'FORBIDDEN',
    ]);
    expect(codes(await stack.gql(ADD, { id, input: { body: words('x') } }))).toEqual([
      'UNAUTHENTICATED',
    ]);
    const post = await add(id, { body: words('Mine') });
    expect(codes(await stack.gql(DELETE, { id, post: post.id }, { token: reporter }))).toEqual([
      'FORBIDDEN',
    ]);
    expect(codes(await stack.gql(STATUS, { id, status: 'PAUSED' }, { token: editor }))).toEqual([]);
    expect(codes(await stack.gql(STATUS, { id, status: 'PAUSED' }, { token: editor }))).toEqual([
      'CONFLICT',
    ]);
    // Each article's blog is a request of its own: a long list of them is refused up front.
    const many = await stack.gql(
      '{ articles(pageSize: 200) { items { live { posts { posts { text } } } } } }',
    );
    expect(codes(many)).toEqual(['QUERY_TOO_COMPLEX']);
    for (const [query, variables, field] of [
      [STATUS, { id, status: 'NONE' }, 'status'],
      [STATUS, { id: 'abc', status: 'LIVE' }, 'articleId'],
      [ADD, { id, input: { body: { type: 'doc', content: [] } } }, 'body'],
      [ADD, { id, input: { body: words('x'.repeat(5001)) } }, 'body'],
      [UPDATE, { id, post: post.id, input: {} }, 'input'],
      [UPDATE, { id, post: '0', input: { keyEvent: true } }, 'postId'],
    ] as const) {
      const res = await stack.gql(query, variables, { token: editor });
      expect(res.body.errors?.[0]?.extensions, JSON.stringify(variables)).toMatchObject({
        code: 'BAD_USER_INPUT',
        field,
      });
    }
  });
});

interface Heard {
  id: number;
  kind: string;
  articleId: string;
  post: { id: string; text: string; correctedAt: string | null } | null;
  deletedPostId: string | null;
  status: string | null;
}

describe('liveUpdates over server-sent events on /graphql', () => {
  it('a subscriber hears a post, its correction and its deletion, in order', async () => {
    const id = await liveArticle();
    const client = createClient({ url: `${stack.url}/graphql` });
    const events = client.iterate({
      query: `subscription($id: ID!) { liveUpdates(articleId: $id) { id kind articleId post { id text correctedAt } deletedPostId status } }`,
      variables: { id },
    });
    const next = async () => {
      const { value } = (await events.next()) as { value: { data: { liveUpdates: Heard } } };
      return value.data.liveUpdates;
    };
    const first = next();
    // Written once the subscription listens (it reads the newest event id first).
    await stack.untilCalls((calls) => calls.some((c) => c.url.startsWith(`/Events?topic=blog`)));
    const post = await add(id, { body: words('Polls close') });
    expect(await first).toMatchObject({
      kind: 'POST',
      articleId: id,
      post: { id: post.id, text: 'Polls close', correctedAt: null },
      deletedPostId: null,
      status: null,
    });
    const fixed = await stack.gql(
      UPDATE,
      { id, post: post.id, input: { body: words('Polls closed at 6') } },
      { token: editor },
    );
    expect(fixed.body.errors).toBeUndefined();
    const correction = await next();
    expect(correction).toMatchObject({ kind: 'UPDATE', post: { text: 'Polls closed at 6' } });
    expect(correction.post!.correctedAt).not.toBeNull();
    await stack.gql(DELETE, { id, post: post.id }, { token: editor });
    expect(await next()).toMatchObject({ kind: 'DELETE', deletedPostId: post.id, post: null });
    await stack.gql(STATUS, { id, status: 'ENDED' }, { token: editor });
    expect(await next()).toMatchObject({ kind: 'STATUS', status: 'ENDED' });
    await events.return?.();
    client.dispose();
  });

  it('refuses an article id that is not one', async () => {
    const client = createClient({ url: `${stack.url}/graphql` });
    const answers = client.iterate({
      query: 'subscription { liveUpdates(articleId: "x1") { id } }',
    });
    const first = (await answers.next()) as {
      value: { errors?: { extensions?: { field?: string } }[] };
    };
    expect(first.value.errors?.[0]?.extensions?.field).toBe('articleId');
    client.dispose();
  });
});

describe('GET /live?topic=blog:N', () => {
  it('resumes after a dropped connection from Last-Event-ID, missing nothing', async () => {
    const id = await liveArticle();
    const read = await stack.gql<Read>(READ, { id });
    const after = read.body.data!.article.live!.lastEventId;
    const first = await openStream(`${stack.url}/live?topic=blog:${id}&after=${after}`);
    const written = await add(id, { body: words('Before the drop') });
    const heard = await first.next();
    expect(heard.event).toBe('post');
    expect((JSON.parse(heard.data) as RestLivePost).id).toBe(Number(written.id));
    first.close();
    // Written while no stream is open: a post, its correction and another's deletion.
    const missed = await add(id, { body: words('During the drop') });
    await stack.gql(
      UPDATE,
      { id, post: missed.id, input: { body: words('During the drop, corrected') } },
      { token: editor },
    );
    await stack.gql(DELETE, { id, post: written.id }, { token: editor });
    const again = await openStream(`${stack.url}/live?topic=blog:${id}`, {
      'last-event-id': heard.id!,
    });
    const replayed = [await again.next(), await again.next(), await again.next()];
    expect(replayed.map((e) => e.event)).toEqual(['post', 'update', 'delete']);
    expect(JSON.parse(replayed[1]!.data)).toMatchObject({
      id: Number(missed.id),
      text: 'During the drop, corrected',
    });
    expect(JSON.parse(replayed[2]!.data)).toEqual({
      id: Number(written.id),
      articleId: Number(id),
    });
    const ids = replayed.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids[0]).toBeGreaterThan(Number(heard.id));
    // And it goes on with what comes next.
    const later = await add(id, { body: words('After the drop') });
    expect((JSON.parse((await again.next()).data) as RestLivePost).id).toBe(Number(later.id));
    again.close();
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.skipIf(REDIS_URL === 'none')(
  'a live blog with Redis between the api and the gateway',
  () => {
    let redisStack: Stack;
    beforeAll(async () => {
      redisStack = await startStack({ apiEnv: { REDIS_URL }, gatewayEnv: { REDIS_URL } });
    });
    afterAll(() => redisStack.close());

    it('a post written to the api reaches a stream and a subscriber through the channel', async () => {
      const token = (await redisStack.api.createUser('editor')).token;
      const article = await redisStack.api.createArticle(token, { status: 'published' });
      const write = (method: 'PUT' | 'POST', url: string, payload: object) =>
        redisStack.api.inject({
          method,
          url,
          headers: { authorization: `Bearer ${token}` },
          payload,
        });
      expect(
        (await write('PUT', `/Articles/${article.id}/Live`, { status: 'live' })).statusCode,
      ).toBe(200);
      const stream = await openStream(`${redisStack.url}/live?topic=blog:${article.id}`);
      const client = createClient({ url: `${redisStack.url}/graphql` });
      const updates = client.iterate({
        query: `subscription($id: ID!) { liveUpdates(articleId: $id) { kind post { text } } }`,
        variables: { id: String(article.id) },
      });
      const heard = updates.next();
      // Both listen once the log was asked three times: the stream's newest id and its replay
      // (read after it joined), and the subscription's newest id.
      await redisStack.untilCalls(
        (calls) => calls.filter((c) => c.url.startsWith(`/Events?topic=blog`)).length >= 3,
      );
      const res = await write('POST', `/Articles/${article.id}/Live/Posts`, {
        body: words('Through Redis'),
      });
      expect(res.statusCode).toBe(201);
      const event = await stream.next();
      expect(event.event).toBe('post');
      expect((JSON.parse(event.data) as RestLivePost).text).toBe('Through Redis');
      expect((await heard).value).toEqual({
        data: { liveUpdates: { kind: 'POST', post: { text: 'Through Redis' } } },
      });
      expect(redisStack.calls.filter((c) => /wait=[1-9]/.test(c.url))).toEqual([]);
      stream.close();
      await updates.return?.();
      client.dispose();
    });
  },
);
