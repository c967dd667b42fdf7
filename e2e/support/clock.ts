// Dates and times as readers and staff read them, registered by the desktop and the phone spec
// files alike (tests/clock.spec.ts, tests/clock.phone.spec.ts): one style per context in both
// languages, previews marked as such, and the staff screens on the newsroom's clock in a browser
// whose own clock is elsewhere.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, loginAsAdmin, setPrefs, test } from './fixtures.js';
import {
  articlePath,
  createArticle,
  deleteArticles,
  getArticle,
  newApiContext,
  SEED_IMAGE,
  todayIso,
  unique,
  type ApiArticle,
} from './data.js';
import { ACCOUNTS } from './stack.js';
import { field, fillStory, main, savedLine, select, t, toast, type Lang } from './ui.js';

/** The newsroom zone's name in each language (Asia/Kolkata, the test stack's). */
export const ZONE_NAME: Record<Lang, string> = { en: 'IST', te: 'భారతదేశ ప్రామాణిక సమయం' };

/** The months of the year as each language writes them on a card or a list. */
const LIST_MONTHS: Record<Lang, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  te: [
    'జనవరి',
    'ఫిబ్రవరి',
    'మార్చి',
    'ఏప్రిల్',
    'మే',
    'జూన్',
    'జులై',
    'ఆగస్టు',
    'సెప్టెంబర్',
    'అక్టోబర్',
    'నవంబర్',
    'డిసెంబర్',
  ],
};

