import { describe, expect, it } from 'vitest';
import { articleSlug, deriveSummary, DERIVED_SUMMARY_MAX, SLUG_MAX, summaryOf } from './index.js';

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
    expect(articleSlug('హైదరాబాద్ మెట్రో రెండో దశకు ఆమోదం')).toBe('హైదరాబాద్-మెట్రో-రెండో-దశకు-ఆమోదం');
  });

  it('is cut at a word to at most SLUG_MAX characters', () => {
    const slug = articleSlug('word '.repeat(40));
    expect(codePoints(slug)).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug.split('-').every((w) => w === 'word')).toBe(true);
    const telugu = articleSlug('ప్రభుత్వం '.repeat(20));
    expect(codePoints(telugu)).toBeLessThanOrEqual(SLUG_MAX);
    expect(telugu.split('-').every((w) => w === 'ప్రభుత్వం')).toBe(true);
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
