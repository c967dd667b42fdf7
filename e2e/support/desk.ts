// The newsroom's desk, the whole story in one run: a reporter writes a rich story (a subheading,
// a link, a quote, a photo inside it), closes the tab mid-sentence and finds it all kept in the
// browser; submits it, withdraws it, submits it again; an editor sends it back with a note; the
// reporter fixes the headline; the editor previews it and publishes it; a reader gets the rich
// story under its author's name (in Telugu on a Telugu story) with a way to the author's page;
// the history shows every step and brings back the first headline. The interface and the story
// in one language, on a desktop or a phone (the calling spec's project).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, setPrefs, test } from './fixtures.js';
import {
  createUser,
  deleteArticles,
  deleteUser,
  newApiContext,
  SEED_IMAGE,
  unique,
  type AuthorDetails,
  type NewUser,
} from './data.js';
import { RICH_WORDS, story, writeRichStory } from './richArticles.js';
import {
  button,
  field,
  loginInUi,
  main,
  personPage,
  savedLine,
  select,
  t,
  toast,
  type Lang,
} from './ui.js';

/** What the story's people write besides RICH_WORDS, in each language. */
const DESK_WORDS = {
  en: {
    typing: 'By evening the water was still ris',
    note: 'Name the district in the headline.',
    fixed: 'Khammam district floods: four hundred families moved to safety',
    summary: 'Floods in Khammam: four hundred families moved to safety.',
  },
  te: {
    typing: 'సాయంత్రానికి కూడా నీటి మట్టం పెరుగుతూనే',
    note: 'శీర్షికలో జిల్లా పేరు చేర్చండి.',
    fixed: 'ఖమ్మం జిల్లాలో వరదలు: నాలుగు వందల కుటుంబాల తరలింపు',
    summary: 'ఖమ్మంలో వరదలు: నాలుగు వందల కుటుంబాలను సురక్షిత ప్రాంతాలకు తరలించారు.',
  },
} as const;

/** The reporter's names: the byline of a Telugu story is the Telugu one. */
const REPORTER: AuthorDetails = {
  teluguName: 'లక్ష్మీ ప్రసన్న',
  bio: 'Covers Khammam and the Godavari.',
};

type Account = NewUser & AuthorDetails & { id: string };

