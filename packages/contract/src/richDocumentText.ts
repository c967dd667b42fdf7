/*
 * The article body's rules that need no schema library: which links a story may hold, its
 * photos, its plain text, and the body made from plain text. Kept apart from richDocument.ts
 * (the TypeBox checks) so the staff editor in the browser uses them without loading TypeBox.
 */

import { LIMITS } from './facts.js';
import type {
  RichBlock,
  RichDocument,
  RichImage,
  RichInline,
  RichListItem,
  RichParagraph,
} from './richText.js';

/** An inline photo's `src`: one of the photo pipeline's files, as `POST /Media` lists them. */
export const RICH_IMAGE_SRC_PATTERN =
  /^\/media\/i\/[0-9a-f]{32}-[1-9][0-9]{0,4}\.(?:webp|jpg|png)$/;

/**
 * Whether a link may be followed from a story: an http or https address with a host, a mailto
 * address, or a path on this site (`/…`, not `//host`). No spaces, control characters or
 * backslashes, which browsers strip or read as `/` and so could turn one into another scheme.
 */
export function isSafeHref(href: string): boolean {
  if (href.length === 0 || href.length > LIMITS.mediaUrlMax) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f\\]/.test(href)) return false;
  if (/^\/(?!\/)/.test(href)) return true;
  if (/^mailto:./i.test(href)) return true;
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return new URL(href).hostname !== '';
  } catch {
    return false;
  }
}

/** A document's inline photos, in reading order. */
export function imagesOf(document: RichDocument): RichImage['attrs'][] {
  return document.content.flatMap((block) => (block.type === 'image' ? [block.attrs] : []));
}

const inlineText = (nodes: readonly RichInline[] | undefined): string =>
  (nodes ?? []).map((node) => (node.type === 'text' ? node.text : '\n')).join('');

function listLines(items: readonly RichListItem[], ordered: boolean, start: number): string[] {
  return items.flatMap((item, i) =>
    item.content.flatMap((node, j) => {
      if (node.type === 'paragraph') {
        const marker = j === 0 ? `${ordered ? `${start + i}.` : '-'} ` : '';
        return [`${marker}${inlineText(node.content)}`];
      }
      if (node.type === 'orderedList') return listLines(node.content, true, node.attrs?.start ?? 1);
      return listLines(node.content, false, 1);
    }),
  );
}

function blockText(block: RichBlock): string {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return inlineText(block.content);
    case 'blockquote': {
      const words = block.content.map((p) => inlineText(p.content)).filter((t) => t.trim());
      const by = block.attrs?.attribution?.trim();
      return [...words, ...(by ? [`— ${by}`] : [])].join('\n\n');
    }
    case 'bulletList':
      return listLines(block.content, false, 1).join('\n');
    case 'orderedList':
      return listLines(block.content, true, block.attrs?.start ?? 1).join('\n');
    case 'image':
      return '';
  }
}

/**
 * The body as plain text (the article's `content`, for search, summaries, feeds and the spec's
 * clients): blocks separated by a blank line; a line break as a newline; each list item on a
 * line of its own, after "-" or its number; a quote's attribution on a line after it, after "—".
 * Photos are left out: their alt text describes a picture, and is no sentence of the story.
 */
export function plainTextOf(document: RichDocument): string {
  return document.content
    .map(blockText)
    .filter((t) => t.trim() !== '')
    .join('\n\n');
}

/**
 * The body of an article written as plain text (by the spec's REST clients, and every article
 * from before bodies): a paragraph for each run of lines between blank lines, each line break
 * kept, spaces collapsed as the reader page always showed them.
 */
export function documentOf(content: string): RichDocument {
  const paragraphs: RichParagraph[] = [];
  for (const block of content.split(/\n\s*\n/)) {
    const lines = block
      .split(/\r?\n|\r/)
      .map((line) => line.replace(/[ \t\f\v]+/g, ' ').trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    const inline: RichInline[] = [];
    lines.forEach((line, i) => {
      if (i > 0) inline.push({ type: 'hardBreak' });
      inline.push({ type: 'text', text: line });
    });
    paragraphs.push({ type: 'paragraph', content: inline });
  }
  return { type: 'doc', content: paragraphs };
}
