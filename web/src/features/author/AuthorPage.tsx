import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { authorPath } from '@news/contract';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import { totalPages } from '../../shared/components/pageWindow';
import { Pagination } from '../../shared/components/Pagination';
import { pictureSources, type ArticlePhoto } from '../../shared/components/ArticleImage';
import { BackToNews } from '../../shared/components/BackToNews';
import { PageLoadFailed } from '../../shared/components/PageLoadFailed';
import { Problem } from '../../shared/components/Problem';
import { PageHead } from '../../shared/head';
import { StoryCards } from '../../shared/components/StoryCards';
import { AUTHOR_PAGE_SIZE, type AuthorLoaded } from './authorData';

/** The author's photo beside their name: a small circle, WebP where the browser takes it. */
function AuthorPhoto({ photo, name }: { photo: ArticlePhoto; name: string }) {
  const { webpSrcSet, srcSet, src } = pictureSources(photo);
  const size = { base: '72px', md: '96px' };
  return (
    <Box asChild flexShrink={0} width={size} height={size} borderRadius="full" overflow="hidden">
      <picture>
        {webpSrcSet && <source type="image/webp" srcSet={webpSrcSet} sizes="96px" />}
        <img
          src={src}
          srcSet={srcSet}
          sizes="96px"
          alt={name}
          width={96}
          height={96}
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      </picture>
    </Box>
  );
}

/** The page when the author cannot be shown: not loaded (503) or not there (404). */
function AuthorMissing({
  failed,
  username,
  page,
}: {
  failed: boolean | undefined;
  username: string;
  page: number;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="4">
      {failed ? (
        <PageLoadFailed retryHref={authorPath(username, page)}>
          {t('author.loadFailed')}
        </PageLoadFailed>
      ) : (
        <>
          <PageHead title={t('author.notFoundTitle')} status={404} noindex />
          <Problem status="warning">{t('author.notFound')}</Problem>
        </>
      )}
      <BackToNews />
    </Stack>
  );
}

/**
 * The author's stories on this page; a failed load says so, and a page past the last is sent to
 * the last.
 */
function AuthorStories({
  stories,
  username,
  page,
  last,
}: {
  stories: AuthorLoaded['stories'];
  username: string;
  page: number;
  last: number;
}) {
  const { t } = useTranslation();
  if (!stories) {
    return (
      <PageLoadFailed retryHref={authorPath(username, page)}>
        {t('author.loadFailed')}
      </PageLoadFailed>
    );
  }
  if (page > last) {
    return <PageHead redirect={authorPath(username, last)} redirectStatus={302} />;
  }
  return (
    <>
      <StoryCards articles={stories.items} pattern={null} edition />
      <Pagination page={page} pageSize={AUTHOR_PAGE_SIZE} totalItems={stories.totalItems} />
    </>
  );
}

/**
 * An author's page, as readers see it: their name in the page's language (the Telugu name on a
 * Telugu page, when they have one; the other one beside it), their bio, and their stories in
 * both editions, newest first.
 */
export default function AuthorPage() {
  const { t, i18n } = useTranslation();
  const { author, stories, page, username, failed } = useLoaderData<AuthorLoaded>();

  if (!author) return <AuthorMissing failed={failed} username={username} page={page} />;

  const telugu = i18n.language === 'te' && author.teluguName;
  const name = telugu ? author.teluguName! : author.name;
  const otherName = telugu ? author.name : author.teluguName;
  const last = stories ? Math.max(1, totalPages(stories.totalItems, AUTHOR_PAGE_SIZE)) : page;
  const pageNote = page > 1 ? t('pagination.page', { page }) : undefined;

  return (
    <Stack gap="6">
      <PageHead
        title={pageNote ? `${name} · ${pageNote}` : name}
        description={author.bio ?? t('author.description', { name })}
        canonical={authorPath(author.username, page)}
      />
      <BackToNews />
      <Stack gap="2">
        <Stack direction="row" gap="4" align="center">
          {author.photo && <AuthorPhoto photo={author.photo} name={name} />}
          <Stack gap="1">
            <Heading
              as="h1"
              fontFamily="headline"
              fontSize={{ base: '3xl', md: '4xl' }}
              lang={telugu ? 'te' : 'en'}
            >
              {name}
            </Heading>
            {otherName && otherName !== name && (
              <Text color="fg.muted" lang={telugu ? 'en' : 'te'}>
                {otherName}
              </Text>
            )}
          </Stack>
        </Stack>
        {author.bio && <Text fontSize="lg">{author.bio}</Text>}
        {stories && (
          <Text fontSize="sm" color="fg.muted">
            {t('author.count', { count: stories.totalItems })}
          </Text>
        )}
      </Stack>
      <Box as="section" aria-labelledby="author-stories">
        <Heading as="h2" id="author-stories" size="lg" mb="4">
          {t('author.stories')}
          {pageNote && (
            <Text as="span" color="fg.muted" fontSize="0.6em" fontWeight="normal">
              {' · '}
              {pageNote}
            </Text>
          )}
        </Heading>
        <AuthorStories stories={stories} username={author.username} page={page} last={last} />
      </Box>
    </Stack>
  );
}
