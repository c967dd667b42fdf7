import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { TRASH_DAYS } from '@news/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes, startStack, type Stack } from './helpers.js';

/*
 * The trash through GraphQL (trashedArticles, restoreArticle, deleteArticleForever,
 * articleRemoved), and a reader page for a deleted story answered 410 and kept only until it is
 * restored. The pages come from a stand-in for web/dist-server's renderer that asks what the
 * article page's loader asks: the article, then, when there is none, whether it was removed.
 */

const RENDERER = `
import { graphql } from ${JSON.stringify(createRequire(import.meta.url).resolve('graphql'))};

export async function render(request) {
  const url = new URL(request.url, request.origin);
  const id = /^\\/news\\/(\\d+)/.exec(url.pathname)?.[1];
  const ask = (source) =>
    graphql({ schema: request.schema, source, variableValues: { id }, contextValue: request.context() });
  if (!id) return { status: 200, html: '<!doctype html><html>home</html>' };
  const found = await ask('query($id: ID!) { article(id: $id) { id title translation { id } } }');
  if (found.data?.article) {
    return { status: 200, html: '<!doctype html><html>' + JSON.stringify(found.data.article) + '</html>' };
  }
  const removed = await ask('query($id: ID!) { articleRemoved(id: $id) }');
  const gone = removed.data?.articleRemoved === true;
  return { status: gone ? 410 : 404, html: '<!doctype html><html>' + (gone ? 'removed' : 'missing') + '</html>' };
}
`;

let siteDir: string;
let stack: Stack;
let admin: string;
let editor: string;
let reporter: string;

beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-trash-test-'));
  const dist = path.join(siteDir, 'dist');
  fs.mkdirSync(path.join(dist, 'assets', 'i18n'), { recursive: true });
  fs.mkdirSync(path.join(siteDir, 'dist-server'));
  fs.writeFileSync(
    path.join(dist, 'reader.html'),
    '<!doctype html><html><head><!--head--></head><body><!--body--></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'i18n', 'en.json'), '{"app":{"brand":"News"}}');
  fs.writeFileSync(path.join(dist, 'assets', 'i18n', 'te.json'), '{"app":{"brand":"వార్తలు"}}');
  fs.writeFileSync(path.join(siteDir, 'dist-server', 'entry-server.js'), RENDERER);
  stack = await startStack({
    gatewayEnv: {
      WEB_DIST: dist,
      SITE_URL: 'https://news.example',
      PAGE_CACHE_TTL_MS: '600000',
      RENDER_THREADS: '1',
    },
  });
  admin = await stack.api.adminToken();
  editor = (await stack.api.createUser('editor')).token;
  reporter = (await stack.api.createUser('reporter')).token;
});

