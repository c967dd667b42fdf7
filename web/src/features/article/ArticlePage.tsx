import { useQuery } from '@apollo/client/react';
import { Avatar, Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Category } from '@news/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { graphql } from '../../gql';
import type { ArticleDetailQuery } from '../../gql/graphql';
import { langOf, statusShown } from '../../shared/articles';
import { ArticleImage, type ArticleImageData } from '../../shared/components/ArticleImage';
import { Loading } from '../../shared/components/Loading';
import { Problem } from '../../shared/components/Problem';
import { StatusBadge } from '../../shared/components/StatusBadge';
import { useFormatDate } from '../../shared/dates';
import { PageHead, type HeadData } from '../../shared/head';
import { SERVER_DATA_MS } from '../../shared/serverData';
import { useNow } from '../../shared/now';
import { useSession } from '../../shared/session';
import { articlePath, slugOf } from './articlePath';
import { ReadInLink } from './ReadInLink';

const ArticleQuery = graphql(`
  query ArticleDetail($id: ID!) {
    article(id: $id) {
      id
      title
      content
      summary
      writtenSummary
      slug
      category
      language
      ...ArticleImage_article
      imageCaption
      imageCredit
      status
      createdAt
      publishedAt
      updatedAt
      author {
        name
      }
      translation {
        ...ReadInLink_article
      }
    }
  }
`);

type Article = NonNullable<ArticleDetailQuery['article']>;

/**
 * How wide the photo is drawn: the article's 48rem column, or the screen less the layout's padding
 * (24 px each side from 768 px, 16 below). A desktop draws it 768 px wide (the 960 px file at
 * density 1, 1600 at 2); a 390 px phone 358 px (1200 at density 3).
 */
export const ARTICLE_IMAGE_SIZES =
  '(min-width: 816px) 768px, (min-width: 768px) calc(100vw - 48px), calc(100vw - 32px)';

/** The photo keeps its own shape, from square (a portrait photo is cropped to it) to 2.4:1. */
function photoRatio(article: ArticleImageData): number {
  if (!article.image) return 16 / 9;
  const { width, height } = article.image;
  return Math.min(Math.max(width / height, 1), 2.4);
}

const isId = (value: string | undefined): value is string =>
  !!value && /^[1-9]\d{0,15}$/.test(value);

/** The width link previews get: large enough for every card, and what their guides ask for. */
const SHARE_WIDTH = 1200;

/**
 * The picture link previews show: the uploaded photo's 1200 px file (or the widest below it) in
 * its own format, JPEG or PNG, which every preview reads (not all read WebP); else the pasted
 * address.
 */
export function shareImage(
  article: Pick<Article, 'image' | 'mediaUrl'>,
): { url: string; width?: number; height?: number } | undefined {
  const { image } = article;
  if (image) {
    const own = image.variants
      .filter((v) => v.format === image.format)
      .sort((a, b) => a.width - b.width);
    const pick =
      own.find((v) => v.width === SHARE_WIDTH) ??
      own.filter((v) => v.width <= SHARE_WIDTH).pop() ??
      own[0];
    if (pick) return { url: pick.url, width: pick.width, height: pick.height };
  }
  return article.mediaUrl ? { url: article.mediaUrl } : undefined;
}

const OG_LOCALES = { en: 'en_IN', te: 'te_IN' } as const;
const ogLocale = (lang: string) => (lang === 'te' ? OG_LOCALES.te : OG_LOCALES.en);

/** What the article tells search engines and link previews, its NewsArticle data included. */
export function articleHead(article: Article, brand: string, published: boolean): HeadData {
  const lang = langOf(article.language);
  const canonical = articlePath(article);
  const image = shareImage(article);
  const section = Category[article.category];
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
    noindex: published ? undefined : true,
    og: {
      type: 'article',
      image: image?.url,
      imageWidth: image?.width,
      imageHeight: image?.height,
      imageAlt: image ? (article.imageAlt ?? undefined) : undefined,
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
      ...(image ? { image: [image.url] } : {}),
      datePublished: date,
      dateModified: article.updatedAt,
      author: { '@type': 'Person', name: article.author.name },
      inLanguage: lang,
      publisher: { '@type': 'Organization', name: brand },
      mainEntityOfPage: canonical,
      articleSection: section,
    },
  };
}

function BackToNews() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline" size="sm" alignSelf="flex-start">
      <RouterLink to="/home">
        <LuArrowLeft aria-hidden /> {t('article.back')}
      </RouterLink>
    </Button>
  );
}

/**
 * A signed-in newsroom member may be reading a draft: the page rendered on the server as an
 * anonymous reader's found nothing, so ask again, once per article, with the session's cookie.
 */
