import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './helpers.js';

/*
 * Reader pages and breaking-news alerts, with a renderer that shows what the page's alerts query
 * answers: sending or ending an alert through GraphQL purges every kept page, and a page showing
 * an alert is kept by caches in front no longer than the alert lasts.
 */

const RENDERER = `
import { graphql } from ${JSON.stringify(createRequire(import.meta.url).resolve('graphql'))};
export async function render(request) {
  const result = await graphql({
    schema: request.schema,
    source: '{ activeAlerts { id lines { text } } alertsEventId }',
    contextValue: request.context(),
  });
  return { status: 200, html: '<!doctype html><html>' + JSON.stringify(result.data) + '</html>' };
}
`;

let siteDir: string;
let stack: Stack;
let editor: string;

beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-alert-pages-test-'));
  const dist = path.join(siteDir, 'dist');
  fs.mkdirSync(path.join(dist, 'assets', 'i18n'), { recursive: true });
  fs.mkdirSync(path.join(siteDir, 'dist-server'));
  fs.writeFileSync(path.join(dist, 'reader.html'), '<!doctype html><html><body></body></html>');
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  for (const lang of ['en', 'te']) {
    fs.writeFileSync(path.join(dist, 'assets', 'i18n', `${lang}.json`), '{"app":{}}');
  }
  fs.writeFileSync(path.join(siteDir, 'dist-server', 'entry-server.js'), RENDERER);
  stack = await startStack({
    gatewayEnv: {
      WEB_DIST: dist,
      SITE_URL: 'https://news.example',
      PAGE_CACHE_TTL_MS: '600000',
      RENDER_THREADS: '1',
    },
  });
  editor = (await stack.api.createUser('editor')).token;
});
afterAll(async () => {
  await stack.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

const home = async () => {
  const res = await fetch(`${stack.url}/home`);
  return { text: await res.text(), cacheControl: res.headers.get('cache-control') ?? '' };
};
const sMaxAge = (cacheControl: string) => Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1]);

describe('reader pages and alerts', () => {
  it('an alert sent or ended purges kept pages, which keep no longer than the alert lasts', async () => {
    const before = await home();
    expect(sMaxAge(before.cacheControl)).toBe(600);
    expect((await home()).text).toBe(before.text);

    const expiresAt = new Date(Date.now() + 90_000).toISOString();
    const sent = await stack.gql<{ sendAlert: { id: string } }>(
      'mutation($input: SendAlertInput!) { sendAlert(input: $input) { id } }',
      { input: { text: 'Bridge closed', expiresAt } },
      { token: editor },
    );
    expect(sent.body.errors).toBeUndefined();
    const during = await home();
    expect(during.text).toContain('Bridge closed');
    expect(sMaxAge(during.cacheControl)).toBeGreaterThan(0);
    expect(sMaxAge(during.cacheControl)).toBeLessThanOrEqual(90);

    await stack.gql(
      'mutation($id: ID!) { endAlert(id: $id) }',
      { id: sent.body.data!.sendAlert.id },
      { token: editor },
    );
    const after = await home();
    expect(after.text).not.toContain('Bridge closed');
    expect(sMaxAge(after.cacheControl)).toBe(600);
  });
});
