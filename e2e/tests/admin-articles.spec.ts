// Managing articles as the admin: the 'News' list (every status: the staff view) and its status
// filter, adding an article through the form (its defaults, validation and saving state), editing
// one, and deleting one after confirming.
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { Language, PAGING } from '@news/contract';
import { expect, test } from '../support/fixtures.js';
import {
  createArticle,
  deleteArticles,
  getArticle,
  listArticles,
  newApiContext,
  SEED_IMAGE,
  todayIso,
  unique,
  type ApiArticle,
} from '../support/data.js';
import { ACCOUNTS } from '../support/stack.js';
import { fillStory, storyText, t } from '../support/ui.js';

let api: APIRequestContext;
const created: string[] = [];

test.beforeAll(async () => {
  api = await newApiContext();
});

test.afterAll(async () => {
  await deleteArticles(api, created);
  await api.dispose();
});

test.beforeEach(async ({ page, loginAsAdmin }) => {
  await loginAsAdmin(page);
});

const field = (page: Page, name: string) =>
  page.getByRole('main').getByRole('textbox', { name, exact: true });
const categoryField = (page: Page) =>
  page.getByRole('main').getByRole('combobox', { name: 'Category', exact: true });
const rowOf = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: title, exact: true }) });
const bodyRows = (page: Page) =>
  page.getByRole('table').getByRole('rowgroup').nth(1).getByRole('row');
const statusFilter = (page: Page) =>
  page.getByRole('main').getByRole('combobox', { name: 'Status', exact: true });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** The status badge an article gets: Draft, In review, Published, or Scheduled while its time is ahead. */
function statusLabel(article: ApiArticle): string {
  const scheduled =
    article.status === 'PUBLISHED' &&
    article.publishedAt !== null &&
    Date.parse(article.publishedAt) > Date.now();
  return t('en', `status.${scheduled ? 'SCHEDULED' : article.status}`);
}

/** The staff view of the admin list: every status, or the ones named, newest first. */
const staffPage = (n: number, status: ApiArticle['status'][] = [], scheduled?: boolean) =>
  listArticles(api, { page: n, pageSize: PAGING.staffPageSize, status, scheduled });

/** The table shows exactly these articles: titles (in their own language) and status badges. */
async function expectRows(page: Page, items: ApiArticle[]) {
  const titles = bodyRows(page).locator('td:first-child');
  await expect(titles).toHaveText(items.map((a) => a.title));
  expect(await titles.evaluateAll((cells) => cells.map((c) => c.getAttribute('lang')))).toEqual(
    items.map((a) => Language[a.language]),
  );
  await expect(bodyRows(page).locator('[data-status]')).toHaveText(items.map(statusLabel));
}

/** Holds the GraphQL operation `name` until the returned function is called. */
async function holdOperation(page: Page, name: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route: Route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName === name) await released;
    await route.fallback();
  });
  return release;
}

test("the 'News' list: heading, columns, 'Add New Article' and 10 rows", async ({ page }) => {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Admin' })
    .click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText([
    'Title',
    'Author',
    'Category',
    'Date',
    'Status',
    'Actions',
  ]);
  const add = page.getByRole('link', { name: 'Add New Article' });
  await expect(add).toHaveAttribute('href', '/admin/add');
  // Staff see every status, not only what readers see.
  const api10 = await staffPage(1);
  const rows = bodyRows(page);
  await expect(rows).toHaveCount(Math.min(PAGING.staffPageSize, api10.totalItems));
  await expectRows(page, api10.items);
  await expect(statusFilter(page)).toHaveValue('');
  // Each row: its author, category, short date, status, Edit to the form and Delete.
  const first = api10.items[0]!;
  const row = rows.first();
  await expect(row.getByRole('cell').nth(1)).toHaveText(first.author.name);
  await expect(row.getByRole('cell').nth(2)).toHaveText(t('en', `categories.${first.category}`));
  await expect(row.locator('time')).toHaveAttribute('datetime', first.createdAt);
  await expect(row.getByRole('cell').nth(4).locator('[data-status]')).toHaveText(
    statusLabel(first),
  );
  // The front page's lead stories are marked as such.
  await expect(row.getByRole('cell').nth(4).locator('[data-lead]')).toHaveText(
    first.lead ? [t('en', 'admin.lead')] : [],
  );
  await expect(row.getByRole('link', { name: `Edit ${first.title}` })).toHaveAttribute(
    'href',
    `/admin/edit/${first.id}`,
  );
  await expect(row.getByRole('button', { name: `Delete ${first.title}` })).toBeVisible();
  await add.click();
  await expect(page).toHaveURL('/admin/add');
});

