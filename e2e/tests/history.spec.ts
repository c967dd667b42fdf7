// An article's history as staff use it: the versions of a story with who changed what, the
// words changed between two versions, restoring an earlier headline, and the workflow's moves.
import type { APIRequestContext } from '@playwright/test';
import { expect, gqlData, test } from '../support/fixtures.js';
import { createArticle, deleteArticles, newApiContext, unique } from '../support/data.js';

let api: APIRequestContext;
const created: string[] = [];

test.beforeAll(async () => {
  api = await newApiContext();
});

test.afterAll(async () => {
  await deleteArticles(api, created);
  await api.dispose();
});

test('the history shows each version and the moves, and restores an earlier headline', async ({
  page,
  loginAsAdmin,
}) => {
  const word = unique();
  const first = `Flood warning for the Krishna delta ${word}`;
  const second = `Flood warning lifted for the Krishna delta ${word}`;
  const article = await createArticle(api, { title: first, category: 'ENVIRONMENT' });
  created.push(article.id);
  await gqlData(
    api,
    'mutation ($id: ID!, $input: UpdateArticleInput!) { updateArticle(id: $id, input: $input) { id } }',
    { id: article.id, input: { title: second } },
  );

  await loginAsAdmin(page);
  await page.goto(`/admin/edit/${article.id}`);
  await page.getByRole('link', { name: 'History', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/history/${article.id}$`));

  const versions = page.getByRole('region', { name: 'Versions' });
  await expect(versions.getByRole('listitem').first()).toContainText(
    'Version 2 (current) · Edited',
  );
  await expect(versions.getByRole('listitem').first()).toContainText('Changed: title');
  await expect(versions.getByRole('listitem').nth(1)).toContainText('Version 1 · Written');
  await expect(page.locator('ins')).toHaveText(['Added: lifted ']);
  await expect(page.getByRole('region', { name: 'Workflow' })).toContainText('Published');

  await versions.getByRole('button', { name: 'Restore version 1' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Version 1 restored.' })).toBeVisible();
  await expect(versions.getByRole('listitem').first()).toContainText(
    'Version 3 (current) · Version 1 restored',
  );
  await expect(page.getByRole('main').getByText(first, { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Back to the article' }).click();
  await expect(
    page.getByRole('main').getByRole('textbox', { name: 'Title', exact: true }),
  ).toHaveValue(first);
});
