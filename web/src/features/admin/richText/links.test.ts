import { describe, expect, it } from 'vitest';
import { isSafeHref } from '@news/contract';
import { normalizeHref } from './links';
import { tidyDocument } from './plainText';

describe("story links (the contract's rule, as the editor uses it)", () => {
  it('allows web and email addresses and pages of this site', () => {
    for (const href of [
      'https://example.org/a?b=1',
      'http://example.org',
      'mailto:desk@example.org',
      '/news/12',
    ])
      expect(isSafeHref(href), href).toBe(true);
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
      expect(isSafeHref(href), href).toBe(false);
  });

  it('takes a bare address as https and a bare email address as mailto', () => {
    expect(normalizeHref('www.example.org/a')).toBe('https://www.example.org/a');
    expect(normalizeHref('desk@example.org')).toBe('mailto:desk@example.org');
    expect(normalizeHref('javascript:alert(1)')).toBe('javascript:alert(1)');
  });
});

describe('a story as saved', () => {
  it('drops the empty paragraphs at its end, and keeps one in an empty story', () => {
    const para = (text: string) => ({
      type: 'paragraph' as const,
      content: [{ type: 'text' as const, text }],
    });
    const doc = {
      type: 'doc' as const,
      content: [para('First'), { type: 'paragraph' as const }, para('Second')],
    };
    expect(
      tidyDocument({
        ...doc,
        content: [...doc.content, { type: 'paragraph' }, { type: 'paragraph' }],
      }),
    ).toEqual(doc);
    expect(tidyDocument({ type: 'doc', content: [{ type: 'paragraph' }] }).content).toHaveLength(1);
  });
});
