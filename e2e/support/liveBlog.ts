// The live blog scenario, for the desktop and phone spec files: an editor runs live coverage from
// the desk while a reader keeps the story open in a browser of their own.
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { READER_HOOKS } from '@news/contract';
import { checkA11y, expect, loginAsAdmin, setPrefs, test } from './fixtures.js';
import { articlePath, createArticle, deleteArticles, newApiContext, unique } from './data.js';
import { jpeg } from './richArticles.js';
import { readerPageLoaded, t, type Lang } from './ui.js';

const WORDS = {
  en: {
    title: 'Cyclone Michaung live',
    first: 'Landfall expected near Machilipatnam tonight.',
    more: 'Fishermen are told to stay ashore. Schools are shut in four districts.',
    second: 'Rain bands reach Nellore; the photo shows the harbour.',
    third: 'The cyclone weakens over land.',
    fixed: 'Landfall expected near Bapatla tonight.',
    alt: 'Boats tied up at Nellore harbour',
  },
  te: {
    title: 'మిచౌంగ్ తుఫాను లైవ్',
    first: 'ఈ రాత్రి మచిలీపట్నం దగ్గర తీరం దాటే అవకాశం.',
    more: 'మత్స్యకారులు తీరంలోనే ఉండాలని సూచన. నాలుగు జిల్లాల్లో పాఠశాలలు మూసివేశారు.',
    second: 'నెల్లూరును తాకిన వర్షాలు; ఫోటోలో ఓడరేవు.',
    third: 'భూమిపై తుఫాను బలహీనపడింది.',
    fixed: 'ఈ రాత్రి బాపట్ల దగ్గర తీరం దాటే అవకాశం.',
    alt: 'నెల్లూరు ఓడరేవులో కట్టేసిన పడవలు',
  },
} as const;

/** The desk's row of a post, by its words. */
const deskPost = (desk: Locator, text: string) =>
  desk.getByRole('listitem').filter({ hasText: text });

/** The desk's live coverage panel on the article screen. */
const deskOf = (page: Page, lang: Lang) =>
  page.getByRole('region', { name: t(lang, 'live.desk.title') });

/**
 * Writes a post of `paragraphs` in the composer (a photo too, when `alt` is given) and posts it;
 * the desk's list shows it by its first paragraph.
 */
async function post(desk: Locator, lang: Lang, paragraphs: string[], alt?: string): Promise<void> {
  const page = desk.page();
  const editor = desk.getByRole('textbox', { name: t(lang, 'live.desk.composer'), exact: true });
  await editor.click();
  for (const [i, text] of paragraphs.entries()) {
    if (i > 0) await page.keyboard.press('Enter');
    await page.keyboard.insertText(text);
  }
  if (alt) {
    await desk
      .getByRole('toolbar', { name: t(lang, 'storyEditor.toolbar') })
      .getByRole('button', { name: t(lang, 'storyEditor.photo'), exact: true })
      .click();
    const panel = desk.getByRole('group', { name: t(lang, 'storyEditor.photoPanel') });
    await panel
      .getByLabel(t(lang, 'articleForm.photoFile'), { exact: true })
      .setInputFiles({ name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page) });
    await expect(panel.getByText(t(lang, 'articleForm.photoUploaded'))).toBeVisible();
    await panel.getByRole('textbox', { name: t(lang, 'articleForm.imageAlt') }).fill(alt);
    await panel.getByRole('button', { name: t(lang, 'storyEditor.photoInsert') }).click();
    await expect(editor.locator('img')).toHaveAttribute('alt', alt);
  }
  await desk.getByRole('button', { name: t(lang, 'live.desk.post') }).click();
  // The composer empties once the post is saved, and the desk's list shows it.
  await expect(editor).toHaveText('');
  await expect(deskPost(desk, paragraphs[0]!)).toBeVisible();
}

/** Deletes a post from the desk, confirming when asked; the desk's list no longer shows it. */
async function deletePost(desk: Locator, lang: Lang, text: string): Promise<void> {
  await deskPost(desk, text)
    .getByRole('button', { name: t(lang, 'live.desk.delete') })
    .click();
  await desk
    .page()
    .getByRole('alertdialog')
    .getByRole('button', { name: t(lang, 'live.desk.delete') })
    .click();
  await expect(deskPost(desk, text)).toHaveCount(0);
}

/** The reader's copy of a post, by its words. */
const readerPost = (page: Page, text: string) =>
  page.locator('article[data-live-post]').filter({ hasText: text });

/** Where a post's top is on the reader's screen. */
const topOf = (post: Locator) => post.evaluate((el) => el.getBoundingClientRect().top);

/** That the reader's post is where it was on the screen, to the pixel. */
async function stays(post: Locator, top: number): Promise<void> {
  expect(Math.abs((await topOf(post)) - top)).toBeLessThan(1.5);
}

