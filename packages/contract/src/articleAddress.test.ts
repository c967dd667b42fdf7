import { describe, expect, it } from 'vitest';
import { articleIdPath, articlePath, articleUrl } from './articleAddress.js';

describe("an article's addresses", () => {
  const article = { id: '42', slug: 'వర్షం-50%-ఎక్కువ/తక్కువ?' };

  it('keeps Telugu letters readable in the path, escaping only what would end it', () => {
    expect(articlePath(article)).toBe('/news/42/వర్షం-50%25-ఎక్కువ%2Fతక్కువ%3F');
    expect(articlePath({ id: 7, slug: 'rain-on-the-coast' })).toBe('/news/7/rain-on-the-coast');
  });

  it('percent-encodes the whole slug in the absolute form', () => {
    expect(articleUrl('https://news.example', { id: 7, slug: 'వర్షం' })).toBe(
      `https://news.example/news/7/${encodeURIComponent('వర్షం')}`,
    );
    expect(() => new URL(articleUrl('https://news.example', article))).not.toThrow();
  });

  it('names the article by id alone', () => {
    expect(articleIdPath(42)).toBe('/news/42');
  });
});
