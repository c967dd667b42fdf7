import type { ArticlePhoto } from '../shared/components/ArticleImage';

const WIDTHS = [480, 960, 1200, 1600];

/**
 * An uploaded photo as the gateway answers it: every width narrowest first, WebP before the
 * photo's own format at each width.
 */
export function photo(
  format: 'JPEG' | 'PNG' = 'JPEG',
  id = '0123456789abcdef0123456789abcdef',
): ArticlePhoto {
  const ext = format === 'JPEG' ? 'jpg' : 'png';
  return {
    id,
    width: 2400,
    height: 1350,
    format,
    variants: WIDTHS.flatMap((w) => [
      { url: `/media/i/${id}-${w}.webp`, width: w, height: (w * 9) / 16, format: 'WEBP' as const },
      { url: `/media/i/${id}-${w}.${ext}`, width: w, height: (w * 9) / 16, format },
    ]),
  };
}

/** The same photo as GraphQL answers it (with the typenames MockedProvider wants). */
export function photoResult(image: ArticlePhoto) {
  return {
    __typename: 'Image',
    ...image,
    variants: image.variants.map((v) => ({ __typename: 'ImageVariant', ...v })),
  };
}
