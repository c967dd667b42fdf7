import { Badge, Box, Card, Heading, HStack, Image, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { ArticleCard_ArticleFragment } from '../../gql/graphql';
import { langOf } from '../../shared/articles';
import { useFormatDate } from '../../shared/dates';

/** What a news card shows; queries that list cards spread it. */
export const ArticleCardFragment = graphql(`
  fragment ArticleCard_article on Article {
    id
    title
    content
    category
    language
    mediaUrl
    createdAt
    publishedAt
  }
`);

/** One news card. Images above the fold load at once; the rest lazily, in a box that keeps its shape. */
export function ArticleCard({
  article,
  eager,
}: {
  article: ArticleCard_ArticleFragment;
  eager: boolean;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const lang = langOf(article.language);
  // Readers see the date it was published (the article date until it has been).
  const date = article.publishedAt ?? article.createdAt;
  return (
    <Card.Root as="article" overflow="hidden" variant="outline" size="sm">
      <Box aspectRatio={16 / 9} bg="bg.muted">
        <Image
          src={article.mediaUrl}
          alt=""
          width="640"
          height="360"
          w="full"
          h="full"
          objectFit="cover"
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </Box>
      <Card.Body gap="2">
        <HStack justify="space-between" fontSize="sm">
          <Badge colorPalette="red" variant="subtle">
            {t(`categories.${article.category}`)}
          </Badge>
          <Text asChild color="fg.muted">
            <time dateTime={date}>{formatDate(date)}</time>
          </Text>
        </HStack>
        <Heading as="h3" size="md" lineClamp={3} lang={lang}>
          {article.title}
        </Heading>
        <Text color="fg.muted" lineClamp={3} lang={lang}>
          {article.content}
        </Text>
      </Card.Body>
      <Card.Footer>
        <Link asChild fontWeight="semibold" color="red.700" _dark={{ color: 'red.300' }}>
          <RouterLink
            to={`/news/${article.id}`}
            aria-label={t('home.readMoreAbout', { title: article.title })}
          >
            {t('home.readMore')}
          </RouterLink>
        </Link>
      </Card.Footer>
    </Card.Root>
  );
}
