import { documentOf } from '@news/contract';
import { AppError } from '../../src/lib/errors.js';
import { ArticleStatus, type Image, type Role, type User } from '../../src/domain.js';
import type { ArticleReading } from '../../src/modules/articles/records.js';

/** The unit tests' articles and accounts: whole records with only what a test names changed. */

export function account(id: number, role: Role): User {
  return {
    id,
    username: `${role}${id}`,
    full_Name: `${role} ${id}`,
    email: `${role}${id}@example.com`,
    role,
    is_Active: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    canPublish: role !== 'reporter',
    teluguName: null,
    bio: null,
    invitedUntil: null,
    photoId: null,
  };
}

export function article(overrides: Partial<ArticleReading> = {}): ArticleReading {
  const content = overrides.content ?? 'The council met today.';
  return {
    id: 1,
    title: 'Council meets',
    content,
    body: documentOf(content),
    category: 'Politics',
    language: 'en',
    mediaUrl: '/media/seed/council.svg',
    imageId: null,
    imageAlt: null,
    imageCaption: null,
    imageCredit: null,
    summary: null,
    excerpt: content,
    lead: false,
    status: ArticleStatus.DRAFT,
    publishedAt: null,
    createdAt: '2026-03-01T06:30:00.000Z',
    updatedAt: '2026-03-01T06:30:00.000Z',
    author: { id: 7, name: 'reporter 7', displayName: 'reporter 7', username: 'reporter7' },
    translationId: null,
    ...overrides,
  };
}

/** A stored photo whose widest file in its own format is `/media/{id}-1600.jpg`. */
export function photo(id: string): Image {
  return {
    id,
    width: 1600,
    height: 900,
    type: 'image/jpeg',
    variants: [800, 1600].flatMap((width) => [
      { url: `/media/${id}-${width}.webp`, width, height: width * 0.5625, type: 'image/webp' },
      { url: `/media/${id}-${width}.jpg`, width, height: width * 0.5625, type: 'image/jpeg' },
    ]),
  } as Image;
}

/** The AppError `fn` throws (or rejects with): its status, field, reason and message. */
export async function refusalOf(fn: () => unknown): Promise<AppError> {
  try {
    await fn();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected a refusal, and nothing was refused');
}
