import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import te from '../../public/assets/i18n/te.json';
import { PageKindContext } from '../shared/pageKind';
import { renderScreen } from '../test/render';
import { Header } from './Header';

afterEach(() => {
  document.documentElement.className = '';
  document.documentElement.removeAttribute('data-session');
});

describe('Header', () => {
  it('keeps the brand on one line and offers the sections and the search on a phone, in the strip menu', async () => {
    renderScreen(<Header />);
    const brand = await screen.findByRole('link', { name: 'News Today' });
    expect(brand).toHaveAttribute('href', '/home');
    expect(brand).toHaveStyle({ whiteSpace: 'nowrap' });
    const strip = screen.getByRole('navigation', { name: 'Menu for small screens' });
    expect(
      within(strip)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Home',
      'Politics',
      'Sports',
      'Entertainment',
      'Business',
      'Technology',
      'Environment',
      'Announcement',
    ]);
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute(
      'href',
      '/home#search-input',
    );
  });

  it('offers the theme the page does not have, which the server cannot know', async () => {
    document.documentElement.className = 'dark';
    renderScreen(<Header />, { language: 'te' });
    // A button to each theme; the page's class shows the one to the other.
    const toLight = await screen.findByRole('button', { name: te.nav.themeToLight });
    expect(toLight).toHaveAttribute('value', 'light');
    expect(toLight).toBeVisible();
    const toDark = document.querySelector('button[name=theme][value=dark]');
    expect(toDark).not.toBeVisible();
    document.documentElement.className = 'light';
    expect(screen.getByRole('button', { name: te.nav.themeToDark })).toBe(toDark);
    expect(toLight).not.toBeVisible();
    expect(screen.getByRole('link', { name: te.home.search })).toBeInTheDocument();
  });

  it("on a reader page carries every session's links and works as forms without a script", async () => {
    renderScreen(
      <PageKindContext.Provider value={{ kind: 'reader' }}>
        <Header />
      </PageKindContext.Provider>,
      { path: '/home', route: '/home?category=Sports' },
    );
    // The page is the same for everyone: <html data-session> shows the right parts.
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    const login = screen.getByRole('link', { name: 'Login' });
    const logout = document.querySelector('button[data-logout]');
    expect(logout).not.toBeVisible();
    expect(document.querySelectorAll('a[href="/admin"]')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();

    document.documentElement.setAttribute('data-session', 'staff');
    expect(screen.getByRole('button', { name: 'Logout' })).toBe(logout);
    expect(login).not.toBeVisible();
    // (Of the two menus, jsdom shows the one for small screens.)
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();

    document.documentElement.setAttribute('data-session', 'admin');
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/users');
    expect(document.querySelectorAll('a[href="/users"]')).toHaveLength(2);
    document.documentElement.removeAttribute('data-session');
    // The section shown is marked in both menus, and nothing else is.
    for (const link of screen.getAllByRole('link', { name: 'Sports' }))
      expect(link).toHaveAttribute('aria-current', 'page');
    expect(
      [...document.querySelectorAll('header [aria-current]')].map((el) => el.textContent),
    ).toEqual(['Sports', 'Sports']);

    const toDark = screen.getByRole('button', { name: 'Switch to dark theme' });
    expect(toDark).toHaveAttribute('type', 'submit');
    expect(toDark).toHaveAttribute('name', 'theme');
    expect(toDark).toHaveAttribute('value', 'dark');
    const theme = toDark.closest('form')!;
    expect(theme).toHaveAttribute('method', 'post');
    expect(theme).toHaveAttribute('action', '/preferences');
    expect(theme.querySelector('input[name=return]')).toHaveValue('/home?category=Sports');
    const language = screen.getByRole('combobox', { name: 'Language' }).closest('form')!;
    expect(language).toHaveAttribute('action', '/preferences');
    expect(language.querySelector('input[name=return]')).toHaveValue('/home?category=Sports');
  });
});
