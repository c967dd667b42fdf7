import { describe, expect, it } from 'vitest';
import { isReaderPage, offlinePath, savedPageKey } from './pages';

const at = (address: string) => new URL(address, 'https://news.test');

describe('isReaderPage', () => {
  it.each(['/', '/home', '/home?search=rain', '/news/12/a-slug', '/offline?lang=te', '/nowhere'])(
    '%s is a reader page',
    (address) => expect(isReaderPage(at(address))).toBe(true),
  );

  it.each([
    '/login',
    '/login?returnTo=/admin',
    '/admin',
    '/admin/articles/3',
    '/users',
    '/graphql',
    '/graphql?query={me{id}}',
    '/graphiql',
    '/preferences',
    '/media/i/abc-480.webp',
    '/assets/reader-abc.js',
    '/feed.xml',
    '/sw.js',
    '/healthz',
  ])('%s is not', (address) => expect(isReaderPage(at(address))).toBe(false));
});

describe('savedPageKey', () => {
  it('saves each edition front page under its canonical address', () => {
    expect(savedPageKey(at('/'))).toBe('/home');
    expect(savedPageKey(at('/home'))).toBe('/home');
    expect(savedPageKey(at('/home/'))).toBe('/home');
    expect(savedPageKey(at('/home?utm_source=x&page=1'))).toBe('/home');
    expect(savedPageKey(at('/home?edition=te'))).toBe('/home?edition=te');
    expect(savedPageKey(at('/home?x=1&edition=all'))).toBe('/home?edition=all');
    expect(savedPageKey(at('/home?edition=fr'))).toBe('/home');
  });

  it('saves an article by its id, whatever its slug', () => {
    expect(savedPageKey(at('/news/12/state-cabinet-clears-metro'))).toBe('/news/12');
    expect(savedPageKey(at('/news/12'))).toBe('/news/12');
    expect(savedPageKey(at('/news/12/old-slug/?ref=share'))).toBe('/news/12');
    expect(savedPageKey(at('/news/12/%E0%B0%A4%E0%B0%BE'))).toBe('/news/12');
    // A live blog's refresh without the script names the event it was as of: the same page.
    expect(savedPageKey(at('/news/12/cyclone-live?seen=40#post-7'))).toBe('/news/12');
  });

  it('saves no search, section, further page or other page', () => {
    for (const address of [
      '/home?search=rain',
      '/home?category=Sports',
      '/home?edition=te&page=2',
      '/news/12/cyclone-live?before=340',
      '/offline?lang=en',
      '/nowhere',
      '/news',
      '/news/12/slug/more',
    ]) {
      expect(savedPageKey(at(address)), address).toBeNull();
    }
  });
});

describe('offlinePath', () => {
  it('is the offline page in the language asked, else English', () => {
    expect(offlinePath('te')).toBe('/offline?lang=te');
    expect(offlinePath('en')).toBe('/offline?lang=en');
    expect(offlinePath('fr')).toBe('/offline?lang=en');
    expect(offlinePath(null)).toBe('/offline?lang=en');
  });
});
