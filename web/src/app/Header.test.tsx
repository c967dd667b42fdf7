import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import te from '../../public/assets/i18n/te.json';
import { renderScreen } from '../test/render';
import { Header } from './Header';

afterEach(() => {
  document.documentElement.className = '';
});

describe('Header', () => {
  it('keeps the brand on one line and offers the search on a phone, beside the strip menu', async () => {
    renderScreen(<Header />);
    const brand = await screen.findByRole('link', { name: 'News Today' });
    expect(brand).toHaveAttribute('href', '/home');
    expect(brand).toHaveStyle({ whiteSpace: 'nowrap' });
    const strip = screen.getByRole('navigation', { name: 'Menu for small screens' });
    expect(
      within(strip)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home']);
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/home#search');
  });

  it('names the theme toggle after the theme the page has, which the server cannot know', async () => {
    document.documentElement.className = 'dark';
    renderScreen(<Header />, { language: 'te' });
    // Both names are in the markup; the page's class shows one (jsdom applies no stylesheet).
    const toggle = await screen.findByRole('button', { name: new RegExp(te.nav.themeToLight) });
    expect(toggle).toHaveTextContent(te.nav.themeToDark);
    expect(screen.getByRole('link', { name: te.home.search })).toBeInTheDocument();
  });
});
