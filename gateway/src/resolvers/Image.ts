import type { ImageResolvers, ImageVariantResolvers } from '../__generated__/resolvers-types.js';

/** The api's MIME `type` is the `ImageFormat` enum's internal value (@news/contract). */
export const Image: ImageResolvers = {
  format: (image) => image.type,
};

export const ImageVariant: ImageVariantResolvers = {
  format: (variant) => variant.type,
};
