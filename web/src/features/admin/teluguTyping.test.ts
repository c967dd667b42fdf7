import { describe, expect, it } from 'vitest';
import {
  convertWordBefore,
  eraseLetter,
  showWordAs,
  typeLetters,
  type TypingEdit,
} from './teluguTyping';

/** Types `letters` one by one at the end of `value`, as a writer does. */
function typeAll(value: string, letters: string): TypingEdit {
  let edit: TypingEdit = { value, caret: value.length, pending: null };
  for (const letter of letters) {
    edit = typeLetters(edit.value, edit.caret, edit.caret, letter, edit.pending)!;
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
    edit = eraseLetter(edit.value, edit.caret, edit.pending)!;
    expect(edit.value).toBe('రాం');
    edit = eraseLetter(edit.value, edit.caret, edit.pending)!;
    edit = eraseLetter(edit.value, edit.caret, edit.pending)!;
    edit = eraseLetter(edit.value, edit.caret, edit.pending)!;
    edit = eraseLetter(edit.value, edit.caret, edit.pending)!;
    expect(edit).toEqual({ value: '', caret: 0, pending: null });
  });

  it('leaves Backspace to the field away from the word being typed', () => {
    const edit = typeAll('', 'nenu');
    expect(eraseLetter(edit.value, edit.caret - 1, edit.pending)).toBeUndefined();
    expect(eraseLetter('నేను', 4, null)).toBeUndefined();
  });

  it('starts a new word after a move, and types into the middle of the text', () => {
    const first = typeAll('', 'nenu');
    // The caret moved to the start: the letters there are a word of their own.
    const edit = typeLetters(first.value, 0, 0, 'a', first.pending)!;
    expect(edit.value).toBe('అనెను');
    expect(edit.pending).toEqual({ start: 0, latin: 'a', shown: 'అ' });
    expect(edit.caret).toBe(1);
  });

  it('replaces a selection, and leaves anything but English letters to the field', () => {
    expect(typeLetters('abc xyz', 0, 3, 'ma', null)!.value).toBe('మ xyz');
    expect(typeLetters('abc', 3, 3, ' ', null)).toBeUndefined();
    expect(typeLetters('abc', 3, 3, 'త', null)).toBeUndefined();
    expect(typeLetters('abc', 3, 3, '1', null)).toBeUndefined();
  });

  it('keeps the English letters on Escape, the caret in its place in the text', () => {
    const typed = typeAll('', 'TV');
    expect(typed.value).toBe('ట్వ్');
    const edit = showWordAs(typed.value, typed.caret, typed.pending!, 'TV')!;
    expect(edit).toMatchObject({ value: 'TV', caret: 2 });
    // The word changed meanwhile: it is left as it is.
    expect(showWordAs('మరొకటి', 3, typed.pending!, 'TV')).toBeUndefined();
  });

  it('gives the same text for the same keys, Backspace in the middle of a word included', () => {
    /** Keys as a writer presses them: letters, ⌫ for Backspace, a space ending a word. */
    function press(keys: string[]): string {
      let edit: TypingEdit = { value: '', caret: 0, pending: null };
      for (const key of keys) {
        const next =
          key === '⌫'
            ? eraseLetter(edit.value, edit.caret, edit.pending)
            : typeLetters(edit.value, edit.caret, edit.caret, key, edit.pending);
        // What the plugin leaves to the field: the field types it, and the word has ended.
        edit = next ?? {
          value: edit.value.slice(0, edit.caret) + (key === '⌫' ? '' : key),
          caret: edit.caret + (key === '⌫' ? 0 : key.length),
          pending: null,
        };
      }
      return edit.value;
    }
    expect(press([...'hyderabad nagaramlo'])).toBe('హ్య్దెరబద్ నగరంలో');
    expect(press([...'nagarm', '⌫', ...'amlo'])).toBe('నగరంలో');
    expect(press([...'vaarta', '⌫', '⌫', ...'talu.'])).toBe('వార్తలు.');
  });

  it('turns a word a phone keyboard composed into Telugu, before the space typed after it', () => {
    expect(convertWordBefore('నేను telugu ', 12)).toMatchObject({
      value: 'నేను తెలుగు ',
      caret: 12,
      pending: { start: 5, latin: 'telugu', shown: 'తెలుగు' },
    });
    expect(convertWordBefore('నేను ', 5)).toBeUndefined();
  });
});
