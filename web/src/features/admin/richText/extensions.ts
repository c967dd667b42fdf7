import { isSafeHref } from '@news/contract';
import { type Extensions } from '@tiptap/core';
import Blockquote from '@tiptap/extension-blockquote';
import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Heading from '@tiptap/extension-heading';
import Image from '@tiptap/extension-image';
import Italic from '@tiptap/extension-italic';
import Link from '@tiptap/extension-link';
import { BulletList, ListItem, ListKeymap, OrderedList } from '@tiptap/extension-list';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import { Dropcursor, Gapcursor, TrailingNode, UndoRedo } from '@tiptap/extensions';
import { PasteCleanUp } from './pastedHtml';

/**
 * The editor's schema: exactly the nodes and marks of the contract's `RichDocument`, with the
 * attributes it names and no others, so `editor.getJSON()` is a document the api accepts. What
 * a paste brings that has no place here (styles, classes, tables' borders, code, underline,
 * pictures from elsewhere) is dropped by the schema's parsing, after Word's lists are made
 * lists (pastedHtml.ts).
 */

/** A quote's paragraphs, and who said it (shown after the quote by the editor's styles). */
const Quote = Blockquote.extend({
  content: 'paragraph+',
  addAttributes() {
    return {
      attribution: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-attribution') || null,
        renderHTML: (attrs) =>
          attrs.attribution ? { 'data-attribution': attrs.attribution as string } : {},
      },
    };
  },
});

/** Subheadings only: a pasted h1 is taken as h2, and h4 to h6 as h3. */
const Subheading = Heading.extend({
  parseHTML() {
    return ([1, 2, 3, 4, 5, 6] as const).map((level) => ({
      tag: `h${level}`,
      attrs: { level: level <= 2 ? 2 : 3 },
    }));
  },
}).configure({ levels: [2, 3] });

/** A list item holds a paragraph, then perhaps lists nested in it. */
const Item = ListItem.extend({ content: 'paragraph (bulletList | orderedList)*' });

/** A numbered list's only attribute is where it starts. */
const Numbered = OrderedList.extend({
  addAttributes() {
    return {
      start: {
        default: 1,
        parseHTML: (element) => {
          const start = Number.parseInt(element.getAttribute('start') ?? '', 10);
          return Number.isSafeInteger(start) ? start : 1;
        },
        renderHTML: (attrs) => (attrs.start === 1 ? {} : { start: attrs.start as number }),
      },
    };
  },
});

/** A link is its address only; the reader pages decide how links open. */
const StoryLink = Link.extend({
  addAttributes() {
    return { href: { default: null } };
  },
  // Ends at its last letter: what is typed after a link is not part of it.
  inclusive: false,
}).configure({
  openOnClick: false,
  autolink: true,
  linkOnPaste: true,
  defaultProtocol: 'https',
  isAllowedUri: (url) => isSafeHref(url),
  HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
});

/**
 * A photo from the site's photo pipeline (never a picture pasted from elsewhere), with its alt
 * text, caption and credit; drawn in the editor as a figure.
 */
export const StoryImage = Image.extend({
  addAttributes() {
    return {
      imageId: { default: null },
      src: { default: null },
      alt: { default: '' },
      caption: { default: null },
      credit: { default: null },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'figure[data-image-id]',
        getAttrs: (figure) => {
          const img = figure.querySelector('img');
          const src = img?.getAttribute('src');
          if (!src) return false;
          return {
            imageId: figure.getAttribute('data-image-id'),
            src,
            alt: img?.getAttribute('alt') ?? '',
            caption: figure.getAttribute('data-caption') || null,
            credit: figure.getAttribute('data-credit') || null,
          };
        },
      },
    ];
  },
  renderHTML({ node }) {
    const { imageId, src, alt, caption, credit } = node.attrs as {
      imageId: string;
      src: string;
      alt: string;
      caption: string | null;
      credit: string | null;
    };
    const below = [caption, credit].filter(Boolean).join(' · ');
    return [
      'figure',
      {
        'data-image-id': imageId,
        ...(caption ? { 'data-caption': caption } : {}),
        ...(credit ? { 'data-credit': credit } : {}),
      },
      ['img', { src, alt, draggable: 'false' }],
      ['figcaption', below],
    ];
  },
  addInputRules() {
    return [];
  },
}).configure({ inline: false, allowBase64: false, resize: false });

/** Every extension of the story editor, in the contract's terms. */
export function storyExtensions(): Extensions {
  return [
    Document,
    Paragraph,
    Text,
    HardBreak,
    Subheading,
    Bold,
    Italic,
    StoryLink,
    Quote,
    BulletList,
    Numbered,
    Item,
    ListKeymap,
    StoryImage,
    UndoRedo,
    Dropcursor,
    Gapcursor,
    TrailingNode,
    PasteCleanUp,
  ];
}
