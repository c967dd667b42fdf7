import { Avatar, Badge, Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { articleIdPath, articlePath, authorPath, READER_HOOKS } from '@news/contract';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useParams } from 'react-router-dom';
import { langOf, slugOf } from '../../shared/articles';
import { ArticleImage, type ArticleImageData } from '../../shared/components/ArticleImage';
import { ARTICLE_IMAGE_SIZES } from './articleSizes';
import { BackToNews } from '../../shared/components/BackToNews';
import { PageLoadFailed } from '../../shared/components/PageLoadFailed';
import { Problem } from '../../shared/components/Problem';
import { formatPublished } from '../../shared/dates';
import { PageHead } from '../../shared/head';
import { useNow } from '../../shared/now';
import { PageKindContext } from '../../shared/pageKind';
import type { ArticleLoaded } from './articleData';
import { articleHead, type Article } from './articleHead';
import { PhotoCaption } from './PhotoCaption';
import { ReadInLink } from './ReadInLink';
import { ReadNext } from './ReadNext';
import { RankedStories } from '../../shared/readRankings';
import { RichBody } from './RichBody';
import { ShareLinks } from './ShareLinks';
import { LiveBlog } from './live/LiveBlog';

export { ARTICLE_IMAGE_SIZES };

/** The photo keeps its own shape, from square (a portrait photo is cropped to it) to 2.4:1. */
function photoRatio(article: ArticleImageData): number {
  if (!article.image) return 16 / 9;
  const { width, height } = article.image;
  return Math.min(Math.max(width / height, 1), 2.4);
}

/** A story counts as updated when it changed more than this long after it was published. */
const UPDATED_AFTER_MS = 60_000;

/**
 * "By {name}", the name in the article's language and a link to the author's page while the
 * account exists. The sentence is the spec's string, split around the name.
 */
function Byline({ author, lang }: { author: Article['author']; lang: string }) {
  const { t } = useTranslation();
  const [before, after] = t('article.by', { name: NAME_MARK }).split(NAME_MARK);
  return (
    <Text fontWeight="medium">
      {before}
      {author.username ? (
        <Link href={authorPath(author.username)} lang={lang} textDecoration="underline">
          {author.displayName}
        </Link>
      ) : (
        <span lang={lang}>{author.displayName}</span>
      )}
      {after}
    </Text>
  );
}

/** Stands for the name in the byline's sentence, to split it there. */
const NAME_MARK = '\u0001';

/** When the story was published and, if it changed later, updated: day and time in the newsroom. */
function Times({ article }: { article: Article }) {
  const { t, i18n } = useTranslation();
  const published = article.publishedAt ?? article.createdAt;
  const updated =
    Date.parse(article.updatedAt) - Date.parse(published) > UPDATED_AFTER_MS
      ? article.updatedAt
      : undefined;
  return (
    <Text fontSize="sm" color="fg.muted">
      <time dateTime={published}>
        {t('article.published', { time: formatPublished(published, i18n.language) })}
      </time>
      {updated && (
        <>
          {' · '}
          <time dateTime={updated}>
            {t('article.updated', { time: formatPublished(updated, i18n.language) })}
          </time>
        </>
      )}
    </Text>
  );
}

/** The author's initial, byline and, once the story is out, its times. */
function AuthorLine({ article, lang, out }: { article: Article; lang: string; out: boolean }) {
  return (
    <HStack gap="3" align="center">
      <Avatar.Root size="sm" colorPalette="red">
        <Avatar.Fallback>
          {article.author.displayName.charAt(0).toLocaleUpperCase(lang)}
        </Avatar.Fallback>
      </Avatar.Root>
      <Box>
        <Byline author={article.author} lang={lang} />
        {out && <Times article={article} />}
      </Box>
    </HStack>
  );
}

/** The story's photo with its caption and credit beneath. */
function ArticleFigure({ article, lang }: { article: Article; lang: string }) {
  return (
    <Box as="figure" m="0">
      <ArticleImage
        article={article}
        sizes={ARTICLE_IMAGE_SIZES}
        load="priority"
        ratio={photoRatio(article)}
        rounded="lg"
        lang={lang}
      />
      <PhotoCaption caption={article.imageCaption} credit={article.imageCredit} lang={lang} />
    </Box>
  );
}

