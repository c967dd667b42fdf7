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

describe('missingToLeaveDraft when moving', () => {
  const whole = { title: 'A', content: 'B', category: 'Sports', mediaUrl: '/m.jpg' };

  it('asks a written summary to submit, schedule or publish, not to stay out of the drafts', () => {
    expect(missingToLeaveDraft({ ...whole, summary: ' ' }, true)).toEqual(['summary']);
    expect(missingToLeaveDraft({ ...whole, summary: null }, true)).toEqual(['summary']);
    expect(missingToLeaveDraft({ ...whole, summary: 'What happened.' }, true)).toEqual([]);
    expect(missingToLeaveDraft({ ...whole, summary: '' })).toEqual([]);
    expect(missingToLeaveDraft({ title: 'A', summary: '' }, true)).toEqual([
      'content',
      'category',
      'mediaUrl',
      'summary',
    ]);
  });

  it('lets a client that sends no summary (the spec body) keep the first paragraph', () => {
    expect(missingToLeaveDraft(whole, true)).toEqual([]);
  });
});

describe('hasWords', () => {
  it('is true with a title or some text, not with blanks', () => {
    expect(hasWords({ title: 'ఎన్నికలు' })).toBe(true);
    expect(hasWords({ content: 'Text only' })).toBe(true);
    expect(hasWords({ title: ' ', content: '\n' })).toBe(false);
  });
});
