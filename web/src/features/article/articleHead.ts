import { articlePath, authorPath, Category } from '@news/contract';
import type { ArticleDetailQuery } from '../../gql/graphql';
import { langOf } from '../../shared/articles';
import { SITE_SHARE_IMAGE, type HeadData } from '../../shared/head';
import { liveBlogJsonLd } from './live/liveHead';

export type Article = NonNullable<ArticleDetailQuery['article']>;

/** The publisher's logo in structured data: a raster square of the brand's mark. */
const PUBLISHER_LOGO = { url: '/icons/icon-512.png', width: 512, height: 512 } as const;

const OG_LOCALES = { en: 'en_IN', te: 'te_IN' } as const;
const ogLocale = (lang: string) => (lang === 'te' ? OG_LOCALES.te : OG_LOCALES.en);

/**
 * What the article tells search engines and link previews: a raster picture with its size, type
 * and description (an uploaded photo's 1200 px file, a seeded illustration rasterised by the api,
 * else the brand's picture), and its NewsArticle data with the publisher's logo (a live blog's,
 * LiveBlogPosting with its posts).
 */
export function articleHead(article: Article, brand: string): HeadData {
  const lang = langOf(article.language);
  const canonical = articlePath(article);
  const own = article.shareImage;
  const image = own ?? SITE_SHARE_IMAGE;
  const imageAlt = own ? (article.imageAlt ?? article.title) : brand;
  const section = article.category ? Category[article.category] : undefined;
  const date = article.publishedAt ?? article.createdAt;
  const { translation } = article;
  return {
    title: article.title,
    description: article.summary,
    canonical,
    alternates: [
      { hrefLang: lang, href: canonical },
      ...(translation
        ? [{ hrefLang: langOf(translation.language), href: articlePath(translation) }]
        : []),
    ],
    og: {
      type: 'article',
      image: image.url,
      imageWidth: image.width ?? undefined,
      imageHeight: image.height ?? undefined,
      imageType: image.type ?? undefined,
      imageAlt,
      locale: ogLocale(lang),
      alternateLocale: translation ? ogLocale(langOf(translation.language)) : undefined,
      publishedTime: article.publishedAt ?? undefined,
      modifiedTime: article.updatedAt,
      section,
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: article.title,
      description: article.summary,
      image: [image.url],
      datePublished: date,
      dateModified: article.updatedAt,
      author: [
        {
          '@type': 'Person',
          name: article.author.displayName,
          ...(article.author.username ? { url: authorPath(article.author.username) } : {}),
        },
      ],
      inLanguage: lang,
      publisher: {
        '@type': 'Organization',
        name: brand,
        logo: { '@type': 'ImageObject', ...PUBLISHER_LOGO },
      },
      mainEntityOfPage: canonical,
      articleSection: section,
      ...(article.live ? liveBlogJsonLd(article.live, canonical) : {}),
    },
  };
}
