import { describe, expect, it } from 'vitest';
import { hasWords, missingToLeaveDraft } from './drafts.js';

describe('missingToLeaveDraft', () => {
  it('names every field a draft still lacks, in order', () => {
    expect(missingToLeaveDraft({ title: 'A headline', content: '  ' })).toEqual([
      'content',
      'category',
      'mediaUrl',
    ]);
    expect(
      missingToLeaveDraft({ title: 'A', content: 'B', category: 'Sports', mediaUrl: '/m.jpg' }),
    ).toEqual([]);
  });

  it('takes an uploaded photo as the image', () => {
    expect(
      missingToLeaveDraft({
        title: 'A',
        content: 'B',
        category: 'Sports',
        imageId: 'a'.repeat(32),
      }),
    ).toEqual([]);
  });
});

describe('hasWords', () => {
  it('is true with a title or some text, not with blanks', () => {
    expect(hasWords({ title: 'ఎన్నికలు' })).toBe(true);
    expect(hasWords({ content: 'Text only' })).toBe(true);
    expect(hasWords({ title: ' ', content: '\n' })).toBe(false);
  });
});
