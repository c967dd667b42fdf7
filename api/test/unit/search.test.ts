import { describe, expect, it } from 'vitest';
import {
  headlineShare,
  indexTerms,
  matchesTerms,
  queryTerms,
  relevance,
  stemOf,
  words,
} from '../../src/lib/search.js';

describe('search words', () => {
  it('keeps a Telugu word whole: vowel signs and virama stay inside it', () => {
    // తెలుగు has vowel signs (ె, ు); క్రికెట్ has viramas (్).
    expect(words('తెలుగు క్రికెట్ వార్తలు')).toEqual(['తెలుగు', 'క్రికెట్', 'వార్తలు']);
  });

  it('splits on spaces and punctuation, lowercases English and keeps digits', () => {
    expect(words('Metro Phase-2, HYDERABAD! (2026)')).toEqual([
      'metro',
      'phase',
      '2',
      'hyderabad',
      '2026',
    ]);
  });

  it('drops zero-width joiners so the same word typed with or without one is equal', () => {
    expect(words('క్\u200dష')).toEqual(words('క్ష'));
    expect(words('ర్\u200cయాలీ')).toEqual(['ర్యాలీ']);
  });

  it('normalises to NFC, so decomposed Telugu equals composed Telugu', () => {
    // ై (U+0C48) is canonically ె (U+0C46) + ౖ (U+0C56).
    expect(words('కై')).toEqual(words('కె\u0c56'));
  });

  it('indexes each word once, from title and content, with the stems of English words', () => {
    expect(indexTerms('Rain rains', 'more RAIN today')).toEqual([
      'rain',
      'rains',
      'more',
      'today',
      'todai',
    ]);
    expect(indexTerms('వరదలు floods', 'వరద')).toEqual(['వరదలు', 'వరద', 'floods', 'flood']);
  });

  it('stems English and Telugu words', () => {
    expect(stemOf('elections')).toBe('elect');
    expect(stemOf('running')).toBe('run');
    expect(stemOf('run')).toBeUndefined();
    expect(stemOf('వరదలు')).toBe('వరద');
    expect(stemOf('వరద')).toBeUndefined();
    expect(stemOf('covid19')).toBeUndefined();
  });

  it('matches each search word as the start of a word or by its stem', () => {
    const indexed = indexTerms('Election results', 'Runners ran in the rain');
    expect(matchesTerms(indexed, ['elections'])).toBe(true);
    expect(matchesTerms(indexed, ['elect', 'resul'])).toBe(true);
    expect(matchesTerms(indexed, ['running'])).toBe(false);
    expect(matchesTerms(indexed, ['rains', 'runners'])).toBe(true);
    expect(matchesTerms(indexed, ['elections', 'snow'])).toBe(false);
  });

  it('caps a query at ten distinct words', () => {
    const terms = queryTerms('a b c d e f g h i j k l a');
    expect(terms).toHaveLength(10);
    expect(terms[0]).toBe('a');
  });
});

describe('relevance', () => {
  it('counts the search words a headline holds, the typed form whole and others half', () => {
    expect(headlineShare(['reservoirs'])('Reservoirs levels rise')).toBe(1);
    expect(headlineShare(['reservoirs'])('Reservoir levels rise')).toBe(0.5);
    expect(headlineShare(['gate', 'dam'])('Gates opened at dawn')).toBe(0.5);
    expect(headlineShare(['running'])('Runners gather')).toBe(0);
    expect(headlineShare(['running'])('He runs again')).toBe(0.5);
    const readings = new Map([['vijayawada', ['విజయవాడలో']]]);
    expect(headlineShare(['vijayawada'], readings)('విజయవాడలో వరదలు')).toBe(0.5);
    // An inflected Telugu search: the exact form before another form of the word.
    expect(headlineShare(['రైతులకు'])('రైతులకు రుణాలు')).toBe(1);
    expect(headlineShare(['రైతులకు'])('రైతు బజార్')).toBe(0.5);
    expect(headlineShare(['హైదరాబాద్లో'])('హైదరాబాద్‌లో వర్షం')).toBe(1);
    expect(headlineShare([])('Anything')).toBe(0);
  });

  it('ranks every word in the headline over some and some over none; the newer among equals', () => {
    expect(relevance(1, 10)).toBeGreaterThan(relevance(0.5, 10));
    expect(relevance(0.5, 10)).toBeGreaterThan(relevance(0, 10));
    expect(relevance(1, 3)).toBeGreaterThan(relevance(1, 4));
    // A headline match outranks a body match up to two months newer, not more.
    expect(relevance(1, 59)).toBeGreaterThan(relevance(0, 0));
    expect(relevance(1, 61)).toBeLessThan(relevance(0, 0));
  });
});
