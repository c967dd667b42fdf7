// The newsroom's workflow, end to end in the browser: a reporter writes a Telugu draft and submits
// it for review; an editor links it to the English story and schedules it a minute ahead; a reader
// sees it only once that minute has come, in the Telugu edition, and follows "Read in English".
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, gqlData, test } from '../support/fixtures.js';
import {
  articlePath,
  createArticle,
  deleteArticles,
  newApiContext,
  SEED_IMAGE,
  setPassword,
  TIME_ZONE,
  unique,
  type ApiArticle,
} from '../support/data.js';
import { editionLinks, frontHeadlines, newsSection } from '../support/home.js';
import { ACCOUNTS } from '../support/stack.js';
import {
  button,
  field,
  fillStory,
  loginInUi,
  main,
  personPage as accountPage,
  rowOf,
  select,
  t,
  toast,
} from '../support/ui.js';

let api: APIRequestContext;
/** The seeded reporter's and editor's passwords for this run (the api makes them up on start). */
let password: string;
let english: ApiArticle;
const created: string[] = [];

test.beforeAll(async () => {
  api = await newApiContext();
  password = `Newsroom-${unique()}-pw`;
  await setPassword(api, ACCOUNTS.reporter.username, password);
  await setPassword(api, ACCOUNTS.editor.username, password);
  english = await createArticle(api, {
    title: `Warangal opens four warehouses for farmers ${unique()}`,
    content:
      'Four new warehouses opened in Warangal district on Monday.\n\nFarmers no longer need to travel far to store their harvest, officials said.',
    category: 'BUSINESS',
    language: 'EN',
  });
  created.push(english.id);
});

test.afterAll(async () => {
  await deleteArticles(api, created);
  await api.dispose();
});

/** Shows the admin list of one status through the status filter. */
async function filterByStatus(page: Page, label: string, param: string) {
  await select(page, t('en', 'admin.statusFilter')).selectOption({ label });
  await expect(page).toHaveURL(`/admin?status=${param}`);
}

/** A page of its own for a seeded account (with this run's password), or for a reader. */
const personPage = (browser: Browser, email?: string): Promise<Page> =>
  accountPage(browser, email ? { email, password } : undefined);

