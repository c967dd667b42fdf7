import type { ArticlePhoto } from '../../../shared/components/ArticleImage';

/** The photo's widest file in its own format: what the story's `image` node points at. */
export function srcOfPhoto(photo: ArticlePhoto): string {
  const own = photo.variants
    .filter((v) => v.format === photo.format)
    .sort((a, b) => b.width - a.width);
  return (own[0] ?? photo.variants[0])?.url ?? '';
}

/** The attributes of a photo in the story. */
export interface StoryPhoto {
  imageId: string;
  src: string;
  alt: string;
  caption: string | null;
  credit: string | null;
}
