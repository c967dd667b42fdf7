// Suggestions under the reader search box (web/src/enhancer/suggestions.ts), an ARIA 1.2
// combobox: what it offers from English and Telugu letters, the keys that move through it, what
// a screen reader is told, and where choosing one goes. On a desktop or a phone (the calling
// spec's project), the interface in English or Telugu.
import type { Locator, Page } from '@playwright/test';
import { homePath } from '@news/contract';
import { createArticle, deleteArticles, newApiContext, unique } from './data.js';
import { expect, setPrefs, test } from './fixtures.js';
import { t, type Lang } from './ui.js';

/** Consonants with a vowel sign, to spell a made-up Telugu word from a unique suffix. */
const TELUGU_LETTERS = ['కా', 'మి', 'లు', 'పె', 'సో', 'రా', 'తి', 'వె'];

/** Registers the suggestion tests for a reader page in `lang` in the calling spec file. */
export function suggestionTests(lang: Lang, tapping: boolean): void {
  // A made-up place only this file's stories hold, so its headline is the only one it finds.
  const place = `Quorvel${unique().replace(/\d/g, '')}`;
  // And a made-up Telugu word ending in ్, which a reader may write with a final ు.
  const teluguWord = `${[...unique()].map((c) => TELUGU_LETTERS[c.charCodeAt(0) % TELUGU_LETTERS.length]).join('')}ర్`;
  const ids: string[] = [];
  let headline = '';

  test.beforeAll(async () => {
    const request = await newApiContext();
    headline = `${place} lake fills after the rains`;
    ids.push((await createArticle(request, { title: headline, summary: `Water in ${place}.` })).id);
    const telugu = { title: `${teluguWord} చెరువు నిండింది`, language: 'TE' as const };
    ids.push((await createArticle(request, telugu)).id);
    await request.dispose();
  });
  test.afterAll(async () => {
    const request = await newApiContext();
    await deleteArticles(request, ids);
    await request.dispose();
  });

  test.beforeEach(async ({ page }) => {
    await setPrefs(page, { lang });
    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  });

  /** The search box once the page's script has made it a combobox. */
  const box = (page: Page) =>
    page.getByRole('combobox', { name: t(lang, 'home.searchLabel'), exact: true });
  const list = (page: Page) => page.locator('#search-suggestions');
  const option = (page: Page, name: string) =>
    list(page).getByRole('option', { name, exact: true });
  const choose = (target: Locator) => (tapping ? target.tap() : target.click());

  /** The option the box points at for a screen reader (aria-activedescendant). */
  async function activeText(page: Page): Promise<string | null> {
    const id = await box(page).getAttribute('aria-activedescendant');
    return id === null ? null : page.locator(`[id="${id}"]`).textContent();
  }

  /** Presses ArrowDown until `name` is the active option (at most once round the list). */
  async function arrowTo(page: Page, name: string) {
    // Counted in the page, not by role: a closed list's options are hidden from the role query.
    const count = await list(page).locator('[role=option]').count();
    for (let i = 0; i <= count && (await activeText(page)) !== name; i++) {
      await page.keyboard.press('ArrowDown');
    }
    expect(await activeText(page)).toBe(name);
    await expect(option(page, name)).toHaveAttribute('aria-selected', 'true');
  }

  test(`"hyd" offers Hyderabad and హైదరాబాద్; the keys move, Escape closes, Enter searches (${lang})`, async ({
    page,
  }) => {
    const combobox = box(page);
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox).toHaveAttribute('aria-controls', 'search-suggestions');
    await combobox.click();
    await page.keyboard.type('hyd');
    await expect(option(page, 'Hyderabad')).toBeVisible();
    await expect(option(page, 'హైదరాబాద్')).toBeVisible();
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await expect(list(page)).toHaveAttribute('role', 'listbox');
    // The polite live region says how many there are, in the page's language.
    const count = await list(page).getByRole('option').count();
    const status = page.locator('#search-suggestions-status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveText(
      t(lang, count === 1 ? 'home.suggestionsOne' : 'home.suggestionsCount').replace(
        '{n}',
        String(count),
      ),
    );
    // Nothing is active until an arrow moves into the list; Escape closes it and stays put.
    await expect(combobox).not.toHaveAttribute('aria-activedescendant');
    await page.keyboard.press('ArrowDown');
    expect(await activeText(page)).not.toBeNull();
    await page.keyboard.press('Escape');
    await expect(list(page)).toBeHidden();
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox).not.toHaveAttribute('aria-activedescendant');
    await expect(combobox).toHaveValue('hyd');
    // ArrowDown opens it again; Enter on a name searches the name.
    await arrowTo(page, 'హైదరాబాద్');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home\?/);
    expect(new URL(page.url()).searchParams.get('search')).toBe('హైదరాబాద్');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t(lang, 'home.resultsFor', { search: 'హైదరాబాద్' }),
    );
  });

  test(`Telugu letters offer Telugu names; ArrowUp wraps to the last (${lang})`, async ({
    page,
  }) => {
    await box(page).click();
    await page.keyboard.type('హైద');
    await expect(option(page, 'హైదరాబాద్')).toBeVisible();
    await expect(option(page, 'హైదరాబాద్')).toHaveAttribute('lang', 'te');
    const options = list(page).getByRole('option');
    const last = await options.last().textContent();
    await page.keyboard.press('ArrowUp');
    expect(await activeText(page)).toBe(last);
  });

  test(`choosing a headline opens its story, by key and by ${tapping ? 'tap' : 'click'} (${lang})`, async ({
    page,
  }) => {
    const typed = place.slice(0, 6).toLowerCase();
    await box(page).click();
    await page.keyboard.type(typed);
    await expect(option(page, place)).toBeVisible();
    await arrowTo(page, headline);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/news/${ids[0]}(/|$)`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);

    await page.goto('/home');
    await box(page).click();
    await page.keyboard.type(typed);
    await choose(option(page, place));
    await expect(page).toHaveURL(/\/home\?/);
    expect(new URL(page.url()).searchParams.get('search')).toBe(place);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
  });

  test(`"Did you mean" searches the likely word in one ${tapping ? 'tap' : 'click'} (${lang})`, async ({
    page,
  }) => {
    // A letter left out of an English name; a Telugu word with a final ు for its ్.
    const typos: [string, string][] = [
      [place.slice(0, 4) + place.slice(5), place],
      [`${teluguWord.slice(0, -1)}ు`, teluguWord],
    ];
    for (const [typo, meant] of typos) {
      await page.goto(homePath({ search: typo.toLowerCase() }));
      const link = page.getByRole('main').getByRole('link', { name: meant, exact: true });
      await expect(link.locator('xpath=..')).toHaveText(
        t(lang, 'home.didYouMean', { search: meant }).replace(/<\/?0>/g, ''),
      );
      await choose(link);
      await expect(page).toHaveURL(/\/home\?/);
      expect(new URL(page.url()).searchParams.get('search')).toBe(meant);
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
      await expect(
        page.getByRole('main').getByRole('link', { name: meant, exact: true }),
      ).toHaveCount(0);
    }
  });
}
