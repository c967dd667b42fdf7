// An author as readers meet them: the byline of a Telugu story in the author's Telugu name,
// leading to their page (server-rendered), with their bio and their stories.
import type { APIRequestContext } from '@playwright/test';
import { expect, gqlData, loginApi, test } from '../support/fixtures.js';
import { createArticle, deleteArticles, newApiContext, unique } from '../support/data.js';

let admin: APIRequestContext;
let writer: APIRequestContext;
const created: string[] = [];
let username = '';

test.beforeAll(async () => {
  admin = await newApiContext();
  username = `kavya${unique()}`.slice(0, 40).replace(/[^a-z0-9]/gi, '');
  const password = `${username}-password`;
  await gqlData(admin, 'mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }', {
    input: {
      username,
      fullName: 'Kavya Reddy',
      email: `${username}@example.com`,
      role: 'EDITOR',
      password,
      teluguName: 'కావ్య రెడ్డి',
      bio: 'Covers the Krishna delta.',
    },
  });
  writer = await newApiContext(false);
  await loginApi(writer, username, password);
});

test.afterAll(async () => {
  await deleteArticles(admin, created);
  await admin.dispose();
  await writer.dispose();
});

test("a Telugu story's byline is its author's Telugu name, leading to their page", async ({
  page,
}) => {
  const word = unique();
  const story = await createArticle(writer, {
    title: `కృష్ణా డెల్టాలో వరద తగ్గుముఖం ${word}`,
    content: 'వరద నీరు తగ్గింది. రైతులు పొలాలకు తిరిగి వెళ్తున్నారు.',
    category: 'ENVIRONMENT',
    language: 'TE',
  });
  created.push(story.id);

  await page.goto(`/news/${story.id}`);
  const byline = page.getByRole('link', { name: 'కావ్య రెడ్డి', exact: true });
  await expect(byline).toHaveAttribute('href', `/author/${username}`);
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as { author: { name: string; url: string }[] };
  expect(jsonLd.author[0]).toMatchObject({ name: 'కావ్య రెడ్డి' });
  expect(jsonLd.author[0]!.url).toMatch(new RegExp(`/author/${username}$`));

  await byline.click();
  await expect(page).toHaveURL(new RegExp(`/author/${username}$`));
  // No language chosen: the page is in English, the Telugu name beside the name.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kavya Reddy');
  await expect(page.getByText('కావ్య రెడ్డి', { exact: true })).toBeVisible();
  await expect(page.getByText('Covers the Krishna delta.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Stories' }).getByRole('heading', { name: story.title }),
  ).toBeVisible();
});

test('an author page is a 404 for a name no author has', async ({ page }) => {
  const answer = await page.goto('/author/no-such-writer');
  expect(answer?.status()).toBe(404);
  await expect(page.getByText('There is no author by that name on this site.')).toBeVisible();
});
