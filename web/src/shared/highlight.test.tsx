import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { highlight, searchPattern, searchWords } from './highlight';

/** The marked parts of a text, as the page shows them. */
function marked(text: string, search: string): string[] {
  const { container } = render(<p>{highlight(text, searchPattern(search))}</p>);
  expect(container.textContent).toBe(text.normalize('NFC'));
  return [...container.querySelectorAll('mark')].map((m) => m.textContent ?? '');
}

describe('searchWords', () => {
  it('reads a search as the api does: words of letters, marks and digits, lowercased, once each', () => {
    expect(searchWords('  Metro, metro LINE! 2026 ')).toEqual(['metro', 'line', '2026']);
    expect(searchWords('c++ (a.b)')).toEqual(['c', 'a', 'b']);
    expect(searchWords('తెలుగు రైతు')).toEqual(['తెలుగు', 'రైతు']);
    expect(searchWords('హైదరాబాద్\u200cలో')).toEqual(['హైదరాబాద్లో']);
    expect(searchWords('!!! 🙂')).toEqual([]);
    expect(searchWords('a b c d e f g h i j k l')).toHaveLength(10);
  });
});

describe('highlight', () => {
  it('marks each word where a word starts, whatever its case, and the longest match', () => {
    expect(marked('Metro line: the metropolitan submetro', 'metro')).toEqual(['Metro', 'metro']);
    expect(marked('Metropolitan Metro', 'metro metropolitan')).toEqual(['Metropolitan', 'Metro']);
    expect(marked('Line 2 opens in 2026', 'LINE 202')).toEqual(['Line', '202']);
  });

  it('marks Telugu words, their vowel signs and virama inside the mark', () => {
    expect(marked('రైతులు నిరసన; అరైతు', 'రైతు')).toEqual(['రైతు']);
    expect(marked('తెలుగు వార్తలు', 'తెలు')).toEqual(['తెలు']);
    // The stored text keeps its zero-width non-joiner; the search has none.
    expect(marked('హైదరాబాద్\u200cలో వర్షం', 'హైదరాబాద్లో')).toEqual(['హైదరాబాద్\u200cలో']);
  });

  it('marks the other forms of a search word, as the api matched them', () => {
    // An inflected Telugu search marks the plain and other inflected forms of its word.
    expect(marked('రైతు బజార్‌లో రైతులు', 'రైతులకు')).toEqual(['రైతు', 'రైతులు']);
    expect(marked('హైదరాబాద్ మెట్రో', 'హైదరాబాద్‌లో')).toEqual(['హైదరాబాద్']);
    expect(marked('Election results', 'elections')).toEqual(['Election']);
    // Typed in English letters, with an ending typed as a word of its own, or by sound.
    expect(marked('హైదరాబాద్‌లో వర్షం', 'hyderabad lo')).toEqual(['హైదరాబాద్\u200cలో']);
    expect(marked('కొత్త సినిమా విడుదల', 'cinema')).toEqual(['సినిమా']);
    expect(marked('భూసారం పరీక్షలు', 'bus')).toEqual([]);
  });

  it('joins a Telugu ending typed in English letters to the word before', () => {
    expect(searchWords('hyderabad lo')).toEqual(['hyderabadlo']);
    expect(searchWords('warangal ki raitulaku')).toEqual(['warangalki', 'raitulaku']);
  });

  it('treats the characters of regular expressions as text', () => {
    expect(searchPattern('')).toBeNull();
    expect(searchPattern('*** ???')).toBeNull();
    expect(marked('a+b (c) [d] $e', 'a+b (c) [d] $e')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('leaves a text without a match as it is', () => {
    expect(highlight('Nothing here', searchPattern('metro'))).toBe('Nothing here');
    expect(highlight('Nothing here', null)).toBe('Nothing here');
  });
});