function useStaffRetry(
  id: string | undefined,
  answeredNull: boolean,
  refetch: () => Promise<unknown>,
) {
  const { isLoggedIn } = useSession();
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!id || !isLoggedIn || !answeredNull || asked.current === id) return;
    // Right after the page starts, queries answer from the server's (a reader's) data: ask after that.
    const timer = setTimeout(() => {
      asked.current = id;
      refetch().catch(() => undefined);
    }, SERVER_DATA_MS);
    return () => clearTimeout(timer);
  }, [id, isLoggedIn, answeredNull, refetch]);
}

/**
 * An address without the slug, or with an old one (the headline changed), moves to the canonical
 * address in place: the server answers such an address with a 301 (`redirect` in the head), the
 * browser replaces it (as `<Navigate replace>` would; an effect, so the server renders no
 * navigation it cannot make).
 */
function useCanonicalAddress(canonical: string | undefined) {
  const navigate = useNavigate();
  useEffect(() => {
    if (canonical) void navigate(canonical, { replace: true });
  }, [canonical, navigate]);
}

export default function ArticlePage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const now = useNow();
  const params = useParams();
  const { id } = params;
  const valid = isId(id);
  const { data, loading, error, refetch } = useQuery(ArticleQuery, {
    variables: { id: id ?? '' },
    skip: !valid,
  });
  const article = data?.article;
  useStaffRetry(valid ? id : undefined, data?.article === null, refetch);
  const canonical = article ? articlePath(article) : undefined;
  const outdated = !!article && slugOf(params.slug) !== article.slug.normalize('NFC');
  useCanonicalAddress(outdated ? canonical : undefined);

  if (valid && loading && !article) {
    return (
      <>
        <PageHead noindex />
        <Loading />
      </>
    );
  }
  if (valid && error && !article) {
    return (
      <Stack gap="4">
        <PageHead noindex status={503} />
        <Problem onRetry={() => void refetch()}>{t('article.loadFailed')}</Problem>
        <BackToNews />
      </Stack>
    );
  }
  if (!article) {
    return (
      <Stack gap="4">
        <PageHead title={t('article.notFoundTitle')} status={404} noindex />
        <Problem status="warning">{t('article.notFound')}</Problem>
        <BackToNews />
      </Stack>
    );
  }

  const lang = langOf(article.language);
  const status = statusShown(article, now);
  const head = articleHead(article, t('app.brand'), status === 'PUBLISHED');
  // Readers see the date it was published; a draft (staff only) shows its article date.
  const date = article.publishedAt ?? article.createdAt;
  return (
    <Box as="article" maxW="3xl" mx="auto">
      <PageHead {...head} redirect={outdated ? canonical : undefined} />
      <Stack gap="4">
        <BackToNews />
        <HStack gap="3" fontSize="sm" wrap="wrap">
          <Badge colorPalette="red" variant="subtle">
            {t(`categories.${article.category}`)}
          </Badge>
          {status !== 'PUBLISHED' && (
            <StatusBadge status={article.status} publishedAt={article.publishedAt} />
          )}
          <Text asChild color="fg.muted">
            <time dateTime={date}>{formatDate(date, 'long')}</time>
          </Text>
          {article.translation && <ReadInLink translation={article.translation} />}
        </HStack>
        <Heading
          as="h1"
          fontFamily="headline"
          fontSize={{ base: '3xl', md: '4xl' }}
          lineHeight="1.15"
          lang={lang}
        >
          {article.title}
        </Heading>
        {article.writtenSummary && (
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" lang={lang}>
            {article.writtenSummary}
          </Text>
        )}
        <HStack gap="3">
          <Avatar.Root size="sm" colorPalette="red">
            <Avatar.Fallback>{article.author.name.charAt(0).toUpperCase()}</Avatar.Fallback>
          </Avatar.Root>
          <Text fontWeight="medium">{t('article.by', { name: article.author.name })}</Text>
        </HStack>
        <Box as="figure" m="0">
          <ArticleImage
            article={article}
            sizes={ARTICLE_IMAGE_SIZES}
            load="priority"
            ratio={photoRatio(article)}
            rounded="lg"
            lang={lang}
          />
          {(article.imageCaption || article.imageCredit) && (
            <Text as="figcaption" mt="2" fontSize="sm" color="fg.muted">
              {article.imageCaption && <span lang={lang}>{article.imageCaption}</span>}
              {article.imageCaption && article.imageCredit && ' '}
              {article.imageCredit && (
                <Text as="span" fontStyle="italic">
                  {t('article.photoCredit', { credit: article.imageCredit })}
                </Text>
              )}
            </Text>
          )}
        </Box>
        <Stack gap="4" fontSize="lg" lineHeight="tall" lang={lang}>
          {article.content.split(/\n\s*\n/).map((paragraph, i) => (
            <Text key={i} whiteSpace="pre-line">
              {paragraph}
            </Text>
          ))}
        </Stack>
        <BackToNews />
      </Stack>
    </Box>
  );
}