/** A day as a card or a staff list writes it: "15 Jan 2025", "15 జనవరి, 2025". */
export function listDate(lang: Lang, day: number, month: number, year: number): string {
  const name = LIST_MONTHS[lang][month - 1]!;
  return lang === 'en' ? `${day} ${name} ${year}` : `${day} ${name}, ${year}`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Latin letters, which a Telugu page's dates and times must not hold ("PM", "IST"). */
const LATIN = /[A-Za-z]/;

/** The newsroom's wall clock at `ms` as its hour and minute read on a 12-hour dial: "3:49". */
function dialOf(ms: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Kolkata',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.hour}:${parts.minute}`;
}

/** The time of day a staff screen writes, in either language, with the zone's name. */
function timePattern(lang: Lang): string {
  return lang === 'en'
    ? `\\d{1,2}:\\d{2} [ap]m ${ZONE_NAME.en}`
    : `(ఉదయం|మధ్యాహ్నం|సాయంత్రం|రాత్రి) \\d{1,2}:\\d{2} ${ZONE_NAME.te}`;
}

/** Signs in as the admin, then speaks `lang`. */
async function staffIn(page: Page, lang: Lang): Promise<void> {
  await loginAsAdmin(page);
  await setPrefs(page, { lang });
}

/** One style per context: a card's and a list's date alike, and the article's long one. */
export function datesTests(lang: Lang): void {
  const year = new Date().getFullYear() - 1;
  const word = `kalam${unique()}`;
  let api: APIRequestContext;
  let story: ApiArticle;

  test.beforeAll(async () => {
    api = await newApiContext();
    // Back-dated: over a week old, so its card shows its date; published at noon that day.
    story = await createArticle(api, {
      title: lang === 'en' ? `Tank bund walkway reopens ${word}` : `ట్యాంక్ బండ్ నడక దారి ${word}`,
      content:
        lang === 'en'
          ? 'The walkway reopened after repairs.'
          : 'మరమ్మతుల తర్వాత నడక దారి తిరిగి తెరుచుకుంది.',
      language: lang === 'en' ? 'EN' : 'TE',
      date: `${year}-01-15`,
    });
  });
  test.afterAll(async () => {
    await deleteArticles(api, [story.id]);
    await api.dispose();
  });

  test(`a card, the staff list and the article write the day one way each (${lang})`, async ({
    page,
  }) => {
    expect(story.publishedAt).toBe(`${year}-01-15T06:30:00.000Z`);
    const day = listDate(lang, 15, 1, year);
    await staffIn(page, lang);

    // A reader's card: its date, past a week.
    await page.goto(`/home?search=${word}&edition=all`);
    const card = main(page).getByRole('article').filter({ hasText: word });
    await expect(card.locator('time')).toHaveText(day);

    // The article: its long date and the time, in the newsroom's clock, named.
    await page.goto(articlePath(story));
    const published = main(page).locator('time').first();
    await expect(published).toHaveText(
      lang === 'en'
        ? `Published 15 January ${year}, 12:00 pm IST`
        : `ప్రచురించినది 15 జనవరి, ${year} మధ్యాహ్నం 12:00 ${ZONE_NAME.te}`,
    );

    // The staff list: the same day as the card, by the same formatter.
    await page.goto(`/admin?search=${word}`);
    await expect(
      main(page)
        .locator('time')
        .filter({ hasText: String(year) }),
    ).toHaveText(day);
  });
}

/** A draft's preview says it is one, with no published date and nothing to share. */
export function previewTests(lang: Lang): void {
  let api: APIRequestContext;
  const made: string[] = [];

  test.beforeAll(async () => {
    api = await newApiContext();
  });
  test.afterAll(async () => {
    await deleteArticles(api, made);
    await api.dispose();
  });

  test(`a draft's preview says it is not published, with no date and no sharing (${lang})`, async ({
    page,
  }) => {
    const draft = await createArticle(api, {
      title: `${lang === 'en' ? 'Draft on the new bus depot' : 'కొత్త బస్ డిపోపై చిత్తుప్రతి'} ${unique()}`,
      language: lang === 'en' ? 'EN' : 'TE',
      status: 'DRAFT',
    });
    const live = await createArticle(api, {
      title: `${lang === 'en' ? 'Bus depot opens' : 'బస్ డిపో ప్రారంభం'} ${unique()}`,
      language: lang === 'en' ? 'EN' : 'TE',
    });
    made.push(draft.id, live.id);
    await staffIn(page, lang);
    const published = new RegExp(`^${escape(t(lang, 'article.published', { time: '' }))}`);
    const shares = main(page).locator('a[href^="https://wa.me/"]');

    await page.goto(`/graphql/preview/${draft.id}`);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(draft.title);
    await expect(main(page).getByRole('status')).toHaveText(t(lang, 'article.notPublished'));
    await expect(main(page).getByText(published)).toHaveCount(0);
    await expect(shares).toHaveCount(0);

    // A published story's preview is the page readers get, with its date and its sharing.
    await page.goto(`/graphql/preview/${live.id}`);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(live.title);
    await expect(main(page).getByText(published).first()).toBeVisible();
    await expect(shares).toHaveCount(2);
    await expect(main(page).getByText(t(lang, 'article.notPublished'))).toHaveCount(0);
  });
}

/**
 * Every staff time on the newsroom's clock, named, though the browser's is New York's: the
 * caller's file sets `timezoneId`.
 */
export function staffClockTests(lang: Lang): void {
  let api: APIRequestContext;
  const made: string[] = [];
  const tr = (key: string, values?: Record<string, string | number>) => t(lang, key, values);
  const zone = ZONE_NAME[lang];

  test.beforeAll(async () => {
    api = await newApiContext();
  });
  test.afterAll(async () => {
    await deleteArticles(api, made);
    await api.dispose();
  });

  test(`the form, its notes, its kept copy and its history keep the newsroom's clock (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'America/New_York',
    );
    await staffIn(page, lang);
    await page.goto('/admin/add');

    // The day is the newsroom's today, and Publish at says whose clock it reads.
    await expect(main(page).locator('input[type="date"]')).toHaveValue(todayIso());
    const publishAt = main(page).getByLabel(tr('articleForm.publishAt', { zone }), { exact: true });
    await expect(publishAt).toBeVisible();

    // The form saves the draft by itself, and says when on the newsroom's clock.
    const title = `${lang === 'en' ? 'Night buses for the old city' : 'పాతబస్తీకి రాత్రి బస్సులు'} ${unique()}`;
    const before = Date.now();
    await field(page, tr('articleForm.title')).fill(title);
    await fillStory(
      field(page, tr('articleForm.content')),
      lang === 'en' ? 'Six routes run after midnight.' : 'అర్ధరాత్రి తర్వాత ఆరు మార్గాల్లో బస్సులు.',
    );
    const saved = savedLine(page, lang);
    await expect(saved).toBeVisible({ timeout: 30_000 });
    const savedText = await saved.innerText();
    expect(savedText).toMatch(new RegExp(`${timePattern(lang)}$`));
    expect([dialOf(before), dialOf(Date.now())]).toContain(/(\d{1,2}:\d{2})/.exec(savedText)?.[1]);
    if (lang === 'te') expect(savedText).not.toMatch(LATIN);
    await expect(page).toHaveURL(/\/admin\/edit\/\d+$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    made.push(id);

    // Scheduled at 9:30 on the newsroom's clock: stored as that instant, said back so.
    const year = new Date().getFullYear() + 2;
    await field(page, tr('articleForm.summary')).fill(
      lang === 'en' ? 'Six night routes.' : 'ఆరు రాత్రి మార్గాలు.',
    );
    await select(page, tr('articleForm.category')).selectOption('POLITICS');
    await field(page, tr('articleForm.mediaUrl')).fill(SEED_IMAGE);
    await publishAt.fill(`${year}-01-15T09:30`);
    await main(page)
      .getByRole('button', { name: tr('articleForm.schedule'), exact: true })
      .click();
    const when =
      lang === 'en' ? `15 Jan ${year}, 9:30 am IST` : `15 జనవరి, ${year} ఉదయం 9:30 ${ZONE_NAME.te}`;
    await expect(toast(page, tr('articleForm.scheduled', { time: when }))).toBeVisible();
    expect((await getArticle(api, id))?.publishedAt).toBe(`${year}-01-15T04:00:00.000Z`);

    // A note, on the same clock.
    await page.goto(`/admin/edit/${id}`);
    const note = lang === 'en' ? 'Check the route numbers.' : 'మార్గ సంఖ్యలు సరిచూడండి.';
    await main(page)
      .getByRole('textbox', { name: tr('review.noteLabel'), exact: true })
      .fill(note);
    await main(page)
      .getByRole('button', { name: tr('review.addNote'), exact: true })
      .click();
    const notes = main(page).getByRole('list', { name: tr('review.notesTitle') });
    await expect(notes).toContainText(note);
    await expect(
      notes.getByText(new RegExp(`^${ACCOUNTS.admin.fullName}, .*${timePattern(lang)}$`)),
    ).toBeVisible();

    // A change left unsaved (a scheduled story waits for Save) is kept, and says when.
    await field(page, tr('articleForm.title')).fill(`${title} ·`);
    const context = page.context();
    await page.close();
    const again = await context.newPage();
    await again.goto(`/admin/edit/${id}`);
    const [keptBefore, keptAfter] = tr('articleForm.unsavedKept').split('{{time}}') as [
      string,
      string,
    ];
    const kept = main(again).getByText(
      new RegExp(`^${escape(keptBefore)}.*${timePattern(lang)}${escape(keptAfter)}$`),
    );
    await expect(kept).toBeVisible();
    if (lang === 'te') expect(await kept.innerText()).not.toMatch(LATIN);

    // The history: each version's time, named.
    await again.goto(`/admin/history/${id}`);
    const versions = main(again).getByText(
      new RegExp(`^${ACCOUNTS.admin.fullName}, .*${timePattern(lang)}$`),
    );
    await expect(versions.first()).toBeVisible();
    if (lang === 'te') {
      for (const text of await versions.allInnerTexts()) {
        expect(text.replace(ACCOUNTS.admin.fullName, '')).not.toMatch(LATIN);
      }
    }
  });
}