test('add an article: defaults, validation, saving state, then back to /admin', async ({
  page,
}) => {
  await page.goto('/admin/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add New News Article' })).toBeVisible();
  const author = field(page, 'Author');
  await expect(author).toHaveValue(ACCOUNTS.admin.fullName);
  await expect(author).toHaveAttribute('readonly', '');
  await expect(author).not.toBeEditable();
  await expect(field(page, 'Date')).toHaveValue(todayIso());
  // The edition follows the interface language until the text says otherwise.
  const edition = page.getByRole('main').getByRole('combobox', { name: 'Edition', exact: true });
  await expect(edition).toHaveValue('EN');
  // An admin publishes (the main button), or keeps a draft, or schedules.
  const save = page.getByRole('button', { name: 'Publish', exact: true });
  await expect(save).toHaveAttribute('type', 'submit');
  await expect(save).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save draft', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Schedule', exact: true })).toBeDisabled();
  // Nothing to save yet, and the form says so.
  await expect(page.getByText('Write a title or some text to save a draft.')).toBeVisible();
  // Clearing the date.
  await field(page, 'Date').fill('');
  await expect(page.getByText('Date is required', { exact: true })).toBeVisible();
  await field(page, 'Date').fill(todayIso());
  await expect(page.getByText('Date is required', { exact: true })).toHaveCount(0);

  // A title alone is a draft; publishing says what it still needs.
  const title = `Hyderabad adds night buses on four routes ${unique()}`;
  await field(page, 'Title').fill(title);
  await expect(page.getByText(/, add: text, category, photo, summary$/)).toBeVisible();
  await expect(save).toBeDisabled();
  await fillStory(
    field(page, 'Content'),
    'Four new night routes start on Monday.\n\nFares stay the same.',
  );
  await categoryField(page).selectOption({ label: 'Technology' });
  await field(page, 'Image URL').fill('not a url');
  await expect(
    page.getByText('Enter an http(s) address or a path starting with /', { exact: true }),
  ).toBeVisible();
  await expect(save).toBeDisabled();
  await field(page, 'Image URL').fill(SEED_IMAGE);
  await expect(page.getByText(/, add: summary$/)).toBeVisible();
  await field(page, 'Summary').fill('Night buses on four routes from Monday.');
  await expect(page.getByText(/, add: /)).toHaveCount(0);
  // The form has saved it as a draft by itself by now (waited for as its state): its own page.
  await expect(page.getByRole('main').locator('[data-autosave]')).toHaveAttribute(
    'data-unsaved',
    'false',
    { timeout: 30_000 },
  );
  await expect(page).toHaveURL(/\/admin\/edit\/\d+$/);
  await expect(save).toBeEnabled();

  // While the server has not answered, the button reads 'Saving...' and is disabled.
  const release = await holdOperation(page, 'UpdateArticle');
  await save.click();
  const saving = page.getByRole('button', { name: 'Saving...', exact: true });
  await expect(saving).toBeVisible();
  await expect(saving).toBeDisabled();
  release();
  await expect(page).toHaveURL('/admin');
  await page.unrouteAll({ behavior: 'wait' });
  await expect(toast(page, 'The article was published.')).toBeVisible();

  const row = rowOf(page, title);
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText(ACCOUNTS.admin.fullName);
  await expect(row.getByRole('cell').nth(2)).toHaveText('Technology');
  await expect(row.getByRole('cell').nth(4)).toHaveText('Published');
  const href = await row.getByRole('link', { name: `Edit ${title}` }).getAttribute('href');
  const id = href!.split('/').pop()!;
  created.push(id);
  const saved = await getArticle(api, id);
  expect(saved).toMatchObject({
    title,
    content: 'Four new night routes start on Monday.\n\nFares stay the same.',
    category: 'TECHNOLOGY',
    language: 'EN',
    status: 'PUBLISHED',
    mediaUrl: SEED_IMAGE,
    summary: 'Night buses on four routes from Monday.',
    author: { name: ACCOUNTS.admin.fullName },
  });
  // Published now: readers see it at once.
  expect(Date.parse(saved!.publishedAt!)).toBeLessThanOrEqual(Date.now());
  expect((await listArticles(api, { search: title })).items.map((a) => a.id)).toEqual([id]);
});

