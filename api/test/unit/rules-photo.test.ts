import { describe, expect, it } from 'vitest';
import {
  checkNewPhoto,
  claimBodyImages,
  claimPhoto,
  photoChange,
} from '../../src/modules/articles/rules/photo.js';
import { article, photo, refusalOf } from './article-records.js';

const OLD = 'a'.repeat(32);
const NEW = 'b'.repeat(32);
const withPhoto = article({
  imageId: OLD,
  mediaUrl: `/media/${OLD}-1600.jpg`,
  imageAlt: 'The council chamber',
});
const stored = (ids: string[]) => ({
  claim: (id: string) => Promise.resolve(ids.includes(id) ? photo(id) : undefined),
});

describe('the photo rule of an update', () => {
  it('keeps the photo and its texts when the update sends neither', () => {
    expect(photoChange(withPhoto, {})).toEqual({ oldPhoto: OLD, newPhoto: OLD, changes: {} });
  });

  it('removes the photo with imageId null, its texts and its address with it', () => {
    expect(photoChange(withPhoto, { imageId: null })).toEqual({
      oldPhoto: OLD,
      newPhoto: null,
      changes: {
        mediaUrl: '',
        imageId: null,
        imageAlt: null,
        imageCaption: null,
        imageCredit: null,
      },
    });
  });

  it('lets a pasted address replace the photo, keeping the address the update sends', () => {
    const change = photoChange(withPhoto, { mediaUrl: 'https://example.com/a.jpg' });
    expect(change.newPhoto).toBeNull();
    expect(change.changes).toEqual({
      imageId: null,
      imageAlt: null,
      imageCaption: null,
      imageCredit: null,
    });
  });

  it('takes another photo by id, crediting nobody with it unless the update says so', () => {
    const change = photoChange(withPhoto, { imageId: NEW, imageAlt: 'Voters queue' });
    expect(change).toEqual({
      oldPhoto: OLD,
      newPhoto: NEW,
      claim: NEW,
      changes: { imageCaption: null, imageCredit: null },
    });
  });

  it('refuses another photo without a description of its own, naming imageAlt', async () => {
    const refusal = await refusalOf(() => photoChange(withPhoto, { imageId: NEW }));
    expect([refusal.status, refusal.field]).toEqual([400, 'imageAlt']);
  });

  it('refuses clearing the description of the photo an article keeps', async () => {
    const refusal = await refusalOf(() => photoChange(withPhoto, { imageAlt: null }));
    expect([refusal.status, refusal.field]).toEqual([400, 'imageAlt']);
  });

  it('asks a new article with a photo for its description too', async () => {
    expect(() => checkNewPhoto({ imageId: NEW, imageAlt: 'Voters' })).not.toThrow();
    const refusal = await refusalOf(() => checkNewPhoto({ imageId: NEW }));
    expect(refusal.field).toBe('imageAlt');
  });
});

describe('taking photos', () => {
  it("gives a stored photo's widest file in its own format as the address", async () => {
    expect(await claimPhoto(stored([NEW]), NEW)).toBe(`/media/${NEW}-1600.jpg`);
  });

  it('refuses a photo no longer stored, naming imageId', async () => {
    const refusal = await refusalOf(() => claimPhoto(stored([]), NEW));
    expect([refusal.status, refusal.field]).toEqual([400, 'imageId']);
  });

  it("refuses a body's photo that is gone, or shown by another file, saying where", async () => {
    const body = (src: string) => ({
      type: 'doc' as const,
      content: [
        { type: 'paragraph' as const, content: [{ type: 'text' as const, text: 'Before.' }] },
        { type: 'image' as const, attrs: { imageId: NEW, src, alt: 'Voters' } },
      ],
    });
    await expect(
      claimBodyImages(stored([NEW]), body(`/media/${NEW}-1600.jpg`)),
    ).resolves.toBeUndefined();
    const gone = await refusalOf(() => claimBodyImages(stored([]), body('x')));
    expect([gone.field, gone.message]).toEqual([
      'body',
      expect.stringContaining('content[1].attrs.imageId') as unknown,
    ]);
    const narrow = await refusalOf(() =>
      claimBodyImages(stored([NEW]), body(`/media/${NEW}-800.jpg`)),
    );
    expect(narrow.message).toContain('content[1].attrs.src');
  });
});
