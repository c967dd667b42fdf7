// Drafts that are never lost, in the browser: a reporter types a draft with only a headline and
// text, the form saves it by itself (waited for as its "Saved" line, never as time), a reload
// finds it at its own address, and submitting it says what it still needs, in English and Telugu.
import type { APIRequestContext } from '@playwright/test';
import { expect, gqlData, test } from './fixtures.js';
import { deleteArticles, newApiContext, setPassword, unique } from './data.js';
import { ACCOUNTS } from './stack.js';
import { button, field, loginInUi, main, savedLine, storyText, t } from './ui.js';

/** Registers the drafts scenario in the calling spec file (desktop and phone alike). */
export function draftTests(): void {
  let api: APIRequestContext;
  let password: string;
  const created: string[] = [];

  test.beforeAll(async () => {
    api = await newApiContext();
    password = `Drafts-${unique()}-pw`;
    await setPassword(api, ACCOUNTS.reporter.username, password);
  });

  test.afterAll(async () => {
    await deleteArticles(api, created);
    await api.dispose();
  });

  for (const lang of ['en', 'te'] as const) {
    test(`a draft with only a title and text saves itself and survives a reload (${lang})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await loginInUi(page, ACCOUNTS.reporter.email, password);
      // The interface in the writer's language, as the language menu keeps it.
      await page.evaluate((l) => {
        localStorage.setItem('lang', l);
        document.cookie = `lang=${l}; path=/`;
      }, lang);
      await page.goto('/admin/add');
      await expect(
        page.getByRole('heading', { level: 1, name: t(lang, 'articleForm.addTitle') }),
      ).toBeVisible();
      // Digits only in the Telugu one: English letters typed there become Telugu ones.
      const title = lang === 'te' ? `ఖమ్మంలో వరదలు ${Date.now()}` : `Floods in Khammam ${unique()}`;
      const text =
        lang === 'te' ? 'రాత్రికి రాత్రే నదులు పొంగాయి.' : 'Rivers rose overnight after three days of rain.';
      const titleField = field(page, t(lang, 'articleForm.title'));
      await titleField.click();
      await page.keyboard.type(title);
      // Nothing but a title: a draft may be saved; submitting it may not.
      await expect(button(page, t(lang, 'articleForm.saveDraft'))).toBeEnabled();
      await expect(button(page, t(lang, 'articleForm.submitForReview'))).toBeDisabled();
      const contentField = field(page, t(lang, 'articleForm.content'));
      await contentField.click();
      await page.keyboard.type(text);

      // The form saves it by itself once typing pauses, and the address becomes the draft's own.
      await expect(savedLine(page, lang)).toBeVisible({ timeout: 30_000 });
      await expect(page).toHaveURL(/\/admin\/edit\/\d+$/);
      const id = new URL(page.url()).pathname.split('/').pop()!;
      created.push(id);
      // Still typing where it was: focus and cursor stayed through the change of address.
      await page.keyboard.type(lang === 'te' ? ' ఇళ్లు మునిగాయి.' : ' Homes were flooded.');
      const whole = `${text}${lang === 'te' ? ' ఇళ్లు మునిగాయి.' : ' Homes were flooded.'}`;
      await expect.poll(() => storyText(contentField)).toBe(whole);
      await expect(contentField).toBeFocused();
      // That change is saved by itself too: the api has it.
      await expect
        .poll(
          async () =>
            (
              await gqlData<{ article: { content: string } }>(
                api,
                'query ($id: ID!) { article(id: $id) { content } }',
                { id },
              )
            ).article.content,
          { timeout: 30_000 },
        )
        .toBe(whole);

      await page.reload();
      await expect(field(page, t(lang, 'articleForm.title'))).toHaveValue(title);
      await expect.poll(() => storyText(field(page, t(lang, 'articleForm.content')))).toBe(whole);
      const status = await gqlData<{ article: { status: string; category: string | null } }>(
        api,
        'query ($id: ID!) { article(id: $id) { status category } }',
        { id },
      );
      expect(status.article).toEqual({ status: 'DRAFT', category: null });

      // Submitting says what is missing, and the button waits for it.
      const submit = button(page, t(lang, 'articleForm.submitForReview'));
      await expect(submit).toBeDisabled();
      const needs = t(lang, 'articleForm.needsFor', {
        actions: t(lang, 'articleForm.needsAction.review'),
        fields: [
          t(lang, 'articleForm.needsField.category'),
          t(lang, 'articleForm.needsField.mediaUrl'),
          t(lang, 'articleForm.needsField.summary'),
        ].join(', '),
      });
      await expect(main(page).getByText(needs, { exact: true })).toBeVisible();
      await expect(submit).toHaveAccessibleDescription(needs);

      // Saving by hand keeps the writer in the editor, and Back to list goes to the list.
      await button(page, t(lang, 'articleForm.save')).click();
      await expect(
        page.getByRole('status').filter({ hasText: t(lang, 'articleForm.updated') }),
      ).toBeVisible();
      await expect(page).toHaveURL(`/admin/edit/${id}`);
      await main(page)
        .getByRole('link', { name: t(lang, 'articleForm.backToList') })
        .click();
      await expect(page).toHaveURL('/admin');
    });
  }
}