test('edit an article: the form holds it, and the new title is saved', async ({ page }) => {
  const article = await createArticle(api, {
    title: `Guntur market yard extends trading hours ${unique()}`,
    content: 'Traders welcomed the change.',
    category: 'BUSINESS',
  });
  created.push(article.id);
  await page.goto('/admin');
  await rowOf(page, article.title)
    .getByRole('link', { name: `Edit ${article.title}` })
    .click();
  await expect(page).toHaveURL(`/admin/edit/${article.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit News Article' })).toBeVisible();
  await expect(field(page, 'Title')).toHaveValue(article.title);
  await expect.poll(() => storyText(field(page, 'Content'))).toBe(article.content);
  await expect(categoryField(page)).toHaveValue('BUSINESS');
  await expect(field(page, 'Author')).toHaveValue(ACCOUNTS.admin.fullName);
  await expect(field(page, 'Date')).toHaveValue(todayIso());
  await expect(field(page, 'Image URL')).toHaveValue(SEED_IMAGE);
  await expect(
    page.getByRole('main').getByRole('combobox', { name: 'Edition', exact: true }),
  ).toHaveValue('EN');
  await expect(page.getByRole('main').locator('[data-status]')).toHaveText('Published');
  // Saving keeps it published; it can be taken back or moved to another time.
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Unpublish', exact: true })).toBeVisible();

  // Emptied, the title is what a published article lacks, and Save is disabled; scheduling it
  // again would also need the summary it was published without.
  await field(page, 'Title').fill('');
  await expect(page.getByText('To save, add: title', { exact: true })).toBeVisible();
  await expect(page.getByText('To schedule, add: title, summary', { exact: true })).toBeVisible();
  await expect(save).toBeDisabled();

  const newTitle = `${article.title} (updated)`;
  await field(page, 'Title').fill(newTitle);
  const release = await holdOperation(page, 'UpdateArticle');
  await save.click();
  await expect(page.getByRole('button', { name: 'Saving...', exact: true })).toBeDisabled();
  release();
  await expect(page).toHaveURL('/admin');
  await page.unrouteAll({ behavior: 'wait' });
  await expect(toast(page, 'The article was updated.')).toBeVisible();
  await expect(rowOf(page, newTitle)).toBeVisible();
  await expect(rowOf(page, article.title)).toHaveCount(0);

  const saved = await getArticle(api, article.id);
  expect(saved).toMatchObject({
    title: newTitle,
    content: article.content,
    category: 'BUSINESS',
    status: 'PUBLISHED',
    createdAt: article.createdAt,
    publishedAt: article.publishedAt,
  });
  // The reader sees it too.
  await page.goto(`/news/${article.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle);
});

test('delete an article: Cancel keeps it, Delete removes it', async ({ page }) => {
  const article = await createArticle(api, {
    title: `Vijayawada flower show postponed ${unique()}`,
    category: 'ENVIRONMENT',
  });
  created.push(article.id);
  await page.goto('/admin');
  const row = rowOf(page, article.title);
  const deleteButton = row.getByRole('button', { name: `Delete ${article.title}` });
  await deleteButton.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName('Are you sure you want to delete this news article?');
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  await expect(cancel).toBeFocused();
  await cancel.click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();
  expect(await getArticle(api, article.id)).not.toBeNull();

  // Escape cancels too.
  await deleteButton.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(
      'The article was moved to the trash. Editors and admins can restore it there for 30 days.',
    ),
  ).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await getArticle(api, article.id)).toBeNull();
  const gone = await page.goto(`/news/${article.id}`);
  expect(gone?.status()).toBe(410);
  await expect(page.getByText('This story has been removed.')).toBeVisible();
});

test('Back to list leaves the form without saving, even right after a field was focused', async ({
  page,
}) => {
  // Every status: not even a draft is left behind.
  const before = await listArticles(api, { pageSize: 1, status: [] });
  await page.goto('/admin/add');
  await field(page, 'Title').click();
  await page.getByRole('link', { name: 'Back to list' }).click();
  await expect(page).toHaveURL('/admin');
  expect((await listArticles(api, { pageSize: 1, status: [] })).totalItems).toBe(before.totalItems);
});

