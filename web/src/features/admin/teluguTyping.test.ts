import { typedToTelugu } from '@news/contract/transliterate';
import { describe, expect, it } from 'vitest';
import {
  convertWordBefore,
  eraseLetter,
  showWordAs,
  typeLetters,
  type PendingWord,
  type TypingEdit,
} from './teluguTyping';

/** Types `letters` one by one at the end of `value`, as a writer does. */
function typeAll(value: string, letters: string): TypingEdit {
  let edit: TypingEdit = { value, caret: value.length, pending: null };
  for (const letter of letters) {
    edit = typeLetters(edit.value, edit.caret, edit.caret, letter, edit.pending, typedToTelugu)!;
  }
  return edit;
}

describe('typing Telugu in English letters', () => {
  it('shows the word as Telugu as each letter comes, after what is already there', () => {
    const edit = typeAll('వార్త: ', 'telugu');
    expect(edit.value).toBe('వార్త: తెలుగు');
    expect(edit.caret).toBe(edit.value.length);
    expect(edit.pending).toEqual({ start: 7, latin: 'telugu', shown: 'తెలుగు' });
  });

  it('takes back the last English letter with Backspace, and the word with its last', () => {
    let edit = typeAll('', 'raamu');
    expect(edit.value).toBe('రాము');
    edit = eraseLetter(edit.value, edit.caret, edit.pending, typedToTelugu)!;
    expect(edit.value).toBe('రామ్');
    edit = eraseLetter(edit.value, edit.caret, edit.pending, typedToTelugu)!;
    edit = eraseLetter(edit.value, edit.caret, edit.pending, typedToTelugu)!;
    edit = eraseLetter(edit.value, edit.caret, edit.pending, typedToTelugu)!;
    edit = eraseLetter(edit.value, edit.caret, edit.pending, typedToTelugu)!;
    expect(edit).toEqual({ value: '', caret: 0, pending: null });
  });

  it('leaves Backspace to the field away from the word being typed', () => {
    const edit = typeAll('', 'nenu');
    expect(eraseLetter(edit.value, edit.caret - 1, edit.pending, typedToTelugu)).toBeUndefined();
    expect(eraseLetter('నేను', 4, null, typedToTelugu)).toBeUndefined();
  });

  it('starts a new word after a move, and types into the middle of the text', () => {
    const first = typeAll('', 'nenu');
    // The caret moved to the start: the letters there are a word of their own.
    const edit = typeLetters(first.value, 0, 0, 'a', first.pending, typedToTelugu)!;
    expect(edit.value).toBe('అనెను');
    expect(edit.pending).toEqual({ start: 0, latin: 'a', shown: 'అ' });
    expect(edit.caret).toBe(1);
  });

  it('replaces a selection, and leaves anything but English letters to the field', () => {
    expect(typeLetters('abc xyz', 0, 3, 'ma', null, typedToTelugu)!.value).toBe('మ xyz');
    expect(typeLetters('abc', 3, 3, ' ', null, typedToTelugu)).toBeUndefined();
    expect(typeLetters('abc', 3, 3, 'త', null, typedToTelugu)).toBeUndefined();
    expect(typeLetters('abc', 3, 3, '1', null, typedToTelugu)).toBeUndefined();
  });

  it("shows the word in the site's spelling, keeping the caret in its place in the text", () => {
    const typed = typeAll('', 'vijayawada');
    expect(typed.value).toBe('విజయవద');
    const withSpace = `${typed.value} `;
    const edit = showWordAs(withSpace, withSpace.length, typed.pending!, 'విజయవాడ')!;
    expect(edit.value).toBe('విజయవాడ ');
    expect(edit.caret).toBe(edit.value.length);
    // The word changed meanwhile: it is left as it is.
    const changed: PendingWord = { ...typed.pending!, shown: 'మరొకటి' };
    expect(showWordAs(withSpace, 3, changed, 'విజయవాడ')).toBeUndefined();
  });

  it('turns a word a phone keyboard composed into Telugu, before the space typed after it', () => {
    expect(convertWordBefore('నేను telugu ', 12, typedToTelugu)).toMatchObject({
      value: 'నేను తెలుగు ',
      caret: 12,
      pending: { start: 5, latin: 'telugu', shown: 'తెలుగు' },
    });
    expect(convertWordBefore('నేను ', 5, typedToTelugu)).toBeUndefined();
  });
});
