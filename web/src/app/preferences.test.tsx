import { READER_HOOKS } from '@news/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';
import readerHtml from '../../reader.html?raw';
import te from '../../public/assets/i18n/te.json';
import { chosenLanguage, storedLanguage } from '../shared/preferences';
import { renderScreen } from '../test/render';
import { Header } from './Header';

/**
 * The inline script a page runs before the first paint: the staff app's (index.html) or the
 * reader pages' (reader.html).
 */
function runHeadScript(template: 'staff' | 'reader' = 'staff') {
  const html = template === 'staff' ? indexHtml : readerHtml;
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error(`the ${template} template has no inline script`);
  // The test runs the page's own script text, exactly as the browser would.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  new Function(script)();
}

beforeEach(() => {
  document.documentElement.className = '';
  document.documentElement.lang = '';
  document.documentElement.removeAttribute(READER_HOOKS.session);
  document.cookie = 'lang=; path=/; max-age=0';
  document.cookie = 'theme=; path=/; max-age=0';
});

describe('language', () => {
  it('is English by default, with no choice made', () => {
    expect(storedLanguage()).toBe('en');
    expect(chosenLanguage()).toBeNull();
  });

  it('switches to Telugu from the header, stored under lang and in the cookie the server renders from', async () => {
    renderScreen(<Header />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'te');
    expect(await screen.findByRole('link', { name: te.nav.home })).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('te');
    expect(document.cookie).toContain('lang=te');
    expect(document.documentElement.lang).toBe('te');
    expect(storedLanguage()).toBe('te');
    expect(chosenLanguage()).toBe('te');
  });

  it('switches back to English', async () => {
    localStorage.setItem('lang', 'te');
    renderScreen(<Header />, { language: storedLanguage() });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: te.nav.language }), 'en');
    expect(await screen.findByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('en');
    expect(document.cookie).toContain('lang=en');
  });

  it('ignores a stored value that is not a language', () => {
    localStorage.setItem('lang', 'fr');
    expect(storedLanguage()).toBe('en');
    expect(chosenLanguage()).toBeNull();
  });
});

describe('theme', () => {
  it('toggles the dark class on <html>, stores it under theme, and survives a reload', async () => {
    runHeadScript(); // no stored theme, and jsdom prefers light
    expect(document.documentElement).toHaveClass('light');
    renderScreen(<Header />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).not.toHaveClass('light');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.cookie).toContain('theme=dark');

    // A reload applies the stored theme before any of the app runs: no flash of light.
    document.documentElement.className = '';
    runHeadScript();
    expect(document.documentElement).toHaveClass('dark');

    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('on a reader page, leaves the theme the server rendered it in (from the cookie) as it is', () => {
    localStorage.setItem('theme', 'light');
    document.documentElement.className = 'dark';
    runHeadScript('reader');
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).not.toHaveClass('light');
  });

  it('on a reader page the server rendered without a theme, applies the stored one', () => {
    localStorage.setItem('theme', 'dark');
    runHeadScript('reader');
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });
});

describe('the signed-in header on a reader page, before the first paint', () => {
  const account = (role: string) =>
    JSON.stringify({ id: '1', username: 'someone', fullName: 'Some One', role });

  it('marks an admin, any other staff member, or nobody', () => {
    localStorage.setItem('currentUser', account('admin'));
    runHeadScript('reader');
    expect(document.documentElement).toHaveAttribute(READER_HOOKS.session, 'admin');

    document.documentElement.removeAttribute(READER_HOOKS.session);
    localStorage.setItem('currentUser', account('reporter'));
    runHeadScript('reader');
    expect(document.documentElement).toHaveAttribute(READER_HOOKS.session, 'staff');

    document.documentElement.removeAttribute(READER_HOOKS.session);
    localStorage.removeItem('currentUser');
    runHeadScript('reader');
    expect(document.documentElement).not.toHaveAttribute(READER_HOOKS.session);
  });

  it('marks nobody for a stored value that is not an account', () => {
    localStorage.setItem('currentUser', '{not json');
    runHeadScript('reader');
    expect(document.documentElement).not.toHaveAttribute(READER_HOOKS.session);
    expect(document.documentElement).toHaveClass('light');
  });
});

describe('header', () => {
  it('shows the person-icon Login button to visitors, and no staff links', async () => {
    renderScreen(<Header />);
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Admin', hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Users', hidden: true })).not.toBeInTheDocument();
  });

  it('shows Admin to any staff member and Users to admins only, in both menus', async () => {
    const { unmount } = renderScreen(<Header />, {
      user: { id: '3', username: 'reporter', fullName: 'Kavya Reddy', role: 'reporter' },
    });
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Admin', hidden: true })).toHaveLength(2),
    );
    expect(screen.queryByRole('link', { name: 'Users', hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    unmount();

    renderScreen(<Header />, {
      user: { id: '1', username: 'admin', fullName: 'Padma Rao', role: 'admin' },
    });
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Users', hidden: true })).toHaveLength(2),
    );
  });
});
