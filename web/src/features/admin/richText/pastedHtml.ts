import { Extension } from '@tiptap/core';

/**
 * Pasted HTML, made ready for the editor's schema, which then drops what has no place in a
 * story (classes, styles, Word's own tags and comments).
 *
 * Microsoft Word puts a list on the clipboard as paragraphs, each styled
 * `mso-list:l<list> level<n> lfo<instance>` and starting with its number or bullet in a span
 * styled `mso-list:Ignore`; these become real lists here.
 */

const INTERCHANGE_NEWLINE = 'Apple-interchange-newline';
const WORD_HTML = /urn:schemas-microsoft-com:office|mso-list:/i;
const LIST_STYLE = /mso-list:\s*(l\d+)\s+level(\d+)\s+(lfo\d+)/i;
const MARKER_STYLE = /mso-list:\s*ignore/i;
/** Word's numbers: 1. 1) (1) a. A) iv. and so on; anything else is a bullet. */
const NUMBER_MARKER = /^\(?(\d+|[a-z]+)[.)]/i;

interface ListParagraph {
  paragraph: Element;
  /** Which of Word's lists, and which instance of it. */
  list: string;
  level: number;
  ordered: boolean;
  start: number;
  /** Comes straight after the previous list paragraph, nothing between them. */
  follows: boolean;
}

/** The marker's text (its number or bullet), taken out of the paragraph. */
function takeMarker(element: Element): string {
  let text = '';
  for (const marker of element.querySelectorAll('[style]')) {
    if (!MARKER_STYLE.test(marker.getAttribute('style') ?? '')) continue;
    text += marker.textContent ?? '';
    marker.remove();
  }
  return text.replace(/\s+/g, ' ').trim();
}

function listParagraphs(body: HTMLElement): ListParagraph[] {
  const found: ListParagraph[] = [];
  for (const paragraph of body.querySelectorAll('p')) {
    const style = LIST_STYLE.exec(paragraph.getAttribute('style') ?? '');
    if (!style) continue;
    const marker = takeMarker(paragraph);
    const number = NUMBER_MARKER.exec(marker);
    const previous = found.at(-1)?.paragraph;
    found.push({
      paragraph,
      list: `${style[1]} ${style[3]}`,
      level: Number(style[2]),
      ordered: !!number,
      start: number && /^\d+$/.test(number[1]!) ? Number(number[1]) : 1,
      follows: !!previous && paragraph.previousElementSibling === previous,
    });
  }
  return found;
}

/**
 * Builds the lists in place of Word's list paragraphs, nested by level. A run of list paragraphs
 * with something else between them and the next run makes separate lists, a numbered one
 * starting at its first number, so that nothing moves from where the writer had it.
 */
function buildLists(doc: Document, items: ListParagraph[]): void {
  let open: { list: Element; key: string; item: Element }[] = [];
  for (const entry of items) {
    if (!entry.follows) open = [];
    const depth = Math.min(entry.level, open.length + 1);
    open.length = Math.min(open.length, depth);
    if (open.length === depth && open[depth - 1]!.key !== entry.list) open.length = depth - 1;
    const item = doc.createElement('li');
    const paragraph = doc.createElement('p');
    paragraph.append(...entry.paragraph.childNodes);
    item.append(paragraph);
    if (open.length < depth) {
      const list = doc.createElement(entry.ordered ? 'ol' : 'ul');
      if (entry.ordered && entry.start !== 1) list.setAttribute('start', String(entry.start));
      const parent = open.at(-1);
      if (parent) parent.item.append(list);
      else entry.paragraph.before(list);
      open.push({ list, key: entry.list, item });
    }
    open.at(-1)!.list.append(item);
    open.at(-1)!.item = item;
    entry.paragraph.remove();
  }
}

/** Word's lists made real lists, its list markers and blank lines dropped. */
function cleanWord(doc: Document): void {
  buildLists(doc, listParagraphs(doc.body));
  // Numbered headings keep their words, not their numbers.
  takeMarker(doc.body);
  // Word's filler (`<o:p>&nbsp;</o:p>`) is not the writer's text, nor its blank lines a part.
  for (const filler of doc.body.getElementsByTagName('o:p')) filler.textContent = '';
  for (const paragraph of doc.body.querySelectorAll('p')) {
    if (!paragraph.textContent?.trim()) paragraph.remove();
  }
}

/** The clipboard's HTML, Word's lists made lists and the browser's end-of-copy mark dropped. */
export function cleanPastedHtml(html: string): string {
  const word = WORD_HTML.test(html);
  if (!word && !html.includes(INTERCHANGE_NEWLINE)) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  // A browser ends a copy that reaches a line's end with this break: not a line of the story.
  for (const mark of doc.body.querySelectorAll(`br.${INTERCHANGE_NEWLINE}`)) mark.remove();
  if (word) cleanWord(doc);
  return doc.body.innerHTML;
}

/** Pasted HTML goes through `cleanPastedHtml` before the schema reads it. */
export const PasteCleanUp = Extension.create({
  name: 'pasteCleanUp',
  transformPastedHTML: cleanPastedHtml,
});
