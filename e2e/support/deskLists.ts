// The review loop in the staff lists: a reporter's draft an editor sent back shows "Sent back"
// with the note's first line, and editors get an In review queue with who wrote each story. The
// interface in one language, on a desktop (a table) or a phone (cards), as the calling spec's
// project is.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, gqlData, loginApi, setPrefs, test } from './fixtures.js';
import {
  createUser,
  deleteArticles,
  deleteUser,
  newApiContext,
  SEED_IMAGE,
  unique,
  type NewUser,
} from './data.js';
import { loginInUi, main, t, type Lang } from './ui.js';

type Account = NewUser & { id: string };

/** The note's two lines, in each language: the list shows the first. */
const NOTES = {
  en: ['Name the district in the headline.', 'And check the water level with the collector.'],
  te: ['శీర్షికలో జిల్లా పేరు చేర్చండి.', 'నీటి మట్టాన్ని కలెక్టర్‌తో సరిచూడండి.'],
} as const;

/** The row of the table (desktop) or the card (phone) of the article with this title. */
function entryOf(page: Page, title: string): Locator {
  return main(page)
    .locator('tr, li')
    .filter({ has: page.getByText(title, { exact: true }) });
}

/** Registers the list tests for an interface in `lang` in the calling spec file. */
export function deskListTests(lang: Lang): void {
  const tr = (key: string) => t(lang, key);
  let api: APIRequestContext;
  let reporter: Account;
  let editor: Account;
  const created: string[] = [];

  /** A request context logged in as `account`. */
  async function as(account: Account): Promise<APIRequestContext> {
    const context = await newApiContext(false);
    await loginApi(context, account.username, account.password);
    return context;
  }

  /** The reporter's story, handed in for review. */
  async function inReview(title: string): Promise<string> {
    const context = await as(reporter);
    const { createArticle } = await gqlData<{ createArticle: { id: string } }>(
      context,
      `mutation ($input: CreateArticleInput!) { createArticle(input: $input) { id } }`,
      {
        input: {
          title,
          content: 'The water rose at Bhadrachalam overnight.',
          category: 'ENVIRONMENT',
          language: lang === 'te' ? 'TE' : 'EN',
          mediaUrl: SEED_IMAGE,
          summary: 'The Godavari rose overnight.',
          status: 'IN_REVIEW',
        },
      },
    );
    await context.dispose();
    created.push(createArticle.id);
    return createArticle.id;
  }

  async function signIn(page: Page, account: Account) {
    await loginInUi(page, account.email, account.password);
    await setPrefs(page, { lang });
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  }

  test.beforeAll(async () => {
    api = await newApiContext();
    reporter = await createUser(api, 'REPORTER');
    editor = await createUser(api, 'EDITOR');
  });

  test.afterAll(async () => {
    await deleteArticles(api, created);
    await deleteUser(api, reporter.id);
    await deleteUser(api, editor.id);
    await api.dispose();
  });

  test(`a draft sent back says so in its reporter's list, with the note's first line (${lang})`, async ({
    page,
  }) => {
    const sentTitle = `Godavari flood warning ${unique()}`;
    const waitingTitle = `Warangal market reopens ${unique()}`;
    const sent = await inReview(sentTitle);
    await inReview(waitingTitle);
    const context = await as(editor);
    await gqlData(
      context,
      `mutation ($id: ID!, $note: String!) { sendArticleBack(id: $id, note: $note) { id } }`,
      { id: sent, note: NOTES[lang].join('\n') },
    );
    await context.dispose();

    await signIn(page, reporter);
    await page.goto(`/admin?author=${reporter.id}`);
    const entry = entryOf(page, sentTitle);
    await expect(entry.getByText(tr('admin.sentBack'), { exact: true })).toBeVisible();
    await expect(entry.getByText(NOTES[lang][0], { exact: true })).toBeVisible();
    await expect(entry.getByText(NOTES[lang][1])).toHaveCount(0);
    await expect(entry.getByText(tr('status.DRAFT'), { exact: true })).toHaveCount(0);
    // Handed in and waiting: In review, with no note.
    const waiting = entryOf(page, waitingTitle);
    await expect(waiting.getByText(tr('status.IN_REVIEW'), { exact: true })).toBeVisible();
    await expect(waiting.getByText(tr('admin.sentBack'), { exact: true })).toHaveCount(0);
    // A reporter has no review queue.
    await expect(main(page).getByRole('navigation', { name: tr('admin.views') })).toHaveCount(0);
  });

  test(`an editor's In review queue, with who wrote each story (${lang})`, async ({ page }) => {
    const title = `Khammam bridge opens ${unique()}`;
    await inReview(title);
    await signIn(page, editor);
    await page.goto('/admin');
    const views = main(page).getByRole('navigation', { name: tr('admin.views') });
    await expect(views.getByRole('link', { name: tr('admin.viewAll') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const queue = views.getByRole('link', { name: new RegExp(`^${tr('admin.viewInReview')}`) });
    // The queue says how many wait.
    await expect(queue.locator('[data-count]')).toHaveText(/^[1-9]\d*$/);
    await queue.click();
    await expect(page).toHaveURL(/[?&]status=in_review\b/);
    await expect(queue).toHaveAttribute('aria-current', 'page');
    const entry = entryOf(page, title);
    await expect(entry).toBeVisible();
    await expect(entry.getByText(reporter.fullName, { exact: true })).toBeVisible();
    await expect(entry.getByText(tr('status.IN_REVIEW'), { exact: true })).toBeVisible();
    // Every story in the queue is one in review.
    await expect(
      main(page)
        .locator('[data-status]')
        .filter({ hasNotText: tr('status.IN_REVIEW') }),
    ).toHaveCount(0);
    // On a desktop, in the table's Author column (a phone's card names the author, as above).
    if (test.info().project.name !== 'phone') {
      const table = main(page).getByRole('table');
      await expect(table.getByRole('columnheader', { name: tr('admin.colAuthor') })).toBeVisible();
      await expect(entry.getByRole('cell', { name: reporter.fullName, exact: true })).toBeVisible();
    }
  });
}
