// The spec's "any other path → /home" under the staff app's prefixes, and the staff screens that
// exist still opening at their addresses.
import { expect, loginAsAdmin, test } from '../support/fixtures.js';
import { createArticle, deleteArticles, newApiContext, unique } from '../support/data.js';
import { main, t } from '../support/ui.js';

const UNKNOWN = ['/admin/nonexistent', '/users/x/y', '/login/x', '/admin/edit/3/more'];

test('an unknown address under /admin, /users or /login goes to /home', async ({ page }) => {
  for (const address of UNKNOWN) {
    const answer = await page.request.get(address, { maxRedirects: 0 });
    expect(answer.status(), address).toBe(302);
    expect(answer.headers().location, address).toBe('/home');
    await page.goto(address);
    await expect(page).toHaveURL('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
    await expect(page.getByText(t('en', 'app.unavailable'))).toHaveCount(0);
  }
});

test('signed in too, and Back returns to the screen before, not the unknown address', async ({
  page,
}) => {
  await loginAsAdmin(page);
  await page.goto('/admin');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(t('en', 'admin.title'));
  await page.goto('/admin/nonexistent');
  await expect(page).toHaveURL('/home');
  await page.goBack();
  await expect(page).toHaveURL('/admin');
});

test('the staff screens that exist still open at their addresses', async ({ page }) => {
  const api = await newApiContext();
  const article = await createArticle(api, { title: `Ward office hours ${unique()}` });
  try {
    await loginAsAdmin(page);
    const screens: [string, string][] = [
      ['/admin', t('en', 'admin.title')],
      ['/admin/add', t('en', 'articleForm.addTitle')],
      [`/admin/edit/${article.id}`, t('en', 'articleForm.editTitle')],
      [`/admin/history/${article.id}`, t('en', 'history.title')],
      ['/admin/audit', t('en', 'history.site')],
      ['/admin/trash', t('en', 'trash.title')],
      ['/users', t('en', 'users.title')],
    ];
    for (const [address, heading] of screens) {
      await page.goto(address);
      await expect(main(page).getByRole('heading', { level: 1 }), address).toHaveText(heading);
      await expect(page, address).toHaveURL(address);
    }
    // The login link page answers a link without its token itself.
    await page.goto('/login/link');
    await expect(page).toHaveURL('/login/link');
    await expect(main(page).getByText(t('en', 'accountLinks.LINK_UNKNOWN'))).toBeVisible();
  } finally {
    await deleteArticles(api, [article.id]);
    await api.dispose();
  }
});
