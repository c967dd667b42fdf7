import {
  isSafeHref,
  RICH_IMAGE_SRC_PATTERN,
  type RichBlock,
  type RichDocument,
  type RichInline,
  type RichListItem,
} from '@news/contract';

/**
 * A live post's words from the stream, drawn as the server draws an article's body
 * (features/article/RichBody.tsx), with the DOM's own element and text builders: the data never
 * becomes markup, a link is kept only to an address the contract allows, and a photo only from
 * the photo pipeline.
 */
const el = (tag: string, ...children: (Node | string)[]): HTMLElement => {
  const element = document.createElement(tag);
  element.append(...children);
  return element;
};

function inline(nodes: readonly RichInline[] = []): Node[] {
  return nodes.map((node) => {
    if (node.type === 'hardBreak') return el('br');
    let out: Node = document.createTextNode(node.text);
    // Bold and italic inside, the link outside, as the server nests them.
    for (const mark of [...(node.marks ?? [])].sort(
      (a, b) => Number(a.type === 'link') - Number(b.type === 'link'),
    )) {
      if (mark.type !== 'link') out = el(mark.type === 'bold' ? 'strong' : 'em', out);
      else if (isSafeHref(mark.attrs.href)) {
        const link = el('a', out) as HTMLAnchorElement;
        link.href = mark.attrs.href;
        if (/^https?:/i.test(mark.attrs.href)) link.rel = 'noopener';
        out = link;
      }
    }
    return out;
  });
}

const items = (list: readonly RichListItem[]) =>
  list.map((item) => el('li', ...item.content.map((node) => block(node, ''))));

/** A block; `credit` is the photo credit's text, `{t}` standing for the credit. */
function block(node: RichBlock, credit: string): Node {
  switch (node.type) {
    case 'paragraph':
      return el('p', ...inline(node.content));
    case 'heading':
      return el(node.attrs.level === 2 ? 'h2' : 'h3', ...inline(node.content));
    case 'blockquote': {
      const quote = el('blockquote', ...node.content.map((p) => el('p', ...inline(p.content))));
      const by = node.attrs?.attribution?.trim();
      if (!by) return quote;
      const figure = el('figure', quote, el('figcaption', '— ', el('cite', by)));
      figure.className = 'quote';
      return figure;
    }
    case 'bulletList':
      return el('ul', ...items(node.content));
    case 'orderedList': {
      const list = el('ol', ...items(node.content)) as HTMLOListElement;
      if (node.attrs?.start) list.start = node.attrs.start;
      return list;
    }
    case 'image': {
      const { src, alt, caption, credit: by } = node.attrs;
      if (!RICH_IMAGE_SRC_PATTERN.test(src)) return el('span');
      const img = el('img') as HTMLImageElement;
      img.src = src;
      img.alt = alt;
      img.loading = 'lazy';
      const words = [caption, by && credit.replace('{t}', by)].filter(Boolean).join(' ');
      return words ? el('figure', img, el('figcaption', words)) : el('figure', img);
    }
  }
}

export const richNodes = (doc: RichDocument, credit: string): Node[] =>
  doc.content.map((node) => block(node, credit));
