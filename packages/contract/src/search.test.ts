import { describe, expect, it } from 'vitest';
import { searchWords, stemOf, wordMatch, words } from './search.js';

describe('words and search words', () => {
  it('reads words of letters, marks and digits, lowercased, without joiners', () => {
    expect(words('Metro, metro LINE! 2026')).toEqual(['metro', 'metro', 'line', '2026']);
    expect(words('హైదరాబాద్\u200cలో వర్షం')).toEqual(['హైదరాబాద్లో', 'వర్షం']);
  });

  it('joins a Telugu ending typed as a word to the word before, in English letters only', () => {
    expect(searchWords('hyderabad lo')).toEqual(['hyderabadlo']);
    expect(searchWords('warangal ki')).toEqual(['warangalki']);
    expect(searchWords('rythu bazar lo tomato')).toEqual(['rythu', 'bazarlo', 'tomato']);
    // Not after a Telugu word, and not as the first word.
    expect(searchWords('హైదరాబాద్ lo')).toEqual(['హైదరాబాద్', 'lo']);
    expect(searchWords('lo metro')).toEqual(['lo', 'metro']);
    expect(searchWords('raitulaku')).toEqual(['raitulaku']);
    // An ending that is also an English word stays a word of an English search.
    expect(searchWords('back to school')).toEqual(['back', 'to', 'school']);
    expect(searchWords('atlanta ga la')).toEqual(['atlanta', 'ga', 'la']);
  });
});

describe('wordMatch', () => {
  it.each([
    ['రైతులు', 'రైతు', 'prefix'],
    ['రైతు', 'రైతులకు', 'form'],
    ['హైదరాబాద్', 'హైదరాబాద్లో', 'form'],
    ['election', 'elections', 'form'],
    ['సినిమా', 'cinema', 'reading'],
    ['హైదరాబాద్లో', 'hyderabadlo', 'reading'],
    ['బస్సు', 'bus', 'reading'],
  ] as const)('%s matches %s as %s', (text, search, how) => {
    expect(wordMatch(text, search)).toBe(how);
  });

  it.each([
    ['భూసారం', 'bus'],
    ['అరైతు', 'రైతు'],
    ['కోట', 'కోటి'],
    ['runners', 'running'],
  ])('%s does not match %s', (text, search) => {
    expect(wordMatch(text, search)).toBeUndefined();
  });

  it('takes the readings the database found instead of reading', () => {
    expect(wordMatch('విజయవాడలో', 'vijayawada', ['విజయవాడలో'])).toBe('reading');
    expect(wordMatch('సినిమా', 'cinema', [])).toBeUndefined();
  });

  it('stems English and Telugu words, nothing else', () => {
    expect(stemOf('elections')).toBe('elect');
    expect(stemOf('రైతులకు')).toBe('రైతు');
    expect(stemOf('covid19')).toBeUndefined();
  });
});