test('the status, search and edition filters narrow the list, and are in the address', async ({
  page,
}) => {
  const tag = unique();
  const draft = await createArticle(api, {
    title: `Draft: Khammam bus stand repairs ${tag}`,
    status: 'DRAFT',
  });
  const review = await createArticle(api, {
    title: `In review: Nizamabad turmeric prices ${tag}`,
    status: 'IN_REVIEW',
  });
  const scheduled = await createArticle(api, {
    title: `Scheduled: Karimnagar flyover opens ${tag}`,
    status: 'PUBLISHED',
    publishAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  created.push(draft.id, review.id, scheduled.id);
  expect(draft).toMatchObject({ status: 'DRAFT', publishedAt: null });
  expect(review).toMatchObject({ status: 'IN_REVIEW', publishedAt: null });

  await page.goto('/admin');
  await expect(statusFilter(page).locator('option')).toHaveText([
    'All statuses',
    'Draft',
    'In review',
    'Scheduled',
    'Published',
  ]);
  await expectRows(page, (await staffPage(1)).items);

  await statusFilter(page).selectOption({ label: 'Draft' });
  await expect(page).toHaveURL('/admin?status=draft');
  const drafts = await staffPage(1, ['DRAFT']);
  expect(drafts.items.map((a) => a.id)).toContain(draft.id);
  for (const a of drafts.items) expect(a.status).toBe('DRAFT');
  await expectRows(page, drafts.items);
  await expect(rowOf(page, draft.title)).toBeVisible();
  await expect(rowOf(page, review.title)).toHaveCount(0);

  await statusFilter(page).selectOption({ label: 'In review' });
  await expect(page).toHaveURL('/admin?status=in_review');
  const inReview = await staffPage(1, ['IN_REVIEW']);
  expect(inReview.items.map((a) => a.id)).toContain(review.id);
  await expectRows(page, inReview.items);
  await expect(rowOf(page, draft.title)).toHaveCount(0);

  // Published: out now; Scheduled: still ahead, as the badges say.
  await statusFilter(page).selectOption({ label: 'Published' });
  await expect(page).toHaveURL('/admin?status=published');
  const published = await staffPage(1, ['PUBLISHED'], false);
  await expectRows(page, published.items);
  for (const a of published.items) expect(a.status).toBe('PUBLISHED');
  expect(published.items.map((a) => a.id)).not.toContain(scheduled.id);
  await statusFilter(page).selectOption({ label: 'Scheduled' });
  await expect(page).toHaveURL('/admin?status=scheduled');
  const ahead = await staffPage(1, ['PUBLISHED'], true);
  expect(ahead.items.map((a) => a.id)).toContain(scheduled.id);
  await expectRows(page, ahead.items);

  // The address alone opens the same filter.
  await page.goto('/admin?status=in_review');
  await expect(statusFilter(page)).toHaveValue('in_review');
  await expectRows(page, inReview.items);

  await statusFilter(page).selectOption({ label: 'All statuses' });
  await expect(page).toHaveURL('/admin');
  await expectRows(page, (await staffPage(1)).items);

  // A search and an edition narrow it, in the address too, with the status.
  await statusFilter(page).selectOption({ label: 'Draft' });
  await page.getByRole('searchbox', { name: 'Search titles and text' }).fill(`Khammam ${tag}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(`/admin?status=draft&search=Khammam+${tag}`);
  await expectRows(page, [draft]);
  // The form opened from a filtered list goes back to that list.
  await rowOf(page, draft.title)
    .getByRole('link', { name: `Edit ${draft.title}` })
    .click();
  await expect(page).toHaveURL(`/admin/edit/${draft.id}`);
  await page.getByRole('main').getByRole('link', { name: 'Back to list' }).click();
  await expect(page).toHaveURL(`/admin?status=draft&search=Khammam+${tag}`);
  await expectRows(page, [draft]);
  await page.getByRole('combobox', { name: 'Edition' }).selectOption({ label: 'తెలుగు' });
  await expect(page).toHaveURL(`/admin?status=draft&search=Khammam+${tag}&edition=te`);
  await expect(page.getByText('No articles match these filters.')).toBeVisible();

  // Neither is shown to readers.
  const readers = await listArticles(api, { search: tag });
  expect(readers.totalItems).toBe(0);
});

test('a tab closed mid-sentence loses nothing: the form offers the text back', async ({ page }) => {
  const title = `Karimnagar dairy farmers get a new chilling centre ${unique()}`;
  // No network for the form's own save: what is typed lives only in this browser.
  await page.route('**/graphql', async (route: Route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName === 'CreateArticle') await route.abort('internetdisconnected');
    else await route.fallback();
  });
  await page.goto('/admin/add');
  await field(page, 'Title').fill(title);
  await fillStory(field(page, 'Content'), 'The centre opened on Monday and will take milk from');
  // Kept in the browser once typing pauses.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(localStorage).some((k) => localStorage.getItem(k)?.includes('take milk from')),
      ),
    )
    .toBe(true);
  const context = page.context();
  await page.close();

  const again = await context.newPage();
  await again.goto('/admin/add');
  await expect(again.getByText(/^Changes you had not saved \(.+\) were kept/)).toBeVisible();
  await expect(field(again, 'Title')).toHaveValue('');
  await again.getByRole('button', { name: 'Restore them' }).click();
  await expect(field(again, 'Title')).toHaveValue(title);
  await expect
    .poll(() => storyText(field(again, 'Content')))
    .toBe('The centre opened on Monday and will take milk from');
});
