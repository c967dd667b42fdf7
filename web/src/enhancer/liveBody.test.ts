import type { RichDocument } from '@news/contract';
import { describe, expect, it } from 'vitest';
import { richNodes } from './liveBody';

/** A post's words drawn into a fresh element, as the reader script draws them. */
function drawn(doc: RichDocument): HTMLElement {
  const body = document.createElement('div');
  body.replaceChildren(...richNodes(doc, 'Photo: {t}'));
  return body;
}

const PHOTO = '/media/i/0123456789abcdef0123456789abcdef-1200.webp';

describe('a live post from the stream', () => {
  it('draws text as text: markup in it never becomes elements', () => {
    const body = drawn({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: '<img src=x onerror="alert(1)">' }] },
      ],
    });
    expect(body.querySelector('img')).toBeNull();
    expect(body.querySelector('p')).toHaveTextContent('<img src=x onerror="alert(1)">');
  });

  it('keeps a link only to an address a story may hold, and marks as the server does', () => {
    const body = drawn({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'bad',
              marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
            },
            { type: 'text', text: ' and ' },
            {
              type: 'text',
              text: 'good',
              marks: [{ type: 'link', attrs: { href: 'https://imd.gov.in/' } }, { type: 'bold' }],
            },
          ],
        },
      ],
    });
    const links = body.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://imd.gov.in/');
    expect(links[0]).toHaveAttribute('rel', 'noopener');
    expect(links[0]!.innerHTML).toBe('<strong>good</strong>');
    expect(body).toHaveTextContent('bad and good');
  });

  it('draws a photo only from the photo pipeline, with its caption and credit', () => {
    const image = (src: string) => ({
      type: 'image' as const,
      attrs: {
        imageId: 'a',
        src,
        alt: 'Boats at the harbour',
        caption: 'Nellore',
        credit: 'K. Ramesh',
      },
    });
    const body = drawn({
      type: 'doc',
      content: [image(PHOTO), image('https://evil.example/x.png')],
    });
    const photos = body.querySelectorAll('img');
    expect(photos).toHaveLength(1);
    expect(photos[0]).toHaveAttribute('src', PHOTO);
    expect(photos[0]).toHaveAttribute('alt', 'Boats at the harbour');
    expect(body.querySelector('figcaption')).toHaveTextContent('Nellore Photo: K. Ramesh');
  });

  it('draws quotes with who said them, lists and headings', () => {
    const body = drawn({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Relief' }] },
        {
          type: 'blockquote',
          attrs: { attribution: 'The collector' },
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Stay indoors.' }] }],
        },
        {
          type: 'orderedList',
          attrs: { start: 3 },
          content: [
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Water' }] }],
            },
          ],
        },
      ],
    });
    expect(body.querySelector('h2')).toHaveTextContent('Relief');
    expect(body.querySelector('figure.quote blockquote p')).toHaveTextContent('Stay indoors.');
    expect(body.querySelector('figure.quote cite')).toHaveTextContent('The collector');
    expect(body.querySelector('ol')).toHaveAttribute('start', '3');
    expect(body.querySelector('ol li p')).toHaveTextContent('Water');
  });
});
