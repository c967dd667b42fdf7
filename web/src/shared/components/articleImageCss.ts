import type { SystemStyleObject } from '@chakra-ui/react';
import { READER_HOOKS } from '@news/contract';

/**
 * An article's picture (ArticleImage) is plain HTML styled by one class in the global CSS
 * (app/system.ts): a list holds dozens of pictures, and a styled component each would cost its
 * own style work on every rendering.
 */
export const articleImageCss: Record<string, SystemStyleObject> = {
  '.article-image': { bg: 'bg.muted', overflow: 'hidden' },
  '.article-image.rounded-md': { rounded: 'md' },
  '.article-image.rounded-lg': { rounded: 'lg' },
  [`.article-image :is(picture, img, [${READER_HOOKS.imageFallback}])`]: {
    display: 'block',
    w: 'full',
    h: 'full',
  },
  '.article-image img': { objectFit: 'cover' },
  [`.article-image [${READER_HOOKS.imageFallback}]`]: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  [`.article-image [${READER_HOOKS.imageFallback}] > span`]: {
    px: '3',
    py: '1',
    rounded: 'md',
    bg: 'blackAlpha.600',
    color: 'white',
    fontWeight: 'bold',
    fontSize: 'lg',
  },
};
