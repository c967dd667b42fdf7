// How reader pages look wherever a reader lands, on a phone and on a desktop, in both languages:
// story cards laid out alike on every page that lists them (an author's page as the home page's
// lists), Telugu text in one face with its digits, and an address that is not valid answered as a
// page of the site.
import type { Locator, Page } from '@playwright/test';
import { Category } from '@news/contract';
import { expect, test } from '../support/fixtures.js';
import { listArticles, type ApiArticle } from '../support/data.js';
import { ACCOUNTS } from '../support/stack.js';
import { t } from '../support/ui.js';

const DEVICES = {
  desktop: { viewport: { width: 1280, height: 800 }, hasTouch: false },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true },
} as const;

/** What a card's look is made of, part by part: the styles a reader sees, not the text in it. */
function cardLook(card: Locator) {
  return card.evaluate((el) => {
    const style = (selector: string, properties: string[]) => {
      const part = selector ? el.querySelector(selector) : el;
      if (!part) return `no ${selector}`;
      const computed = getComputedStyle(part);
      return properties.map((p) => `${p}=${computed.getPropertyValue(p)}`).join(' ');
    };
    const hidden = el.querySelector('a.more .sr-only')?.getBoundingClientRect();
    return {
      card: style('', ['display', 'flex-direction', 'border-top-width', 'border-radius']),
      meta: style('.meta', ['display', 'justify-content', 'column-gap', 'font-size']),
      category: style('.meta .category', ['font-weight', 'color']),
      headline: style('.headline', [
        'font-family',
        'font-weight',
        'font-size',
        '-webkit-line-clamp',
      ]),
      summary: style('.summary', ['color', '-webkit-line-clamp']),
      more: style('a.more', ['font-weight', 'color']),
      // "Read More: <title>" reads whole to a screen reader; the eye sees "Read More".
      hiddenTitle: hidden ? `${hidden.width}x${hidden.height}` : 'none',
    };
  });
}

/** The fonts Chromium drew a node's own text with (CDP), by family, with their glyph counts. */
async function fontsOf(page: Page, selector: string): Promise<Record<string, number>> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  const families: Record<string, number> = {};
  for (const font of fonts)
    families[font.familyName] = (families[font.familyName] ?? 0) + font.glyphCount;
  return families;
}

let withDigits: ApiArticle;
let english: ApiArticle;

test.beforeAll(async ({ request }) => {
  const telugu = await listArticles(request, { language: 'TE', pageSize: 50 });
  withDigits = telugu.items.find((a) => /[0-9]/.test(a.title) && /[\u0C00-\u0C7F]/.test(a.title))!;
  expect(withDigits, 'a seeded Telugu headline with digits').toBeDefined();
  english = (await listArticles(request, { language: 'EN', pageSize: 1 })).items[0]!;
});

for (const [device, use] of Object.entries(DEVICES)) {
  test.describe(`on a ${device}`, () => {
    test.use(use);

    for (const lang of ['en', 'te'] as const) {
      test(`an author's stories are cards as the home page's lists show them (${lang})`, async ({
        page,
        setPrefs,
      }) => {
        await setPrefs(page, { lang });
        // Stories in the interface's language on both pages (the category's list is its edition).
        const inLang = page
          .getByRole('main')
          .getByRole('article')
          .filter({ has: page.locator(`.headline[lang=${lang}]`) })
          .first();
        await page.goto('/home?category=Politics');
        const home = await cardLook(inLang);
        await page.goto(`/author/${ACCOUNTS.reporter.username}`);
        const card = inLang;
        await expect(card).toBeVisible();
        const author = await cardLook(card);
        expect(author).toEqual(home);
        // A laid-out card: the meta line's parts apart, the hidden title hidden.
        expect(author.meta).toContain('display=flex');
        expect(author.hiddenTitle).toBe('1x1');
        // Its edition, category and time are each their own words, not run together.
        const meta = card.locator('.meta');
        const boxes = await meta
          .locator(':scope > *')
          .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()));
        expect(boxes.length).toBe(3);
        for (let i = 1; i < boxes.length; i++) {
          expect(boxes[i]!.left, `part ${i} of the meta line`).toBeGreaterThan(boxes[i - 1]!.right);
        }
      });

      test(`a Telugu headline's digits are in the face of its letters (${lang})`, async ({
        page,
        setPrefs,
      }) => {
        await setPrefs(page, { lang });
        await page.goto(`/news/${withDigits.id}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(withDigits.title);
        const fonts = await fontsOf(page, 'h1');
        // One family draws it all: Noto Sans Telugu, its Telugu letters and its digits.
        expect(Object.keys(fonts), JSON.stringify(fonts)).toEqual(['Noto Sans Telugu']);
        // The same in the story's card, in its section's list.
        await page.goto(`/home?edition=te&category=${Category[withDigits.category]}`);
        const headline = page
          .getByRole('main')
          .locator('article .headline a', { hasText: withDigits.title });
        await headline.evaluate((el) => el.setAttribute('data-probe', ''));
        expect(Object.keys(await fontsOf(page, '[data-probe]'))).toEqual(['Noto Sans Telugu']);
        // English headlines keep their serif.
        await page.goto(`/news/${english.id}`);
        const englishFonts = Object.keys(await fontsOf(page, 'h1'));
        expect(
          englishFonts.some((f) => /Noto Sans Telugu/.test(f)),
          englishFonts.join(),
        ).toBe(false);
      });

      test(`an address that is not valid is a page of the site, in the reader's language (${lang})`, async ({
        page,
        setPrefs,
        snap,
      }) => {
        await setPrefs(page, { lang });
        const res = await page.goto('/news/%E0%A4%A');
        expect(res!.status()).toBe(400);
        expect(res!.headers()['content-type']).toBe('text/html; charset=utf-8');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          t(lang, 'badAddress.title'),
        );
        await expect(page.getByRole('main')).toContainText(t(lang, 'badAddress.text'));
        await expect(
          page.getByRole('banner').getByRole('link', { name: t(lang, 'app.brand') }),
        ).toBeVisible();
        await expect(page.getByRole('contentinfo')).toContainText(t(lang, 'footer.rights'));
        await snap(page, `bad-address-${device}-${lang}`);
        await page
          .getByRole('main')
          .getByRole('link', { name: t(lang, 'article.back') })
          .click();
        await expect(page).toHaveURL('/home');
      });
    }
  });
}

test('a client asking for JSON at an address that is not valid keeps the JSON', async ({
  request,
}) => {
  const res = await request.get('/news/%E0%A4%A', { headers: { accept: 'application/json' } });
  expect(res.status()).toBe(400);
  expect(await res.json()).toEqual({
    errors: [{ message: 'The address is not valid.', extensions: { code: 'BAD_REQUEST' } }],
  });
});
