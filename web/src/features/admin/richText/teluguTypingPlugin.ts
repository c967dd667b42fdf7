import { typedToTelugu } from '@news/contract/teluguScheme';
import { Extension, type Editor } from '@tiptap/core';
import { Plugin, PluginKey, TextSelection, type EditorState } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';

/**
 * Telugu typed on an English keyboard, in the story editor as in the form's other fields (see
 * teluguTyping.ts): English letters become Telugu as they are typed, Backspace takes back the
 * last letter, Escape keeps the English letters, and a phone keyboard's composed word is
 * converted when it is handed over. Each key's change is dispatched before the key's handler
 * returns, so the next key reads the document as this one left it: the Telugu depends on the
 * keys alone, never on how fast they come.
 */

/** The word being typed: where it starts in the document, its English letters, what is shown. */
interface Pending {
  start: number;
  latin: string;
  shown: string;
}

const LATIN_LETTERS = /^[A-Za-z]+$/;
const key = new PluginKey('teluguTyping');

/** Whether `pending` is still in the document as it was shown, ending at `at` if given. */
function stillShown(state: EditorState, pending: Pending | null, at?: number): pending is Pending {
  if (!pending) return false;
  const end = pending.start + pending.shown.length;
  if (at !== undefined && end !== at) return false;
  if (end > state.doc.content.size) return false;
  const $start = state.doc.resolve(pending.start);
  return (
    $start.parent.isTextblock &&
    $start.end() >= end &&
    state.doc.textBetween(pending.start, end, undefined, '\ufffc') === pending.shown
  );
}

/**
 * The writer's current choice, kept in the extension's storage for the plugin to read. An
 * editor that React has already replaced is destroyed and has no storage left: the new one is
 * given the choice when the form renders with it.
 */
export function setTeluguTyping(editor: Editor, on: boolean) {
  if (editor.isDestroyed) return;
  const storage = editor.storage as unknown as { teluguTyping?: { on: boolean } };
  if (storage.teluguTyping) storage.teluguTyping.on = on;
}

/**
 * Where the browser's caret is in the document: a key that moves it (Home, End) has moved it
 * before the editor hears of the move, which the next letter must not wait for.
 */
function selectionOf(view: EditorView): { from: number; to: number } {
  const dom = view.dom.ownerDocument.getSelection();
  if (!dom?.anchorNode || !dom.focusNode || !view.dom.contains(dom.anchorNode)) {
    return view.state.selection;
  }
  try {
    const anchor = view.posAtDOM(dom.anchorNode, dom.anchorOffset);
    const head = view.posAtDOM(dom.focusNode, dom.focusOffset);
    return { from: Math.min(anchor, head), to: Math.max(anchor, head) };
  } catch {
    return view.state.selection;
  }
}

/** The word being typed in one editor, and what each key does to it. */
function typingSession(storage: { on: boolean }) {
  let pending: Pending | null = null;

  /** Shows [start, end) as `shown`, the caret after it, and remembers the word. */
  const show = (view: EditorView, start: number, end: number, word: Pending | null) => {
    const text = word?.shown ?? '';
    const tr = view.state.tr.insertText(text, start, end);
    tr.setSelection(TextSelection.create(tr.doc, start + text.length));
    view.dispatch(tr);
    pending = word;
  };

  /** English letters typed over [from, to): the word being typed, shown in Telugu. */
  const typeLetters = (view: EditorView, from: number, to: number, text: string) => {
    if (!storage.on || !LATIN_LETTERS.test(text) || view.composing) {
      pending = null;
      return false;
    }
    const continues = from === to && stillShown(view.state, pending, from);
    const start = continues ? pending!.start : from;
    const latin = (continues ? pending!.latin : '') + text;
    show(view, start, to, { start, latin, shown: typedToTelugu(latin) });
    return true;
  };

  /** Backspace at `at` takes back the word's last English letter. */
  const takeBack = (view: EditorView, at: number) => {
    if (!stillShown(view.state, pending, at)) {
      pending = null;
      return false;
    }
    const latin = pending.latin.slice(0, -1);
    const end = pending.start + pending.shown.length;
    show(
      view,
      pending.start,
      end,
      latin ? { start: pending.start, latin, shown: typedToTelugu(latin) } : null,
    );
    return true;
  };

  /** Escape keeps the English letters: a name or an English word in a Telugu story. */
  const keepLatin = (view: EditorView) => {
    const word = pending;
    pending = null;
    if (!stillShown(view.state, word)) return false;
    view.dispatch(view.state.tr.insertText(word.latin, word.start, word.start + word.shown.length));
    return true;
  };

  const keyDown = (view: EditorView, event: KeyboardEvent) => {
    if (!storage.on || !pending) return false;
    const selection = selectionOf(view);
    if (event.key === 'Backspace' && selection.from === selection.to) {
      return takeBack(view, selection.from);
    }
    if (event.key === 'Escape') return keepLatin(view);
    if (!/^(Shift|Control|Alt|Meta|CapsLock)$/.test(event.key) && event.key.length > 1) {
      pending = null;
    }
    return false;
  };

  const forget = () => {
    pending = null;
  };

  return { typeLetters, keyDown, forget };
}

/**
 * Converts the English letters a phone keyboard has just handed over, before the caret, to
 * Telugu; `done` is told once they are.
 */
function convertComposed(view: EditorView, storage: { on: boolean }, done: () => void) {
  if (!storage.on || view.isDestroyed || view.composing) return;
  const { $from, empty } = view.state.selection;
  if (!empty || !$from.parent.isTextblock) return;
  const before = $from.parent.textBetween(0, $from.parentOffset, undefined, '\ufffc');
  const match = /([A-Za-z]+)([^A-Za-z\p{Script=Telugu}]?)$/u.exec(before);
  if (!match) return;
  const [whole, latin] = match as unknown as [string, string];
  const start = $from.pos - whole.length;
  const shown = typedToTelugu(latin);
  view.dispatch(view.state.tr.insertText(shown, start, start + latin.length));
  done();
}

export const TeluguTyping = Extension.create<object, { on: boolean }>({
  name: 'teluguTyping',
  addStorage() {
    return { on: false };
  },
  addProseMirrorPlugins() {
    const storage = this.storage;
    const typing = typingSession(storage);
    return [
      new Plugin({
        key,
        props: {
          handleTextInput(view, from, to, text) {
            return typing.typeLetters(view, from, to, text);
          },
          handleKeyDown(view, event) {
            return typing.keyDown(view, event);
          },
          handleDOMEvents: {
            // A letter is taken before the browser puts it in: a browser keeps its caret out of
            // a Telugu cluster (a virama joins the word to the next one), and would put the
            // letter after the cluster instead of where the word being typed ends.
            beforeinput(view, event) {
              if (event.inputType !== 'insertText' || !event.data) return false;
              const { from, to } = selectionOf(view);
              if (!typing.typeLetters(view, from, to, event.data)) return false;
              event.preventDefault();
              return true;
            },
            mousedown() {
              typing.forget();
              return false;
            },
            blur() {
              typing.forget();
              return false;
            },
            compositionend(view) {
              // Phone keyboards compose a word before handing it over: converted once it is in.
              setTimeout(() => convertComposed(view, storage, typing.forget));
              return false;
            },
          },
        },
      }),
    ];
  },
});