/** A translation with `{{name}}` in it as a pattern that matches whatever fills it in. */
function pattern(lang: Lang, key: string, name: string): RegExp {
  const [before, after] = t(lang, key).split(`{{${name}}}`) as [string, string];
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(before)}.+${escape(after)}$`);
}

/** Sets the interface language of a logged-in staff page, as the language menu keeps it. */
async function speak(page: Page, lang: Lang): Promise<void> {
  await setPrefs(page, { lang });
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Registers the desk scenario for an interface and a story in `lang` in the calling spec file. */
export function deskTests(lang: Lang): void {
  let api: APIRequestContext;
  let reporter: Account;
  let editor: Account;
  const created: string[] = [];

  test.beforeAll(async () => {
    api = await newApiContext();
    reporter = await createUser(api, 'REPORTER', REPORTER);
    editor = await createUser(api, 'EDITOR');
  });

  test.afterAll(async () => {
    await deleteArticles(api, created);
    await deleteUser(api, reporter.id);
    await deleteUser(api, editor.id);
    await api.dispose();
  });

  test(`a rich story goes from a closed tab through review to readers, and back in history (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const words = RICH_WORDS[lang];
    const desk = DESK_WORDS[lang];
    const title = `${words.title} ${unique()}`;
    const fixed = `${desk.fixed} ${unique()}`;
    const href = 'https://example.org/khammam-floods';
    const tr = (key: string, values?: Record<string, string | number>) => t(lang, key, values);

    // --- The reporter writes the rich story; the form saves the draft by itself.
    await loginInUi(page, reporter.email, reporter.password);
    await speak(page, lang);
    await page.goto('/admin/add');
    await writeRichStory(page, lang, { title, href });
    await select(page, tr('articleForm.category')).selectOption('ENVIRONMENT');
    await field(page, tr('articleForm.mediaUrl')).fill(SEED_IMAGE);
    await field(page, tr('articleForm.summary')).fill(desk.summary);
    await expect(savedLine(page, lang)).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/admin\/edit\/\d+$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    created.push(id);

    // --- Below the photo a new sentence begins, and the tab closes before it is saved.
    const editorBox = story(page, lang);
    // A tap on the empty line the editor keeps below the photo: a tap on the photo would
    // select it, and what is typed then takes its place.
    await editorBox.locator(':scope > p').last().click();
    await page.keyboard.type(desk.typing);
    await expect(editorBox).toContainText(desk.typing);
    await expect(editorBox.locator('figure img')).toHaveCount(1);
    const reporterContext = page.context();
    await page.close();

    // --- Opened again, the form offers back what was kept, and it is all there.
    const again = await reporterContext.newPage();
    await again.goto('/admin');
    // Its row of the list's table on a desktop, its card on a phone.
    await main(again)
      .getByRole('link', { name: tr('admin.editItem', { title }) })
      .click();
    await expect(again).toHaveURL(`/admin/edit/${id}`);
    await expect(
      main(again).getByText(pattern(lang, 'articleForm.unsavedKept', 'time')),
    ).toBeVisible();
    await button(again, tr('articleForm.unsavedRestore')).click();
    const restored = story(again, lang);
    await expect(restored).toContainText(desk.typing);
    await expect(restored.locator('h2')).toHaveText(words.subheading);
    await expect(restored.locator(`a[href="${href}"]`)).toHaveText(href);
    await expect(restored.locator('blockquote')).toHaveText(words.quote);
    await expect(restored.locator('blockquote')).toHaveAttribute('data-attribution', words.by);
    await expect(restored.locator('figure img')).toHaveAttribute('alt', words.alt);
    await expect(savedLine(again, lang)).toBeVisible({ timeout: 30_000 });

    // --- Submitted, withdrawn, submitted again.
    await button(again, tr('articleForm.submitForReview')).click();
    await expect(again).toHaveURL('/admin');
    await expect(toast(again, tr('articleForm.submitted'))).toBeVisible();
    await again.goto(`/admin/edit/${id}`);
    await expect(main(again).getByText(tr('articleForm.inReview'))).toBeVisible();
    await button(again, tr('articleForm.withdraw')).click();
    await expect(toast(again, tr('articleForm.withdrawn'))).toBeVisible();
    await expect(field(again, tr('articleForm.title'))).toBeEnabled();
    await button(again, tr('articleForm.submitForReview')).click();
    await expect(again).toHaveURL('/admin');

    // --- The editor sends it back with a note.
    const desk2 = await personPage(browser, editor);
    await speak(desk2, lang);
    await desk2.goto(`/admin/edit/${id}`);
    await expect(field(desk2, tr('articleForm.title'))).toHaveValue(title);
    await button(desk2, tr('review.sendBack')).click();
    const dialog = desk2.getByRole('dialog', { name: tr('review.sendBackTitle') });
    await dialog.getByRole('textbox').fill(desk.note);
    await dialog.getByRole('button', { name: tr('review.sendBackConfirm'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(
      main(desk2)
        .getByRole('list', { name: tr('review.notesTitle') })
        .getByRole('listitem'),
    ).toContainText([desk.note]);

    // --- The reporter reads the note, fixes the headline and submits it again.
    await again.goto(`/admin/edit/${id}`);
    await expect(
      main(again).getByText(tr('review.sentBackBy', { name: editor.fullName })),
    ).toBeVisible();
    await expect(main(again).getByText(desk.note).first()).toBeVisible();
    // Saved by hand: a version of its own in the history, apart from the ones saved by themselves.
    await field(again, tr('articleForm.title')).fill(fixed);
    await button(again, tr('articleForm.save')).click();
    await expect(toast(again, tr('articleForm.updated'))).toBeVisible();
    await button(again, tr('articleForm.submitForReview')).click();
    await expect(again).toHaveURL('/admin');

    // --- The editor previews it as readers will see it, and publishes it.
    await desk2.goto(`/admin/edit/${id}`);
    await expect(field(desk2, tr('articleForm.title'))).toHaveValue(fixed);
    const [preview] = await Promise.all([
      desk2.context().waitForEvent('page'),
      main(desk2)
        .getByRole('link', { name: tr('articleForm.preview') })
        .click(),
    ]);
    await expect(preview.getByRole('heading', { level: 1, name: fixed })).toBeVisible();
    await expect(preview.getByRole('heading', { level: 2, name: words.subheading })).toBeVisible();
    await expect(preview.getByText(desk.typing)).toBeVisible();
    await preview.close();
    await button(desk2, tr('articleForm.publish')).click();
    await expect(toast(desk2, tr('articleForm.published'))).toBeVisible();

    // --- A reader gets the rich story, under the author's name in the story's language.
    const reader = await personPage(browser);
    await setPrefs(reader, { lang });
    await reader.goto(`/news/${id}`);
    const read = main(reader);
    await expect(read.getByRole('heading', { level: 1 })).toHaveText(fixed);
    await expect(read.getByRole('heading', { level: 2, name: words.subheading })).toBeVisible();
    await expect(read.locator('blockquote')).toHaveText(words.quote);
    await expect(read.getByText(desk.typing)).toBeVisible();
    const photo = read.getByRole('img', { name: words.alt });
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
    // Responsive: the browser picks among the photo's widths for the width it is drawn at.
    await expect(photo).toHaveAttribute('srcset', /-480\.jpg 480w, .+-960\.jpg 960w/);
    await expect(photo).toHaveAttribute('sizes', /.+/);
    const byName = lang === 'te' ? REPORTER.teluguName! : reporter.fullName;
    const byline = read.getByRole('link', { name: byName, exact: true });
    await expect(byline).toHaveAttribute('href', `/author/${reporter.username}`);
    // The story's link is a link that works.
    await reader.route(href, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Notice</title><h1>Notice</h1>' }),
    );
    await read.getByRole('link', { name: href }).click();
    await expect(reader).toHaveURL(href);
    await reader.goBack();
    await byline.click();
    await expect(reader).toHaveURL(`/author/${reporter.username}`);
    await expect(main(reader).getByRole('heading', { level: 1 })).toHaveText(byName);
    await expect(
      main(reader)
        .getByRole('region', { name: tr('author.stories') })
        .getByRole('heading', { name: fixed }),
    ).toBeVisible();
    await reader.context().close();

    // --- The history shows every step, and brings back the first headline.
    await desk2.goto(`/admin/edit/${id}`);
    await main(desk2)
      .getByRole('link', { name: tr('history.link'), exact: true })
      .click();
    await expect(desk2).toHaveURL(`/admin/history/${id}`);
    const moves = main(desk2).getByRole('region', { name: tr('history.trail') });
    // Newest first, each with who made it.
    const steps = [
      ['PUBLISH', editor],
      ['SUBMIT', reporter],
      ['SEND_BACK', editor],
      ['SUBMIT', reporter],
      ['WITHDRAW', reporter],
      ['SUBMIT', reporter],
    ] as const;
    await expect(moves.getByRole('listitem')).toHaveCount(steps.length);
    for (const [i, [move, who]] of steps.entries()) {
      const step = moves.getByRole('listitem').nth(i);
      await expect(step.getByText(tr(`history.move.${move}`), { exact: true })).toBeVisible();
      await expect(step).toContainText(who.fullName);
    }
    const versions = main(desk2).getByRole('region', { name: tr('history.versions') });
    // The reporter's fix is the one version that changed the headline; the one before it has the
    // first headline and the whole story.
    const changedTitle = tr('history.changed', { fields: tr('history.fields.title') });
    const items = versions.getByRole('listitem');
    await expect(items.filter({ hasText: changedTitle })).toHaveCount(1);
    const texts = await items.allInnerTexts();
    const before = items.nth(texts.findIndex((text) => text.includes(changedTitle)) + 1);
    await before.getByRole('button', { name: pattern(lang, 'history.restore', 'number') }).click();
    await desk2
      .getByRole('alertdialog')
      .getByRole('button', { name: tr('history.restoreButton') })
      .click();
    await expect(toast(desk2, pattern(lang, 'history.restored', 'number'))).toBeVisible();
    await expect(main(desk2).getByText(title, { exact: true })).toBeVisible();
    await main(desk2)
      .getByRole('link', { name: tr('history.back') })
      .click();
    await expect(field(desk2, tr('articleForm.title'))).toHaveValue(title);
    await desk2.context().close();
  });
}
