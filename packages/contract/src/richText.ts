/**
 * An article's body as structured content: a ProseMirror document in TipTap's JSON shape, so
 * the staff editor saves and loads it unchanged. Only the nodes and marks below are allowed;
 * the api refuses anything else. `content` (plain text) is kept alongside for search, summaries,
 * feeds and the spec's REST clients.
 */

export type RichMark =
  | { type: 'bold' }
  | { type: 'italic' }
  /** http(s) or mailto addresses only, or a site-relative path starting with `/`. */
  | { type: 'link'; attrs: { href: string } };

export interface RichText {
  type: 'text';
  /** Never empty. */
  text: string;
  marks?: RichMark[];
}

export interface RichHardBreak {
  type: 'hardBreak';
}

export type RichInline = RichText | RichHardBreak;

export interface RichParagraph {
  type: 'paragraph';
  content?: RichInline[];
}

export interface RichHeading {
  type: 'heading';
  attrs: { level: 2 | 3 };
  content?: RichInline[];
}

/** A quote: its paragraphs and, optionally, who said it. */
export interface RichBlockquote {
  type: 'blockquote';
  attrs?: { attribution?: string | null };
  content: RichParagraph[];
}

export interface RichListItem {
  type: 'listItem';
  /** A paragraph first, then optionally nested lists. */
  content: (RichParagraph | RichBulletList | RichOrderedList)[];
}

export interface RichBulletList {
  type: 'bulletList';
  content: RichListItem[];
}

export interface RichOrderedList {
  type: 'orderedList';
  attrs?: { start?: number };
  content: RichListItem[];
}

/**
 * A photo inside the story, uploaded through the photo pipeline (`POST /Media`): `imageId`
 * names it, `src` is its widest own-format file; `alt` is required.
 */
export interface RichImage {
  type: 'image';
  attrs: {
    imageId: string;
    src: string;
    alt: string;
    caption?: string | null;
    credit?: string | null;
  };
}

export type RichBlock =
  RichParagraph | RichHeading | RichBlockquote | RichBulletList | RichOrderedList | RichImage;

export interface RichDocument {
  type: 'doc';
  content: RichBlock[];
}
