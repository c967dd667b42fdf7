import { typedToTelugu } from '@news/contract/teluguScheme';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Telugu typed on an English keyboard: the letters of the word being typed are kept and shown
 * as Telugu (`typedToTelugu`, the contract's scheme) as they come, and Backspace takes back the
 * last letter typed. What is shown depends only on the keys pressed, never on their timing: a
 * word is always its letters' Telugu. Anything else (a space, a digit, a Telugu keyboard's
 * letters, a paste, a cursor move) ends the word and is left to the field.
 */

/** The word being typed: where it starts in the field, its English letters, what is shown. */
export interface PendingWord {
  start: number;
  latin: string;
  shown: string;
}

/** A change to the field: its new text, where the caret goes, and the word still being typed. */
export interface TypingEdit {
  value: string;
  caret: number;
  pending: PendingWord | null;
}

const LATIN_LETTERS = /^[A-Za-z]+$/;

/** Whether `pending` is still in the field as it was shown, ending at `at`. */
function stillShown(value: string, pending: PendingWord | null, at?: number): boolean {
  if (!pending) return false;
  const end = pending.start + pending.shown.length;
  return (at === undefined || end === at) && value.slice(pending.start, end) === pending.shown;
}

/**
 * English letters typed over the selection [from, to): they extend the word being typed when
 * the caret is at its end, else begin a new one. Undefined for anything but English letters.
 */
export function typeLetters(
  value: string,
  from: number,
  to: number,
  letters: string,
  pending: PendingWord | null,
): TypingEdit | undefined {
  if (!LATIN_LETTERS.test(letters)) return undefined;
  const continues = from === to && stillShown(value, pending, from);
  const start = continues ? pending!.start : from;
  const latin = (continues ? pending!.latin : '') + letters;
  const shown = typedToTelugu(latin);
  return {
    value: value.slice(0, start) + shown + value.slice(to),
    caret: start + shown.length,
    pending: { start, latin, shown },
  };
}

/** Backspace at the end of the word being typed: its last English letter taken back. */
export function eraseLetter(
  value: string,
  caret: number,
  pending: PendingWord | null,
): TypingEdit | undefined {
  if (!pending || !stillShown(value, pending, caret)) return undefined;
  const latin = pending.latin.slice(0, -1);
  const shown = latin ? typedToTelugu(latin) : '';
  return {
    value: value.slice(0, pending.start) + shown + value.slice(caret),
    caret: pending.start + shown.length,
    pending: latin ? { start: pending.start, latin, shown } : null,
  };
}

/**
 * The word `pending` shown as `word` instead (its English letters, on Escape), if the field
 * still shows it; the caret keeps its place in the text.
 */
export function showWordAs(
  value: string,
  caret: number,
  pending: PendingWord,
  word: string,
): TypingEdit | undefined {
  if (!stillShown(value, pending)) return undefined;
  const end = pending.start + pending.shown.length;
  return {
    value: value.slice(0, pending.start) + word + value.slice(end),
    caret: caret >= end ? caret + word.length - pending.shown.length : caret,
    pending: { ...pending, shown: word },
  };
}

/**
 * The English-letter word just before the caret (or before the one space or mark typed after
 * it) as Telugu: for keyboards that compose a word before handing it over (most phone
 * keyboards), whose typing cannot be taken letter by letter.
 */
export function convertWordBefore(value: string, caret: number): TypingEdit | undefined {
  const match = /([A-Za-z]+)([^A-Za-z\p{Script=Telugu}]?)$/u.exec(value.slice(0, caret));
  if (!match) return undefined;
  const [whole, latin, after] = match as unknown as [string, string, string];
  const start = caret - whole.length;
  const shown = typedToTelugu(latin);
  return {
    value: value.slice(0, start) + shown + after + value.slice(caret),
    caret: start + shown.length + after.length,
    pending: { start, latin, shown },
  };
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Telugu typing for one field while `on`: attach the returned ref to the input or textarea whose
 * Formik value `setValue` changes. Each edit is written to the field at once, caret included, and
 * then given to the form: the next key reads the field as this one left it, however fast it
 * comes and whenever React renders.
 */
export function useTeluguTyping<E extends TextField>(
  on: boolean,
  setValue: (value: string) => void,
) {
  const ref = useRef<E>(null);
  const pending = useRef<PendingWord | null>(null);

  useEffect(() => {
    const field = ref.current;
    if (!field || !on) return;
    // The listeners are the same for an input and a textarea.
    const target: HTMLElement = field;
    const apply = (edit: TypingEdit) => {
      pending.current = edit.pending;
      field.value = edit.value;
      field.setSelectionRange(edit.caret, edit.caret);
      setValue(edit.value);
    };
    const onBeforeInput = (event: Event) => {
      if (!(event instanceof InputEvent)) return;
      const from = field.selectionStart ?? field.value.length;
      const to = field.selectionEnd ?? from;
      let edit: TypingEdit | undefined;
      if (event.inputType === 'insertText' && event.data) {
        edit = typeLetters(field.value, from, to, event.data, pending.current);
      } else if (event.inputType === 'deleteContentBackward' && from === to) {
        edit = eraseLetter(field.value, from, pending.current);
      }
      if (!edit) {
        pending.current = null;
        return;
      }
      event.preventDefault();
      apply(edit);
    };
    const onCompositionEnd = () => {
      // The composed word is in the field once this event's input has been handled.
      queueMicrotask(() => {
        const at = field.selectionStart ?? field.value.length;
        const edit = convertWordBefore(field.value, at);
        if (edit) apply(edit);
      });
    };
    const onKeyDown = (event: Event) => {
      if (!(event instanceof KeyboardEvent)) return;
      const word = pending.current;
      if (event.key === 'Escape' && word) {
        // Escape keeps the English letters: a name or an English word in a Telugu story.
        const edit = showWordAs(field.value, field.selectionStart ?? 0, word, word.latin);
        if (edit) {
          event.preventDefault();
          apply({ ...edit, pending: null });
        }
      } else if (/^(Arrow|Home|End|Page)/.test(event.key)) {
        pending.current = null;
      }
    };
    const end = () => {
      pending.current = null;
    };
    const listening = new AbortController();
    const { signal } = listening;
    target.addEventListener('beforeinput', onBeforeInput, { signal });
    target.addEventListener('compositionend', onCompositionEnd, { signal });
    target.addEventListener('keydown', onKeyDown, { signal });
    target.addEventListener('pointerdown', end, { signal });
    target.addEventListener('blur', end, { signal });
    return () => {
      pending.current = null;
      listening.abort();
    };
  }, [on, setValue]);

  return ref;
}

/** Where the writer's choice to type Telugu in English letters is kept in this browser. */
const CHOICE_KEY = 'teluguTyping';

/**
 * Whether Telugu fields take English-letter typing, as this writer last chose: off until they
 * turn it on, so that nobody writing in English letters gets Telugu they did not ask for.
 */
export function useTeluguTypingChoice(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => {
    try {
      return localStorage.getItem(CHOICE_KEY) === 'on';
    } catch {
      return false;
    }
  });
  const choose = useCallback((value: boolean) => {
    setOn(value);
    try {
      localStorage.setItem(CHOICE_KEY, value ? 'on' : 'off');
    } catch {
      // Storage refused (private mode): the choice lasts for this page only.
    }
  }, []);
  return [on, choose];
}
