import { Language } from '@news/contract';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES, languageNameOf, otherLanguage } from './languages';

describe('languages', () => {
  it("are the contract's", () => {
    expect(LANGUAGE_NAMES).toEqual(Object.keys(Language));
    expect(LANGUAGE_NAMES).toEqual(['EN', 'TE']);
  });

  it('name a code and the other edition', () => {
    expect(languageNameOf('te')).toBe('TE');
    expect(languageNameOf('en')).toBe('EN');
    expect(languageNameOf('fr')).toBeUndefined();
    expect(otherLanguage('EN')).toBe('TE');
    expect(otherLanguage('TE')).toBe('EN');
  });
});
