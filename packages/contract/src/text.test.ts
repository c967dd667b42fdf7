import { describe, expect, it } from 'vitest';
import {
  articleSlug,
  deriveSummary,
  DERIVED_SUMMARY_MAX,
  SLUG_ENCODED_MAX,
  SLUG_MAX,
  summaryOf,
} from './index.js';

const codePoints = (text: string) => [...text].length;
/** Telugu vowel signs, virama and other combining marks: none may start a piece of cut text. */
const MARK = /^\p{M}/u;

describe('articleSlug', () => {
  it('is the headline in lower case with hyphens between words', () => {
    expect(articleSlug('Hyderabad Metro: Phase 2 gets nod!')).toBe(
      'hyderabad-metro-phase-2-gets-nod',
    );
    expect(articleSlug('  “Quoted”  -- headline ')).toBe('quoted-headline');
  });

  it('keeps Telugu letters with their vowel signs', () => {
    expect(articleSlug('మెట్రో రెండో దశ!')).toBe('మెట్రో-రెండో-దశ');
  });

  it('keeps an English slug up to SLUG_MAX characters, cut at a word', () => {
    const slug = articleSlug('word '.repeat(40));
    expect(slug).toBe(Array(16).fill('word').join('-'));
    expect(codePoints(slug)).toBe(79);
    const long = articleSlug(
      'State cabinet approves detailed project report for second phase of Hyderabad metro to the airport',
    );
    expect(long).toBe(
      'state-cabinet-approves-detailed-project-report-for-second-phase-of-hyderabad',
    );
  });

  it('cuts a Telugu slug at a word so its percent-encoded form fits a shared link', () => {
    const title = 'హైదరాబాద్ మెట్రో రెండో దశకు రాష్ట్ర మంత్రివర్గం ఆమోదం: విమానాశ్రయం వరకు ముప్పై ఒక్క కిలోమీటర్ల మార్గం';
    const whole = title.replace(/:/g, '').split(' ').join('-');
    const slug = articleSlug(title);
    expect(slug).toBe('హైదరాబాద్-మెట్రో');
    expect(encodeURIComponent(slug).length).toBeLessThanOrEqual(SLUG_ENCODED_MAX);
    // The next word would not have fitted: the cut is as late as the limit allows.
    expect(encodeURIComponent(`${slug}-రెండో`).length).toBeGreaterThan(SLUG_ENCODED_MAX);
    expect(whole.startsWith(`${slug}-`)).toBe(true);
    // Before, the slug was 80 code points: over 600 characters once encoded.
    expect(encodeURIComponent(whole).length).toBeGreaterThan(600);
  });

  it('cuts repeated Telugu words at a word, within both limits', () => {
    const telugu = articleSlug('ప్రభుత్వం '.repeat(20));
    expect(encodeURIComponent(telugu).length).toBeLessThanOrEqual(SLUG_ENCODED_MAX);
    expect(codePoints(telugu)).toBeLessThanOrEqual(SLUG_MAX);
    expect(telugu).toBe('ప్రభుత్వం-ప్రభుత్వం');
  });

  it('cuts a first word too long on its own between graphemes, never before a sign', () => {
    const word = 'క్ష'.repeat(40);
    const slug = articleSlug(`${word} రెండో`);
    expect(slug.length).toBeGreaterThan(0);
    expect(encodeURIComponent(slug).length).toBeLessThanOrEqual(SLUG_ENCODED_MAX);
    expect(word.startsWith(slug)).toBe(true);
    expect(MARK.test(word.slice(slug.length))).toBe(false);
    // As many graphemes as fit: one more would not.
    expect(encodeURIComponent(`${slug}క్ష`).length).toBeGreaterThan(SLUG_ENCODED_MAX);
    const english = articleSlug('a'.repeat(120));
    expect(english).toBe('a'.repeat(SLUG_MAX));
  });

  it('counts ASCII words in a Telugu headline as the short words they are', () => {
    const slug = articleSlug('ఐపీఎల్ 2026 ఫైనల్ హైదరాబాద్ లో');
    expect(slug).toBe('ఐపీఎల్-2026-ఫైనల్');
    expect(encodeURIComponent(slug).length).toBeLessThanOrEqual(SLUG_ENCODED_MAX);
  });

  it('never comes out empty', () => {
    expect(articleSlug('!!! ???')).toBe('article');
  });
});

describe('deriveSummary', () => {
  it('is the first paragraph when it fits', () => {
    expect(deriveSummary('First  line\nstill first.\n\nSecond paragraph.')).toBe(
      'First line still first.',
    );
    expect(deriveSummary('\n\n  \n\nAfter blank lines.')).toBe('After blank lines.');
  });

  it('cuts a long English paragraph at a word and ends it with an ellipsis', () => {
    const summary = deriveSummary('The council met again today. '.repeat(20));
    expect(codePoints(summary)).toBeLessThanOrEqual(DERIVED_SUMMARY_MAX);
    expect(summary.endsWith('…')).toBe(true);
    expect(summary.slice(0, -1)).toMatch(/(The|council|met|again|today)$/);
  });

  it('cuts Telugu at a word, never between a letter and its sign', () => {
    const text = 'రాష్ట్ర స్థాయి కబడ్డీ పోటీల్లో నల్గొండ జట్టు విజయం సాధించింది. '.repeat(8);
    const summary = deriveSummary(text);
    expect(codePoints(summary)).toBeLessThanOrEqual(DERIVED_SUMMARY_MAX);
    const kept = summary.slice(0, -1);
    expect(text.startsWith(kept)).toBe(true);
    expect(MARK.test(text.slice(kept.length))).toBe(false);
    expect(text.slice(kept.length)).toMatch(/^[\s.]/);
  });

  it('cuts one word longer than the limit on a grapheme boundary', () => {
    const word = 'క్ష'.repeat(150);
    const summary = deriveSummary(word);
    const kept = summary.slice(0, -1);
    expect(codePoints(summary)).toBeLessThanOrEqual(DERIVED_SUMMARY_MAX);
    expect(word.startsWith(kept)).toBe(true);
    expect(MARK.test(word.slice(kept.length))).toBe(false);
  });
});

describe('summaryOf', () => {
  it('is the written summary, else the one taken from the text', () => {
    expect(summaryOf({ summary: 'Written.', content: 'Body.' })).toBe('Written.');
    expect(summaryOf({ summary: '  ', content: 'Body.' })).toBe('Body.');
    expect(summaryOf({ summary: null, content: 'Body.' })).toBe('Body.');
  });
});
