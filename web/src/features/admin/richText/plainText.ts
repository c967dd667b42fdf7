import type { RichBlock, RichDocument, RichInline, RichParagraph } from '@news/contract';

/** An empty story: one empty paragraph, as the editor starts. */
export const EMPTY_DOCUMENT: RichDocument = { type: 'doc', content: [{ type: 'paragraph' }] };

const inlineText = (content: RichInline[] | undefined) =>
  (content ?? []).map((n) => (n.type === 'text' ? n.text : '\n')).join('');

function blockTexts(block: RichBlock): string[] {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return [inlineText(block.content)];
    case 'blockquote':
      return block.content.flatMap(blockTexts);
    case 'bulletList':
    case 'orderedList':
      return block.content.flatMap((item) => item.content.flatMap(blockTexts));
    case 'image':
      return [];
  }
}

/**
 * A document's words as plain text, one paragraph (heading, quote paragraph, list item) after
 * another with a blank line between: what the draft rules, the summary and the language
 * detection read, as they read the api's `content`.
 */
export function plainTextOf(doc: RichDocument): string {
  return doc.content
    .flatMap(blockTexts)
    .map((text) => text.trim())
    .filter((text) => text !== '')
    .join('\n\n');
}

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

/** Plain text as a document: a paragraph for each blank-line-separated part, lines kept. */
export function documentOfText(text: string): RichDocument {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p): RichParagraph => {
      const content: RichInline[] = [];
      p.split('\n').forEach((line, i) => {
        if (i > 0) content.push({ type: 'hardBreak' });
        if (line) content.push({ type: 'text', text: line });
      });
      return { type: 'paragraph', content };
    });
  return paragraphs.length ? { type: 'doc', content: paragraphs } : EMPTY_DOCUMENT;
}
