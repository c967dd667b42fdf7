import { imagesOf, type RichDocument } from '@news/contract';
import type { Article, ArticleField, Image } from '../../domain.js';
import type { ImageRepository } from '../media/repository.js';
import type { ShareImages } from '../media/share.js';
import { canRead, permissionsOf, type Viewer } from './policy.js';
import type { ArticleReading, ArticleRecord, SummaryRead } from './records.js';

/** A list's articles: the fields asked for. */
export type ArticleSummary = Partial<Article>;

export const facts = (article: Pick<ArticleRecord, 'status' | 'publishedAt' | 'author'>) => ({
  status: article.status,
  publishedAt: article.publishedAt,
  authorId: article.author.id,
});

/**
 * The article as the viewer sees it: with their viewerCan* fields, and its translationId only
 * when they may read that counterpart (null otherwise, as when there is none: the id of a draft
 * is not for readers).
 */
export const withPermissions = (
  viewer: Viewer,
  reading: ArticleReading,
): Omit<Article, 'shareImage' | 'bodyImages'> => {
  const { counterpart: _counterpart, imageId: _imageId, image, ...article } = reading;
  return {
    ...article,
    image: image ?? null,
    translationId: visibleTranslationId(viewer, reading),
    ...permissionsOf(viewer, facts(article)),
  };
};

/** The counterpart's id when the viewer may read it, else null. */
const visibleTranslationId = (viewer: Viewer, reading: ArticleReading) =>
  reading.translationId !== null && reading.counterpart && canRead(viewer, reading.counterpart)
    ? reading.translationId
    : null;

/** What a summary list reads besides the rows, for the fields asked. */
export const summaryRead = (fields: readonly ArticleField[]): SummaryRead => ({
  // An empty stored body reads as the paragraphs of the content, so the body needs both.
  withContent:
    fields.includes('body') || fields.includes('bodyImages')
      ? 'body'
      : fields.includes('content') && 'text',
  withAuthor: fields.includes('author'),
  withCounterpart: fields.includes('translationId'),
  // The preview picture is made from the photo.
  withImage: fields.includes('image') || fields.includes('shareImage'),
});

/** Articles as a viewer sees them: their permissions, the fields asked, the pictures made. */
export class Presenter {
  constructor(
    private readonly images: Pick<ImageRepository, 'findMany'>,
    /** The pictures for link previews (`shareImage`); null without it. */
    private readonly shareImages?: Pick<ShareImages, 'describe'>,
  ) {}

  /** The articles as the viewer sees them, with only `fields`. */
  async present(
    viewer: Viewer,
    readings: readonly ArticleReading[],
    fields: readonly ArticleField[],
  ): Promise<ArticleSummary[]> {
    const withShareImage = fields.includes('shareImage');
    const shareImages = withShareImage
      ? await Promise.all(
          readings.map((r) => this.shareImageOf({ mediaUrl: r.mediaUrl, image: r.image ?? null })),
        )
      : undefined;
    const bodyImages = fields.includes('bodyImages')
      ? await this.bodyImagesOf(readings.map((r) => r.body))
      : undefined;
    // Each field is picked where it is: copying every article whole first, as withPermissions
    // does, is a measurable part of a list's time.
    return readings.map((reading, i) => {
      const permissions: Partial<Article> = permissionsOf(viewer, facts(reading));
      const summary: ArticleSummary = {};
      for (const field of fields) {
        summary[field] = (
          field === 'shareImage'
            ? shareImages![i]
            : field === 'bodyImages'
              ? bodyImages![i]
              : field === 'image'
                ? (reading.image ?? null)
                : field === 'translationId'
                  ? visibleTranslationId(viewer, reading)
                  : field in permissions
                    ? permissions[field]
                    : reading[field as keyof ArticleReading]
        ) as never;
      }
      return summary;
    });
  }

  /** The photos each body shows, each once, in the order first shown; one query for them all. */
  async bodyImagesOf(bodies: readonly (RichDocument | undefined)[]): Promise<Image[][]> {
    const ids = bodies.map((body) => [
      ...new Set(body ? imagesOf(body).map((i) => i.imageId) : []),
    ]);
    const all = ids.flat();
    if (all.length === 0) return ids.map(() => []);
    const found = await this.images.findMany(all);
    return ids.map((list) => list.flatMap((id) => found.get(id) ?? []));
  }

  async shareImageOf(article: Pick<Article, 'mediaUrl' | 'image'>) {
    return (await this.shareImages?.describe(article)) ?? null;
  }
}
