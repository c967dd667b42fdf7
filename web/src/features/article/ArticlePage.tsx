import { useQuery } from '@apollo/client/react';
import { Avatar, Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { langOf, statusShown } from '../../shared/articles';
import { ArticleImage, type ArticleImageData } from '../../shared/components/ArticleImage';
import { useFormatDate } from '../../shared/dates';
import { Loading } from '../../shared/components/Loading';
import { Problem } from '../../shared/components/Problem';
import { StatusBadge } from '../../shared/components/StatusBadge';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { ReadInLink } from './ReadInLink';

const ArticleQuery = graphql(`
  query ArticleDetail($id: ID!) {
    article(id: $id) {
      id
      title
      content
      category
      language
      ...ArticleImage_article
      imageCaption
      imageCredit
      status
      createdAt
      publishedAt
      author {
        name
      }
      translation {
        ...ReadInLink_article
      }
    }
  }
`);

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

function BackToNews() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline" alignSelf="flex-start">
      <RouterLink to="/home">
        <LuArrowLeft aria-hidden /> {t('article.back')}
      </RouterLink>
    </Button>
  );
}

export default function ArticlePage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { id } = useParams();
  const valid = isId(id);
  const { data, loading, error, refetch } = useQuery(ArticleQuery, {
    variables: { id: id ?? '' },
    skip: !valid,
  });
  const article = data?.article;
  useDocumentTitle(article?.title);

  if (valid && loading && !article) return <Loading />;
  if (valid && error && !article) {
    return (
      <Stack gap="4">
        <Problem onRetry={() => void refetch()}>{t('article.loadFailed')}</Problem>
        <BackToNews />
      </Stack>
    );
  }
  if (!article) {
    return (
      <Stack gap="4">
        <Problem status="warning">{t('article.notFound')}</Problem>
        <BackToNews />
      </Stack>
    );
  }
  const lang = langOf(article.language);
  // Readers see the date it was published; a draft (staff only) shows its article date.
  const date = article.publishedAt ?? article.createdAt;
  return (
    <Box as="article" maxW="3xl" mx="auto">
      <Stack gap="5">
        <BackToNews />
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
        <HStack gap="3" fontSize="sm" wrap="wrap">
          <Badge colorPalette="red" variant="subtle">
            {t(`categories.${article.category}`)}
          </Badge>
          {statusShown(article) !== 'PUBLISHED' && (
            <StatusBadge status={article.status} publishedAt={article.publishedAt} />
          )}
          <Text asChild color="fg.muted">
            <time dateTime={date}>{formatDate(date, 'long')}</time>
          </Text>
          {article.translation && <ReadInLink translation={article.translation} />}
        </HStack>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} lineHeight="short" lang={lang}>
          {article.title}
        </Heading>
        <HStack gap="3">
          <Avatar.Root size="sm" colorPalette="red">
            <Avatar.Fallback>{article.author.name.charAt(0).toUpperCase()}</Avatar.Fallback>
          </Avatar.Root>
          <Text fontWeight="medium">{t('article.by', { name: article.author.name })}</Text>
        </HStack>
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
