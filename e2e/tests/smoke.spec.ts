// Proves the harness: the real stack is up behind baseURL, GraphQL answers with the seeded
// articles, and the browser opens the web client.
import { expect, test } from '../support/fixtures.js';

test('the gateway is up at baseURL', async ({ request, baseURL }) => {
  expect(baseURL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  const res = await request.get('/healthz');
  expect(res.status()).toBe(200);
});

test('GraphQL answers with the seeded articles', async ({ request }) => {
  const res = await request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: { query: '{ articles(pageSize: 1) { totalItems } }' },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { articles: { totalItems: number } } };
  expect(body.data.articles.totalItems).toBeGreaterThan(40);
});

test('the admin logs in over GraphQL with the test password', async ({
  request,
  loginApi,
  gql,
}) => {
  const login = await loginApi(request);
  expect(login.user).toMatchObject({
    username: 'admin',
    email: 'admin@example.com',
    role: 'ADMIN',
  });
  // The request context now holds the session cookie.
  const me = await gql<{ me: { username: string } | null }>(request, '{ me { username } }');
  expect(me.errors).toBeUndefined();
  expect(me.data?.me?.username).toBe('admin');
});

test('the home page opens in English', async ({ page }) => {
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Latest News' })).toBeVisible();
});