afterAll(async () => {
  await stack.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

const page = (address: string) =>
  fetch(`${stack.url}${address}`, { headers: { accept: 'text/html' } });
/** The feed and the sitemap, as kept by the reader cache. */
const feeds = () =>
  Promise.all(['/feed.xml', '/sitemap.xml'].map(async (a) => (await page(a)).text()));

const TRASH = `query($page: Int, $pageSize: Int) {
  trashedArticles(page: $page, pageSize: $pageSize) {
    totalItems
    items { id title language status translationId trashedAt purgeAt trashedBy { name } }
  }
}`;

interface Trashed {
  id: string;
  title: string;
  language: string;
  status: string;
  translationId: string | null;
  trashedAt: string;
  purgeAt: string;
  trashedBy: { name: string };
}

const trash = async (token = editor) => {
  const res = await stack.gql<{ trashedArticles: { items: Trashed[] } }>(
    TRASH,
    { pageSize: 100 },
    { token },
  );
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.trashedArticles.items;
};

/** A trash mutation by id (restoreArticle answers the article: its id). */
const mutate = (mutation: string, id: string | number, token: string) =>
  stack.gql(
    `mutation($id: ID!) { ${mutation}(id: $id)${mutation === 'restoreArticle' ? ' { id }' : ''} }`,
    { id: String(id) },
    { token },
  );

/** A published English story linked to its Telugu translation (REST, as an editor). */
async function pair(title: string) {
  const english = await stack.api.createArticle(editor, { title });
  const telugu = await stack.api.createArticle(editor, {
    title: 'వరద నీరు తగ్గింది',
    content: 'నగరంలో వరద నీరు తగ్గింది.',
    language: 'te',
    translationId: english.id,
  });
  return { english, telugu };
}

describe('the trash through GraphQL', () => {
  it('a deleted story is 410 at its address, listed in the trash, and restored at that address', async () => {
    const { english, telugu } = await pair('Flood waters recede in the old city');
    const address = `/news/${english.id}`;
    expect((await page(address)).status).toBe(200);
    const translationPage = await page(`/news/${telugu.id}`);
    expect(await translationPage.text()).toContain(`"translation":{"id":"${english.id}"}`);
    const feedAddress = `https://news.example/news/${english.id}/`;
    for (const listed of await feeds()) expect(listed).toContain(feedAddress);

    expect((await mutate('deleteArticle', english.id, editor)).body.errors).toBeUndefined();
    const gone = await page(address);
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain('removed');
    // The kept feed and sitemap drop it at once.
    for (const listed of await feeds()) expect(listed).not.toContain(feedAddress);
    // The translation's kept page no longer links to it.
    expect(await (await page(`/news/${telugu.id}`)).text()).toContain('"translation":null');
    const removed = await stack.gql<{ articleRemoved: boolean }>(
      'query($id: ID!) { articleRemoved(id: $id) }',
      { id: String(english.id) },
    );
    expect(removed.body.data).toEqual({ articleRemoved: true });

    const [listed] = await trash();
    expect(listed).toMatchObject({
      id: String(english.id),
      title: english.title,
      language: 'EN',
      status: 'PUBLISHED',
      translationId: String(telugu.id),
    });
    expect(Date.parse(listed!.purgeAt) - Date.parse(listed!.trashedAt)).toBe(
      TRASH_DAYS * 24 * 3600 * 1000,
    );

    const restored = await stack.gql<{
      restoreArticle: { id: string; translation: { id: string } };
    }>(
      'mutation($id: ID!) { restoreArticle(id: $id) { id translation { id } } }',
      { id: String(english.id) },
      { token: editor },
    );
    expect(restored.body.errors).toBeUndefined();
    expect(restored.body.data?.restoreArticle).toEqual({
      id: String(english.id),
      translation: { id: String(telugu.id) },
    });
    // The kept 410 page and the translation's page are dropped at once.
    expect((await page(address)).status).toBe(200);
    expect(await (await page(`/news/${telugu.id}`)).text()).toContain(
      `"translation":{"id":"${english.id}"}`,
    );
    for (const listed of await feeds()) expect(listed).toContain(feedAddress);
    expect(codes(await mutate('restoreArticle', english.id, editor))).toEqual(['CONFLICT']);
  });

  it('is for editors and admins; deleting forever is for admins, and leaves a 404', async () => {
    const story = await stack.api.createArticle(editor, { title: 'Short-lived story' });
    expect((await mutate('deleteArticle', story.id, editor)).body.errors).toBeUndefined();

    const refused = await stack.gql(TRASH, {}, { token: reporter });
    expect(codes(refused)).toEqual(['FORBIDDEN']);
    expect(codes(await stack.gql(TRASH, {}))).toEqual(['UNAUTHENTICATED']);
    expect(codes(await mutate('restoreArticle', story.id, reporter))).toEqual(['FORBIDDEN']);
    expect(codes(await mutate('deleteArticleForever', story.id, editor))).toEqual(['FORBIDDEN']);

    const forever = await mutate('deleteArticleForever', story.id, admin);
    expect(forever.body.data).toEqual({ deleteArticleForever: String(story.id) });
    expect((await page(`/news/${story.id}`)).status).toBe(404);
    expect((await trash(admin)).map((a) => a.id)).not.toContain(String(story.id));
    expect(codes(await mutate('deleteArticleForever', story.id, admin))).toEqual(['NOT_FOUND']);
  });

  it('answers a bad id BAD_USER_INPUT naming it', async () => {
    for (const mutation of ['restoreArticle', 'deleteArticleForever']) {
      const res = await mutate(mutation, 'abc', admin);
      expect(res.body.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'id',
      });
    }
    const page0 = await stack.gql(TRASH, { page: 0 }, { token: admin });
    expect(page0.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'page',
    });
  });
});