/**
 * Whether a story readers do not see yet (a draft, one in review, one scheduled) is shown: only a
 * staff preview renders one. A reader's page never asks, so however the api's clock and this
 * one's differ, a published story never reads as unpublished.
 */
function isUnpublishedPreview(article: Article, preview: boolean, now: number): boolean {
  if (!preview) return false;
  const { status, publishedAt } = article;
  return status !== 'PUBLISHED' || !publishedAt || Date.parse(publishedAt) > now;
}

/**
 * The article page, as readers see it: only published stories whose time has come (the server
 * renders it as a reader; staff open drafts in the staff app). An address without the slug, or
 * with an old one, is answered 301 to the canonical address; an article that does not exist, 404;
 * one deleted into the trash, 410.
 */
export default function ArticlePage() {
  const { t } = useTranslation();
  const params = useParams();
  const { article, before, failed, id, rankings, removed } = useLoaderData<ArticleLoaded>();
  const now = useNow();
  const { preview = false } = useContext(PageKindContext);

  if (failed) {
    return (
      <Stack gap="4">
        <PageLoadFailed retryHref={articleIdPath(id ?? '')}>
          {t('article.loadFailed')}
        </PageLoadFailed>
        <BackToNews />
      </Stack>
    );
  }
  if (!article && removed) {
    return (
      <Stack gap="4">
        <PageHead title={t('article.removedTitle')} status={410} noindex />
        <Problem status="info">{t('article.removed')}</Problem>
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
  const canonical = articlePath(article);
  const outdated = slugOf(params.slug) !== article.slug.normalize('NFC');
  // A preview of a story not out says so, and offers nothing a published one has: no date,
  // nothing to share.
  const out = !isUnpublishedPreview(article, preview, now);
  return (
    <Box
      as="article"
      maxW="3xl"
      mx="auto"
      // A reader's view is counted for "Most read" (the script's beacon); a staff preview is not.
      {...(preview ? {} : { [READER_HOOKS.readId]: article.id })}
    >
      <PageHead
        {...articleHead(article, t('app.brand'))}
        redirect={outdated ? canonical : undefined}
      />
      <Stack gap="4">
        <BackToNews />
        {!out && <Problem status="warning">{t('article.notPublished')}</Problem>}
        <HStack gap="3" fontSize="sm" wrap="wrap">
          {/* A draft's preview may have no category yet. */}
          {article.category && (
            <Badge colorPalette="red" variant="subtle" lineHeight="normal" py="0.5">
              {t(`categories.${article.category}`)}
            </Badge>
          )}
          {/* A paused blog's page keeps the badge hidden, for the reader script to show again. */}
          {(article.liveStatus === 'LIVE' || article.liveStatus === 'PAUSED') && (
            <Badge
              colorPalette="red"
              variant="solid"
              lineHeight="normal"
              py="0.5"
              hidden={article.liveStatus !== 'LIVE'}
              {...{ [READER_HOOKS.liveBadge]: '' }}
            >
              {t('live.badge')}
            </Badge>
          )}
          {article.translation && <ReadInLink translation={article.translation} />}
        </HStack>
        <Heading
          as="h1"
          fontFamily="headline"
          fontSize={{ base: '3xl', md: '4xl' }}
          lineHeight="1.15"
          css={{ '&:lang(te)': { lineHeight: '1.4' } }}
          lang={lang}
        >
          {article.title}
        </Heading>
        {article.writtenSummary && (
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" lang={lang}>
            {article.writtenSummary}
          </Text>
        )}
        <AuthorLine article={article} lang={lang} out={out} />
        {out && <ShareLinks path={canonical} title={article.title} />}
        <ArticleFigure article={article} lang={lang} />
        <RichBody
          body={article.body}
          photos={article.bodyImages}
          sizes={ARTICLE_IMAGE_SIZES}
          category={article.category}
          lang={lang}
        />
        {article.live && (
          <LiveBlog
            live={article.live}
            articleId={article.id}
            path={canonical}
            lang={lang}
            before={before}
          />
        )}
        {out && <ShareLinks path={canonical} title={article.title} />}
        <ReadNext stories={article.related} />
        {out && (
          <RankedStories id="most-read" title={t('reads.mostRead')} stories={rankings?.mostRead} />
        )}
        <BackToNews />
      </Stack>
    </Box>
  );
}
