/**
 * How wide the photo is drawn: the article's 48rem column, or the screen less the layout's padding
 * (24 px each side from 768 px, 16 below). A desktop draws it 768 px wide (the 960 px file at
 * density 1, 1600 at 2); a 390 px phone 358 px (1200 at density 3).
 */
export const ARTICLE_IMAGE_SIZES =
  '(min-width: 816px) 768px, (min-width: 768px) calc(100vw - 48px), calc(100vw - 32px)';