/** A reader with the story open in a browser context of their own, in `lang`. */
async function openReader(browser: Browser, lang: Lang, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await setPrefs(page, { lang });
  await page.goto(path);
  await readerPageLoaded(page);
  return page;
}

/**
 * A story of its own in `lang` (its id put in `created` at once, for the clean-up), its coverage
 * started by an admin on its desk screen.
 */
async function startedBlog(
  api: APIRequestContext,
  created: string[],
  page: Page,
  lang: Lang,
  mark: string,
) {
  const tr = (key: string, values?: Record<string, string | number>) => t(lang, key, values);
  const article = await createArticle(api, {
    title: `${WORDS[lang].title} ${mark}`,
    language: lang === 'te' ? 'TE' : 'EN',
    category: 'ENVIRONMENT',
  });
  created.push(article.id);
  await loginAsAdmin(page);
  await setPrefs(page, { lang });
  await page.goto(`/admin/edit/${article.id}`);
  const desk = deskOf(page, lang);
  await desk.getByRole('button', { name: tr('live.desk.start') }).click();
  await expect(
    desk.getByText(tr('live.desk.status', { status: tr('live.desk.statusLIVE') })),
  ).toBeVisible();
  return { article, desk };
}

/** Registers the live blog scenario in the calling spec file, in each language. */
export function liveBlogTests(): void {
  let api: APIRequestContext;
  const created: string[] = [];

  test.beforeAll(async () => {
    api = await newApiContext();
  });

  test.afterAll(async () => {
    await deleteArticles(api, created);
    await api.dispose();
  });

  for (const lang of ['en', 'te'] as const) {
    test(`an editor runs a live blog and an open page follows it without a reload (${lang})`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      const words = WORDS[lang];
      const tr = (key: string, values?: Record<string, string | number>) => t(lang, key, values);
      const mark = unique();
      // --- The editor starts coverage on the article's desk screen.
      const { article, desk } = await startedBlog(api, created, page, lang, mark);
      const path = articlePath(article);
      const first = `${words.first} ${mark}`;
      const second = `${words.second} ${mark}`;
      const third = `${words.third} ${mark}`;
      const fixed = `${words.fixed} ${mark}`;

      // --- A reader finds the story on the front page marked live, and opens it.
      const reader = await openReader(browser, lang, '/home');
      const card = reader.locator('article.story').filter({ hasText: article.title }).first();
      await expect(card.getByText(tr('live.badge'), { exact: true })).toBeVisible();
      await reader.goto(path);
      await readerPageLoaded(reader);
      await expect(
        reader.locator('main').getByText(tr('live.badge'), { exact: true }),
      ).toBeVisible();
      await reader.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));

      // --- Two posts, the second with a photo: the reader at the top sees each come in.
      // The first post is long: the reader can scroll to it with the page's end still below.
      await post(desk, lang, [first, ...Array<string>(6).fill(words.more)]);
      await expect(readerPost(reader, first)).toBeVisible();
      await post(desk, lang, [second], words.alt);
      await expect(readerPost(reader, second)).toBeVisible();
      await expect(readerPost(reader, second).locator('img')).toHaveAttribute('alt', words.alt);
      await checkA11y(reader, `live-blog-${lang}`);

      // --- The reader scrolls down to the first post; a third waits behind a notice.
      await readerPost(reader, first).evaluate((el) =>
        window.scrollTo(0, window.scrollY + el.getBoundingClientRect().top + 1),
      );
      const reading = readerPost(reader, first);
      const top = await topOf(reading);
      await post(desk, lang, [third]);
      const notice = reader.getByRole('button', { name: tr('live.newUpdates', { count: 1 }) });
      await expect(notice).toBeVisible();
      await expect(reader).toHaveTitle(/^\(1\) /);
      await expect(readerPost(reader, third)).toHaveCount(0);
      await stays(reading, top);

      // --- The editor pins the second post: it goes on top, above what the reader reads.
      const secondTime = (await deskPost(desk, second).locator('span').first().textContent()) ?? '';
      await deskPost(desk, second)
        .getByRole('button', { name: tr('live.desk.pinItem', { time: secondTime }) })
        .click();
      await expect(reader.locator('[data-live-pinned]').getByText(second)).toBeVisible();
      await stays(reading, top);

      // --- The editor corrects the first post: the reader sees it marked, in place.
      const firstRow = deskPost(desk, first);
      await firstRow.getByRole('button', { name: tr('live.desk.correct') }).click();
      const correction = desk.getByRole('textbox', {
        name: tr('live.desk.correction'),
        exact: true,
      });
      await correction.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.insertText(fixed);
      await desk.getByRole('button', { name: tr('live.desk.saveCorrection') }).click();
      const corrected = readerPost(reader, fixed);
      await expect(corrected).toBeVisible();
      await expect(corrected.locator('[data-live-corrected]')).toBeVisible();
      await expect(corrected.locator('[data-live-corrected]')).toContainText(
        tr('live.corrected', { time: '' }).trim(),
      );
      await expect(readerPost(reader, first)).toHaveCount(0);
      await stays(corrected, top);

      // --- The editor deletes the pinned post, once they confirm: it goes from the page.
      await deletePost(desk, lang, second);
      await expect(readerPost(reader, second)).toHaveCount(0);
      await expect(reader.locator('[data-live-announce]')).toHaveText(tr('live.announceRemoved'));
      await stays(corrected, top);

      // --- The reader taps the notice: the third post is shown, and nothing was reloaded.
      await notice.click();
      await expect(readerPost(reader, third)).toBeVisible();
      await expect(notice).toBeHidden();
      await expect(reader).not.toHaveTitle(/^\(/);
      expect(await reader.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(
        true,
      );
      await checkA11y(page, `live-desk-${lang}`);

      // --- Without JavaScript, the page shows the posts, with a refresh that keeps the place.
      const plain = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
      await setPrefs(plain, { lang });
      await plain.goto(path);
      await expect(readerPost(plain, fixed)).toBeVisible();
      await expect(readerPost(plain, third)).toBeVisible();
      await expect(readerPost(plain, second)).toHaveCount(0);
      await expect(readerPost(plain, fixed).locator('[data-live-corrected]')).toBeVisible();
      const refresh = readerPost(plain, fixed).getByRole('link', { name: tr('live.refreshHere') });
      await expect(refresh).toHaveAttribute('href', /\?seen=\d+#post-\d+$/);
      await refresh.click();
      await expect(plain).toHaveURL(/#post-\d+$/);
      await expect(readerPost(plain, fixed)).toBeInViewport();
      await plain.context().close();
      await reader.context().close();
    });

    test(`a second desk and an open page follow marks and status without a reload (${lang})`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const words = WORDS[lang];
      const tr = (key: string, values?: Record<string, string | number>) => t(lang, key, values);
      const mark = unique();
      const { article, desk } = await startedBlog(api, created, page, lang, mark);
      const first = `${words.first} ${mark}`;
      const status = (name: string) =>
        tr('live.desk.status', { status: tr(`live.desk.status${name}`) });

      // The second desk's stream is open once its answer's headers are in (the gateway starts
      // listening before it answers), so nothing posted after that can pass it by.
      const other = await (await browser.newContext()).newPage();
      await loginAsAdmin(other);
      await setPrefs(other, { lang });
      const streaming = other.waitForResponse(
        (r) =>
          r.url().endsWith('/graphql') &&
          /text\/event-stream/.test(r.request().headers()['accept'] ?? '') &&
          r.status() === 200,
      );
      await other.goto(`/admin/edit/${article.id}`);
      const otherDesk = deskOf(other, lang);
      await expect(otherDesk.getByText(status('LIVE'))).toBeVisible();
      await streaming;
      const reader = await openReader(browser, lang, articlePath(article));
      // The story's own badge (its related stories may carry theirs).
      const badge = reader.locator(`main [${READER_HOOKS.liveBadge}]`);
      await expect(badge).toHaveText(tr('live.badge'));
      await expect(badge).toBeVisible();
      const keyEvents = reader.getByRole('navigation', { name: tr('live.keyEvents') });
      await expect(keyEvents).toBeHidden();

      // --- A post reaches the other desk; marked a key event, the reader's list links to it.
      await post(desk, lang, [first]);
      await expect(deskPost(otherDesk, first)).toBeVisible();
      await expect(readerPost(reader, first)).toBeVisible();
      const time = (await deskPost(desk, first).locator('span').first().textContent()) ?? '';
      await deskPost(desk, first)
        .getByRole('button', { name: tr('live.desk.markKey', { time }) })
        .click();
      const link = keyEvents.getByRole('link', { name: first });
      await expect(link).toBeVisible();
      await link.click();
      await expect(readerPost(reader, first)).toBeInViewport();

      // --- Deleted, the post leaves the other desk and the reader's key events.
      await deletePost(desk, lang, first);
      await expect(deskPost(otherDesk, first)).toHaveCount(0);
      await expect(readerPost(reader, first)).toHaveCount(0);
      await expect(keyEvents).toBeHidden();

      // --- Paused, then ended: the reader's badge and notices follow, as does the other desk.
      await desk.getByRole('button', { name: tr('live.desk.pause') }).click();
      await expect(reader.getByText(tr('live.paused'))).toBeVisible();
      await expect(badge).toBeHidden();
      await expect(otherDesk.getByText(status('PAUSED'))).toBeVisible();
      await desk.getByRole('button', { name: tr('live.desk.end') }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: tr('live.desk.end') })
        .click();
      await expect(reader.getByText(tr('live.ended'))).toBeVisible();
      await expect(reader.getByText(tr('live.paused'))).toBeHidden();
      await expect(otherDesk.getByText(status('ENDED'))).toBeVisible();

      await other.context().close();
      await reader.context().close();
    });
  }
}