/** A `datetime-local` value (yyyy-mm-ddThh:mm) for an instant, on the newsroom's clock. */
function localDateTime(ms: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const TELUGU_SUMMARY = 'వరంగల్ రైతులకు నాలుగు కొత్త గోదాములు అందుబాటులోకి వచ్చాయి.';
const TELUGU_TEXT = [
  'వరంగల్ జిల్లాలో రైతుల కోసం నాలుగు కొత్త గోదాములు సోమవారం ప్రారంభమయ్యాయి.',
  'పంటను నిల్వ చేసుకునేందుకు రైతులు ఇకపై దూరం వెళ్లాల్సిన అవసరం లేదని అధికారులు తెలిపారు.',
];

test('a Telugu draft goes from the reporter through the editor to readers at its time', async ({
  page,
  browser,
}) => {
  // The scheduled minute is 40 to 100 s after the editor's click (datetime-local has no seconds),
  // and the steps before and after it take a while on a busy machine.
  test.setTimeout(180_000);
  const title = `వరంగల్‌లో రైతుల కోసం నాలుగు కొత్త గోదాములు ${unique()}`;

  // --- The reporter writes the story in Telugu and saves a draft.
  await loginInUi(page, ACCOUNTS.reporter.email, password);
  await page.goto('/admin/add');
  await expect(
    page.getByRole('heading', { level: 1, name: t('en', 'articleForm.addTitle') }),
  ).toBeVisible();
  await field(page, 'Title').fill(title);
  await fillStory(field(page, 'Content'), TELUGU_TEXT.join('\n\n'));
  await select(page, 'Category').selectOption({ label: 'Business' });
  const edition = select(page, t('en', 'articleForm.language'));
  await edition.selectOption({ label: 'తెలుగు' });
  await expect(edition).toHaveValue('TE');
  // The fields take the story's language while it is written.
  await expect(field(page, 'Title')).toHaveAttribute('lang', 'te');
  await expect(field(page, 'Content')).toHaveAttribute('lang', 'te');
  await field(page, 'Image URL').fill(SEED_IMAGE);
  // Submitting waits for the summary.
  await expect(button(page, 'Submit for review')).toBeDisabled();
  await expect(main(page).getByText('To submit for review, add: summary')).toBeVisible();
  await field(page, 'Summary').fill(TELUGU_SUMMARY);
  await expect(field(page, 'Author')).toHaveValue(ACCOUNTS.reporter.fullName);
  // The form saves the draft by itself once typing pauses: then it is the draft's own page.
  await expect(main(page).locator('[data-autosave]')).toHaveAttribute('data-unsaved', 'false', {
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/admin\/edit\/\d+$/);
  // A reporter may save a draft or hand it to the editors; publishing is not theirs.
  await expect(button(page, 'Save')).toBeEnabled();
  await expect(button(page, 'Submit for review')).toBeEnabled();
  await expect(button(page, 'Publish')).toHaveCount(0);
  await expect(button(page, 'Schedule')).toHaveCount(0);
  await expect(main(page).getByLabel('Publish at')).toHaveCount(0);
  // Saving by hand keeps the writer in the editor; Back to list leaves it.
  await button(page, 'Save').click();
  await expect(toast(page, t('en', 'articleForm.updated'))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/edit\/\d+$/);
  await main(page)
    .getByRole('link', { name: t('en', 'articleForm.backToList') })
    .click();
  await expect(page).toHaveURL('/admin');

  // The draft is in the list under Draft, in Telugu, with the reporter's own Edit and Delete.
  await filterByStatus(page, 'Draft', 'draft');
  const draftRow = rowOf(page, title);
  await expect(draftRow.getByRole('cell', { name: title, exact: true })).toHaveAttribute(
    'lang',
    'te',
  );
  await expect(draftRow.locator('[data-status]')).toHaveText('Draft');
  await expect(draftRow.getByRole('button', { name: `Delete ${title}` })).toBeVisible();
  const edit = draftRow.getByRole('link', { name: `Edit ${title}` });
  const id = (await edit.getAttribute('href'))!.split('/').pop()!;
  created.push(id);
  expect(
    await gqlData(
      api,
      'query ($id: ID!) { article(id: $id) { title content language status publishedAt author { name } } }',
      { id },
    ),
  ).toEqual({
    article: {
      title,
      content: TELUGU_TEXT.join('\n\n'),
      language: 'TE',
      status: 'DRAFT',
      publishedAt: null,
      author: { name: ACCOUNTS.reporter.fullName },
    },
  });

  // --- Then submits it for review from the edit page.
  await edit.click();
  await expect(page).toHaveURL(`/admin/edit/${id}`);
  await expect(main(page).locator('[data-status]')).toHaveText('Draft');
  await expect(field(page, 'Title')).toHaveValue(title);
  await expect(button(page, 'Publish')).toHaveCount(0);
  await expect(button(page, 'Schedule')).toHaveCount(0);
  // The draft as readers will see it, in a tab of its own, before anyone publishes it.
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    main(page)
      .getByRole('link', { name: t('en', 'articleForm.preview') })
      .click(),
  ]);
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByText(TELUGU_TEXT[1]!)).toBeVisible();
  await preview.close();
  await button(page, 'Submit for review').click();
  // Back to the list it was opened from, filtered as it was.
  await expect(page).toHaveURL('/admin?status=draft');
  await expect(toast(page, t('en', 'articleForm.submitted'))).toBeVisible();
  await filterByStatus(page, 'In review', 'in_review');
  const reviewRow = rowOf(page, title);
  await expect(reviewRow.locator('[data-status]')).toHaveText('In review');
  // Submitted, it is the editors' to change; the reporter may still withdraw it, or delete it.
  await expect(reviewRow.getByRole('button', { name: `Delete ${title}` })).toBeVisible();
  await reviewRow.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(`/admin/edit/${id}`);
  await expect(main(page).getByText(t('en', 'articleForm.inReview'))).toBeVisible();
  await expect(field(page, 'Title')).toBeDisabled();
  await expect(button(page, 'Submit for review')).toHaveCount(0);
  await button(page, t('en', 'articleForm.withdraw')).click();
  await expect(toast(page, t('en', 'articleForm.withdrawn'))).toBeVisible();
  await expect(main(page).locator('[data-status]')).toHaveText('Draft');
  // A draft again, it is the reporter's to change, and to submit again.
  await expect(field(page, 'Title')).toBeEnabled();
  await fillStory(field(page, 'Content'), TELUGU_TEXT.join('\n\n'));
  await button(page, 'Submit for review').click();
  await expect(page).toHaveURL('/admin?status=in_review');
  // The first submission's toast may still be up.
  await expect(toast(page, t('en', 'articleForm.submitted')).first()).toBeVisible();
  await filterByStatus(page, 'In review', 'in_review');
  await expect(rowOf(page, title).locator('[data-status]')).toHaveText('In review');
  // Not published, it is no reader page, for its reporter either.
  await page.goto(`/news/${id}`);
  await expect(main(page).getByText(t('en', 'article.notFound'))).toBeVisible();

  // Another author's story: no Edit, no Delete for a reporter.
  await page.goto('/admin?status=published');
  const otherRow = rowOf(page, english.title);
  await expect(otherRow).toBeVisible();
  await expect(otherRow.locator('[data-status]')).toHaveText('Published');
  await expect(otherRow.getByRole('link', { name: /^Edit / })).toHaveCount(0);
  await expect(otherRow.getByRole('button', { name: /^Delete / })).toHaveCount(0);

  // --- The editor opens it, links the English story and schedules it.
  const editor = await personPage(browser, ACCOUNTS.editor.email);
  await editor.goto('/admin?status=in_review');
  await rowOf(editor, title)
    .getByRole('link', { name: `Edit ${title}` })
    .click();
  await expect(editor).toHaveURL(`/admin/edit/${id}`);
  await expect(main(editor).locator('[data-status]')).toHaveText('In review');
  await expect(field(editor, 'Title')).toHaveValue(title);
  await expect(select(editor, t('en', 'articleForm.language'))).toHaveValue('TE');
  await expect(button(editor, 'Publish')).toBeVisible();

  await expect(main(editor).getByText(t('en', 'translation.none'))).toBeVisible();
  const search = main(editor).getByRole('searchbox', { name: 'Search titles in English' });
  await search.fill(english.title);
  await button(editor, 'Find').click();
  await button(editor, `Link ${english.title}`).click();
  const link = editor.getByTestId('translation-link');
  await expect(link).toContainText(t('en', 'translation.linked'));
  const linked = link.getByRole('link', { name: english.title, exact: true });
  await expect(linked).toHaveAttribute('href', new RegExp(`^/news/${english.id}(/|$)`));
  await expect(linked).toHaveAttribute('lang', 'en');

  // The next whole minute at least 40 s away: the input takes minutes, and the steps before the
  // click must not reach it.
  const at = Math.ceil((Date.now() + 40_000) / 60_000) * 60_000;
  await main(editor).getByLabel('Publish at').fill(localDateTime(at));
  await button(editor, 'Schedule').click();
  await expect(editor).toHaveURL('/admin?status=in_review');
  await expect(toast(editor, /^The article is scheduled for .+\.$/)).toBeVisible();
  await filterByStatus(editor, 'Scheduled', 'scheduled');
  await expect(rowOf(editor, title).locator('[data-status]')).toHaveText('Scheduled');

  // Both sides of the link are kept, and readers get it at that minute.
  expect(
    await gqlData(
      api,
      `query ($id: ID!, $en: ID!) {
        te: article(id: $id) { status publishedAt translation { id } }
        en: article(id: $en) { translation { id } }
      }`,
      { id, en: english.id },
    ),
  ).toEqual({
    te: {
      status: 'PUBLISHED',
      publishedAt: new Date(at).toISOString(),
      translation: { id: english.id },
    },
    en: { translation: { id } },
  });
  await editor.context().close();

  // --- A reader, before that minute: not in the Telugu edition, and its page is not found.
  const reader = await personPage(browser);
  // The front page's lead and latest stories.
  const cardTitles = frontHeadlines(reader);
  await reader.goto('/home?edition=te');
  await expect(editionLinks(reader).filter({ hasText: 'తెలుగు' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(cardTitles.first()).toBeVisible();
  await expect(cardTitles.filter({ hasText: title })).toHaveCount(0);
  await reader.goto(`/news/${id}`);
  await expect(main(reader).getByText(t('en', 'article.notFound'))).toBeVisible();
  await expect(main(reader).getByRole('heading', { level: 1 })).toHaveCount(0);
  // The English story offers no way to a translation readers cannot see yet.
  await reader.goto(articlePath(english));
  await expect(main(reader).getByRole('heading', { level: 1 })).toHaveText(english.title);
  await expect(main(reader).getByRole('link', { name: 'Read in తెలుగు' })).toHaveCount(0);
  expect(Date.now(), 'the checks before the scheduled minute ran before it').toBeLessThan(at);

  // --- Until the minute comes it stays hidden; then the Telugu edition lists it.
  await expect
    .poll(
      async () => {
        await reader.goto('/home?edition=te');
        await expect(cardTitles.first()).toBeVisible({ timeout: 15_000 });
        const shown = (await cardTitles.allTextContents()).includes(title);
        if (shown && Date.now() < at) throw new Error('shown to readers before its time');
        return shown;
      },
      { timeout: at - Date.now() + 30_000, intervals: [2_000] },
    )
    .toBe(true);
  expect(Date.now()).toBeGreaterThanOrEqual(at);
  const card = newsSection(reader).getByRole('article').filter({ hasText: title });
  await expect(card.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'te');
  await expect(card.locator('time')).toHaveAttribute('datetime', new Date(at).toISOString());
  await card.getByRole('link', { name: title, exact: true }).click();
  // Its canonical address: the id and the Telugu headline's slug.
  await expect(reader).toHaveURL(new RegExp(`/news/${id}/[^/]+$`));
  const heading = main(reader).getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(title);
  await expect(heading).toHaveAttribute('lang', 'te');
  await expect(main(reader).getByText(TELUGU_TEXT[0]!, { exact: true })).toBeVisible();
  await expect(main(reader).locator('[data-status]')).toHaveCount(0);

  // --- "Read in English" leads to the English story, which leads back.
  const readInEnglish = main(reader).getByRole('link', { name: 'Read in English', exact: true });
  await expect(readInEnglish).toHaveAttribute('hreflang', 'en');
  await readInEnglish.click();
  await expect(reader).toHaveURL(articlePath(english));
  await expect(main(reader).getByRole('heading', { level: 1 })).toHaveText(english.title);
  await expect(main(reader).getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
  // The English page was rendered before the minute: a kept page is served until its time is
  // up (PAGE_CACHE_TTL_MS), and once more while it is rendered anew.
  const readInTelugu = main(reader).getByRole('link', { name: 'Read in తెలుగు', exact: true });
  await expect
    .poll(
      async () => {
        await reader.reload();
        return readInTelugu.count();
      },
      { timeout: 30_000, intervals: [2_000] },
    )
    .toBe(1);
  await expect(readInTelugu).toHaveAttribute('href', new RegExp(`^/news/${id}/`));
  await reader.context().close();
});

test('an editor sends a story back with a note; the reporter fixes it and submits it again', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Ward 12 gets a new library ${unique()}`;
  const note = 'Add the opening hours and a quote from the ward member.';

  // --- The reporter hands a story to the editors.
  await loginInUi(page, ACCOUNTS.reporter.email, password);
  await page.goto('/admin/add');
  await field(page, 'Title').fill(title);
  await fillStory(field(page, 'Content'), 'A new library opened in ward 12 on Saturday.');
  await select(page, 'Category').selectOption({ label: 'Announcement' });
  await field(page, 'Image URL').fill(SEED_IMAGE);
  await field(page, 'Summary').fill('Ward 12 has a library.');
  await button(page, 'Submit for review').click();
  await expect(page).toHaveURL('/admin');
  await expect(toast(page, t('en', 'articleForm.submitted'))).toBeVisible();
  const edit = rowOf(page, title).getByRole('link', { name: `Edit ${title}` });
  const id = (await edit.getAttribute('href'))!.split('/').pop()!;
  created.push(id);

  // --- The editor finds it by its author and sends it back with a note.
  const editor = await personPage(browser, ACCOUNTS.editor.email);
  await editor.goto('/admin?status=in_review');
  await select(editor, t('en', 'admin.authorFilter')).selectOption({
    label: ACCOUNTS.reporter.fullName,
  });
  await expect(editor).toHaveURL(new RegExp(`^[^?]+\\?status=in_review&author=\\d+$`));
  await rowOf(editor, title)
    .getByRole('link', { name: `Edit ${title}` })
    .click();
  await expect(editor).toHaveURL(`/admin/edit/${id}`);
  await button(editor, t('en', 'review.sendBack')).click();
  const dialog = editor.getByRole('dialog', { name: t('en', 'review.sendBackTitle') });
  await dialog.getByRole('textbox').fill(note);
  await expect(dialog.getByText(`${note.length} / 2000 characters`)).toBeVisible();
  await dialog
    .getByRole('button', { name: t('en', 'review.sendBackConfirm'), exact: true })
    .click();
  await expect(
    toast(editor, t('en', 'review.sentBack', { name: ACCOUNTS.reporter.fullName })),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(main(editor).locator('[data-status]')).toHaveText('Draft');
  const thread = main(editor).getByRole('list', { name: t('en', 'review.notesTitle') });
  await expect(thread.getByRole('listitem')).toHaveCount(1);
  await expect(thread.getByRole('listitem').first()).toContainText(note);
  await expect(thread.getByRole('listitem').first()).toContainText(ACCOUNTS.editor.fullName);
  await editor.context().close();

  // --- The reporter sees the note above the form, fixes the story and submits it again.
  await page.goto(`/admin/edit/${id}`);
  await expect(main(page).locator('[data-status]')).toHaveText('Draft');
  await expect(
    main(page).getByText(t('en', 'review.sentBackBy', { name: ACCOUNTS.editor.fullName })),
  ).toBeVisible();
  await expect(main(page).getByText(note).first()).toBeVisible();
  await fillStory(
    field(page, 'Content'),
    'A new library opened in ward 12 on Saturday. It is open from 9 am to 7 pm, said the ward member.',
  );
  await field(page, t('en', 'review.noteLabel')).fill('Added the hours and the quote.');
  await button(page, t('en', 'review.addNote')).click();
  await expect(toast(page, t('en', 'review.noteAdded'))).toBeVisible();
  await button(page, 'Submit for review').click();
  await expect(page).toHaveURL('/admin');
  await expect(rowOf(page, title).locator('[data-status]')).toHaveText('In review');

  // The thread keeps both notes, and readers still cannot see the story.
  expect(
    await gqlData(
      api,
      'query ($id: ID!) { article(id: $id) { status notes { text sentBack author { name } } } }',
      { id },
    ),
  ).toEqual({
    article: {
      status: 'IN_REVIEW',
      notes: [
        { text: note, sentBack: true, author: { name: ACCOUNTS.editor.fullName } },
        {
          text: 'Added the hours and the quote.',
          sentBack: false,
          author: { name: ACCOUNTS.reporter.fullName },
        },
      ],
    },
  });
});
