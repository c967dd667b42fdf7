import { describe, expect, it } from 'vitest';
import { draftNeeds } from './draftNeeds';

const empty = { title: '', content: '', category: '' as const, mediaUrl: '', image: null };

describe('draftNeeds', () => {
  it('blocks every action but Save draft on a draft with a title alone, naming what it lacks', () => {
    const values = { ...empty, title: 'Floods' };
    expect(draftNeeds(['draft', 'review'], undefined, values)).toEqual({
      blocked: ['review'],
      missing: ['content', 'category', 'mediaUrl'],
      noWords: false,
    });
    expect(draftNeeds(['publish', 'draft', 'schedule'], undefined, values).blocked).toEqual([
      'publish',
      'schedule',
    ]);
  });

  it('blocks Save on an article out of the drafts, not on a draft', () => {
    const values = { ...empty, title: 'T', content: 'C', category: 'SPORTS' as const };
    expect(draftNeeds(['save', 'schedule', 'unpublish'], 'PUBLISHED', values)).toEqual({
      blocked: ['save', 'schedule'],
      missing: ['mediaUrl'],
      noWords: false,
    });
    expect(draftNeeds(['save', 'review'], 'DRAFT', values).blocked).toEqual(['review']);
  });

  it('takes an uploaded photo as the image, and says when there are no words at all', () => {
    const photo = { id: 'a'.repeat(32) } as never;
    const whole = {
      title: 'T',
      content: 'C',
      category: 'SPORTS' as const,
      mediaUrl: '',
      image: photo,
    };
    expect(draftNeeds(['review'], 'DRAFT', whole)).toEqual({
      blocked: [],
      missing: [],
      noWords: false,
    });
    expect(draftNeeds(['draft'], undefined, empty).noWords).toBe(true);
  });
});
