import { useQuery } from '@apollo/client/react';
import { Avatar, Badge, Box, Button, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { langOf, statusShown } from '../../shared/articles';
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
      mediaUrl
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
        <Box aspectRatio={16 / 9} bg="bg.muted" rounded="lg" overflow="hidden">
          <Image
            src={article.mediaUrl}
            alt=""
            width="960"
            height="540"
            w="full"
            h="full"
            objectFit="cover"
          />
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
