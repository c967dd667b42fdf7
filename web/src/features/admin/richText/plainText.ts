import type { RichDocument } from '@news/contract';

/** An empty story: one empty paragraph, as the editor starts. */
export const EMPTY_DOCUMENT: RichDocument = { type: 'doc', content: [{ type: 'paragraph' }] };

/**
 * The document as it is saved: without the empty paragraphs at its end (the editor keeps one
 * after a last quote, list or photo, for the caret to go to).
 */
export function tidyDocument(doc: RichDocument): RichDocument {
  let end = doc.content.length;
  while (end > 1) {
    const last = doc.content[end - 1]!;
    if (last.type !== 'paragraph' || last.content?.length) break;
    end -= 1;
  }
  return end === doc.content.length ? doc : { ...doc, content: doc.content.slice(0, end) };
}
