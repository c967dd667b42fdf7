import type { RichDocument } from '@news/contract';
import type { Image } from '../../../domain.js';
import { badInput } from '../../../lib/errors.js';
import { widestOwnFormat } from '../../media/repository.js';
import { richDocumentMessage } from '../body.js';
import type { ArticleWrite } from '../input.js';
import type { ArticleChanges, ArticleRecord } from '../records.js';

export const PHOTO_GONE = 'This photo is no longer stored; upload it again.';
const ALT_REQUIRED = 'imageAlt is required: describe the photo for readers who cannot see it';

/** The uploaded photos, as the rules take them. */
export interface Photos {
  /** The photo, its row locked until the save ends (so no sweep deletes it); undefined if gone. */
  claim(id: string): Promise<Image | undefined>;
}

/** A new article's photo needs a description. */
export function checkNewPhoto(write: Pick<ArticleWrite, 'imageId' | 'imageAlt'>): void {
  if (typeof write.imageId === 'string' && (write.imageAlt ?? null) === null) {
    throw badInput('imageAlt', ALT_REQUIRED);
  }
}

/** What an update does to an article's image (photoChange). */
export interface PhotoChange {
  /** The uploaded photo it had, and the one it has after (null: none). */
  oldPhoto: string | null;
  newPhoto: string | null;
  changes: Pick<
    ArticleChanges,
    'mediaUrl' | 'imageId' | 'imageAlt' | 'imageCaption' | 'imageCredit'
  >;
  /** A photo sent by id, to take (claimPhoto): it sets `imageId` and `mediaUrl`. */
  claim?: string;
}

/**
 * The photo an update leaves: another one (imageId), none (imageId null, or a pasted mediaUrl
 * alone, which replaces it), or the same. The uploaded photo removed or replaced takes its alt
 * text, caption and credit with it, unless the request sends new ones: the old photographer is
 * not credited with another image, nor the old description kept. A photo needs a description.
 */
export function photoChange(
  existing: Pick<ArticleRecord, 'imageId' | 'imageAlt'>,
  write: Pick<ArticleWrite, 'imageId' | 'mediaUrl' | 'imageAlt' | 'imageCaption' | 'imageCredit'>,
): PhotoChange {
  const oldPhoto = existing.imageId;
  const newPhoto =
    write.imageId !== undefined ? write.imageId : write.mediaUrl !== undefined ? null : oldPhoto;
  const changes: PhotoChange['changes'] = {};
  // The photo removed with no address instead: no image, which a draft alone may have.
  if (newPhoto === null && oldPhoto !== null && write.mediaUrl === undefined) {
    changes.mediaUrl = '';
  }
  if (oldPhoto !== null && newPhoto !== oldPhoto) {
    for (const field of ['imageAlt', 'imageCaption', 'imageCredit'] as const) {
      if (write[field] === undefined) changes[field] = null;
    }
  }
  const alt =
    write.imageAlt !== undefined
      ? write.imageAlt
      : changes.imageAlt !== undefined
        ? changes.imageAlt
        : existing.imageAlt;
  if (newPhoto !== null && alt === null) throw badInput('imageAlt', ALT_REQUIRED);
  if (typeof write.imageId === 'string')
    return { oldPhoto, newPhoto, changes, claim: write.imageId };
  if (newPhoto !== oldPhoto) changes.imageId = newPhoto;
  return { oldPhoto, newPhoto, changes };
}

/** Takes an uploaded photo for an article: its address is then its widest own-format file. */
export async function claimPhoto(photos: Photos, id: string): Promise<string> {
  const image = await photos.claim(id);
  if (!image) throw badInput('imageId', PHOTO_GONE);
  return widestOwnFormat(image);
}

/**
 * Takes the photos a body shows, as an article takes its own photo: each must be stored, and
 * its `src` its widest own-format file. Refused naming `body` and the photo's place in it.
 */
export async function claimBodyImages(photos: Photos, body: RichDocument): Promise<void> {
  const claimed = new Map<string, Image | undefined>();
  for (const [index, block] of body.content.entries()) {
    if (block.type !== 'image') continue;
    const { imageId: id, src } = block.attrs;
    if (!claimed.has(id)) claimed.set(id, await photos.claim(id));
    const image = claimed.get(id);
    if (!image) {
      throw badInput(
        'body',
        richDocumentMessage({ path: `content[${index}].attrs.imageId`, reason: PHOTO_GONE }),
      );
    }
    const file = widestOwnFormat(image);
    if (src !== file) {
      throw badInput(
        'body',
        richDocumentMessage({
          path: `content[${index}].attrs.src`,
          reason: `src must be the photo's widest file in its own format, ${file}`,
        }),
      );
    }
  }
}
