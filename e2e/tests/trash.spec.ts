// The trash: an editor deletes a story that has a translation, readers get 410 Gone at its
// address, and the editor restores it from the Trash view: the same address serves it again,
// with its translation linked.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import {
  articlePath,
  createArticle,
  createUser,
  deleteArticles,
  deleteUser,
  newApiContext,
  unique,
} from '../support/data.js';
import { loginInUi } from '../support/ui.js';

let api: APIRequestContext;
const created: string[] = [];
const users: string[] = [];

test.beforeAll(async () => {
  api = await newApiContext();
});

test.afterAll(async () => {
  await deleteArticles(api, created);
  for (const id of users) await deleteUser(api, id);
  await api.dispose();
});

const rowOf = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: title, exact: true }) });

test('a story deleted and restored from the trash keeps its address and translation', async ({
  page,
  browser,
}) => {
  const english = await createArticle(api, {
    title: `Krishna river ferry service resumes ${unique()}`,
    category: 'ENVIRONMENT',
  });
  const telugu = await createArticle(api, {
    title: `కృష్ణా నదిలో పడవ సేవలు మళ్లీ ప్రారంభం ${unique()}`,
    content: 'విజయవాడలో పడవ సేవలు మళ్లీ మొదలయ్యాయి.',
    language: 'TE',
    category: 'ENVIRONMENT',
    translationId: english.id,
  });
  created.push(english.id, telugu.id);
  const address = articlePath(english);
  const editor = await createUser(api, 'EDITOR');
  users.push(editor.id);

  await loginInUi(page, editor.email, editor.password);
  await page.goto('/admin');
  await rowOf(page, english.title)
    .getByRole('button', { name: `Delete ${english.title}` })
    .click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toHaveAccessibleName('Are you sure you want to delete this news article?');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(
    page.getByText(
      'The article was moved to the trash. Editors and admins can restore it there for 30 days.',
    ),
  ).toBeVisible();
  await expect(rowOf(page, english.title)).toHaveCount(0);

  // A reader, signed out, is told the story was removed, with 410 Gone.
  const readerContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const reader = await readerContext.newPage();
  try {
    const gone = await reader.goto(address);
    expect(gone?.status()).toBe(410);
    await expect(reader.getByText('This story has been removed.')).toBeVisible();
    // Its translation stays, without a link to it.
    await reader.goto(articlePath(telugu));
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(telugu.title);
    await expect(reader.getByRole('link', { name: 'Read in English' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Trash', exact: true }).click();
    await expect(page).toHaveURL('/admin/trash');
    const trashed = rowOf(page, english.title);
    await expect(trashed).toContainText(editor.fullName);
    await expect(trashed).toContainText('English');
    // Deleting forever is for admins.
    await expect(trashed.getByRole('button', { name: /forever/ })).toHaveCount(0);
    await trashed.getByRole('button', { name: `Restore ${english.title}` }).click();
    await expect(page.getByText('The story is back at its address.')).toBeVisible();
    await expect(trashed).toHaveCount(0);

    const back = await reader.goto(address);
    expect(back?.status()).toBe(200);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(english.title);
    await expect(reader.getByRole('link', { name: 'Read in తెలుగు' })).toHaveAttribute(
      'href',
      articlePath(telugu),
    );
  } finally {
    await readerContext.close();
  }
});
