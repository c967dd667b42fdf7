import { describe, expect, it } from 'vitest';
import { isAllowedHref, normalizeHref } from './links';
import { documentOfText, plainTextOf, tidyDocument } from './plainText';

describe('story links', () => {
  it('allows web and email addresses and pages of this site', () => {
    for (const href of [
      'https://example.org/a?b=1',
      'http://example.org',
      'mailto:desk@example.org',
      '/news/12',
    ])
      expect(isAllowedHref(href), href).toBe(true);
  });

  it('refuses scripts, data, other schemes and protocol-relative addresses', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      'ftp://example.org',
      '//evil.example',
      '/\\evil.example',
      'https://',
      '',
    ])
      expect(isAllowedHref(href), href).toBe(false);
  });

  it('takes a bare address as https and a bare email address as mailto', () => {
    expect(normalizeHref('www.example.org/a')).toBe('https://www.example.org/a');
    expect(normalizeHref('desk@example.org')).toBe('mailto:desk@example.org');
    expect(normalizeHref('javascript:alert(1)')).toBe('javascript:alert(1)');
  });
});

describe('a story as plain text', () => {
  it('reads every block, a blank line between, and skips photos', () => {
    expect(
      plainTextOf({
        type: 'doc',
        content: [
          { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Floods' }] },
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'Line one' },
              { type: 'hardBreak' },
              { type: 'text', text: 'line two', marks: [{ type: 'bold' }] },
            ],
          },
          { type: 'image', attrs: { imageId: 'a', src: '/media/i/a.jpg', alt: 'A road' } },
          {
            type: 'bulletList',
            content: [
              {
                type: 'listItem',
                content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Roads' }] }],
              },
            ],
          },
          {
            type: 'blockquote',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Ready' }] }],
          },
          { type: 'paragraph' },
        ],
      }),
    ).toBe('Floods\n\nLine one\nline two\n\nRoads\n\nReady');
  });

  it('makes paragraphs of plain text, and drops the empty ones at the end of a story', () => {
    const doc = documentOfText('First\nline\n\nSecond');
    expect(doc.content).toHaveLength(2);
    expect(plainTextOf(doc)).toBe('First\nline\n\nSecond');
    expect(tidyDocument({ type: 'doc', content: [...doc.content, { type: 'paragraph' }] })).toEqual(
      doc,
    );
    expect(tidyDocument({ type: 'doc', content: [{ type: 'paragraph' }] }).content).toHaveLength(1);
  });
});
