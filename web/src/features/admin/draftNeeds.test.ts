import { describe, expect, it } from 'vitest';
import { draftNeeds } from './draftNeeds';

const empty = {
  title: '',
  content: '',
  category: '' as const,
  mediaUrl: '',
  image: null,
  summary: '',
};

describe('draftNeeds', () => {
  it('blocks every action but Save draft on a draft with a title alone, naming what it lacks', () => {
    const values = { ...empty, title: 'Floods' };
    expect(draftNeeds(['draft', 'review'], undefined, values)).toEqual({
      blocked: ['review'],
      lines: [{ actions: ['review'], missing: ['content', 'category', 'mediaUrl', 'summary'] }],
      noWords: false,
    });
    expect(draftNeeds(['publish', 'draft', 'schedule'], undefined, values)).toMatchObject({
      blocked: ['publish', 'schedule'],
      lines: [{ actions: ['publish', 'schedule'] }],
    });
  });

  it('asks a summary to submit, publish or schedule, not to save a story out of the drafts', () => {
    const values = { ...empty, title: 'T', content: 'C', category: 'SPORTS' as const };
    expect(draftNeeds(['save', 'schedule', 'unpublish'], 'PUBLISHED', values)).toEqual({
      blocked: ['save', 'schedule'],
      lines: [
        { actions: ['save'], missing: ['mediaUrl'] },
        { actions: ['schedule'], missing: ['mediaUrl', 'summary'] },
      ],
      noWords: false,
    });
    const pictured = { ...values, mediaUrl: '/media/a.jpg' };
    expect(draftNeeds(['save', 'schedule', 'unpublish'], 'PUBLISHED', pictured)).toEqual({
      blocked: ['schedule'],
      lines: [{ actions: ['schedule'], missing: ['summary'] }],
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
      summary: 'What happened.',
    };
    expect(draftNeeds(['review'], 'DRAFT', whole)).toEqual({
      blocked: [],
      lines: [],
      noWords: false,
    });
    expect(draftNeeds(['draft'], undefined, empty).noWords).toBe(true);
  });
});
