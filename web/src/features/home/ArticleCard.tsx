import { Badge, Card, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { ArticleCard_ArticleFragment } from '../../gql/graphql';
import { langOf } from '../../shared/articles';
import { ArticleImage, type ImageLoad } from '../../shared/components/ArticleImage';
import { useFormatDate } from '../../shared/dates';

/** What a news card shows; queries that list cards spread it. */
export const ArticleCardFragment = graphql(`
  fragment ArticleCard_article on Article {
    id
    title
    content
    category
    language
    createdAt
    publishedAt
    ...ArticleImage_article
  }
`);

/**
 * How wide a card is drawn, from the home page's grid: one column below 480 px, two below
 * 1024 px, three above, in the layout's 72rem container (16, 24 then 32 px of padding each side)
 * with 24 px between cards. A desktop 1280 px wide draws cards about 347 px wide (the 480 px
 * file at density 1); a 390 px phone draws 358 px (the 960 px file at density 2, 1200 at 3).
 */
export const CARD_IMAGE_SIZES = [
  '(min-width: 1152px) 347px',
  '(min-width: 1024px) calc((100vw - 112px) / 3)',
  '(min-width: 768px) calc((100vw - 72px) / 2)',
  '(min-width: 480px) calc((100vw - 56px) / 2)',
  'calc(100vw - 32px)',
].join(', ');

/**
 * One news card. The first card's image comes first, the rest of the first row at once, the rest
 * lazily, each in a 16:9 box that keeps its shape. The picture only decorates (`alt=""`): the
 * title beside it tells the story, and a list of fifty would otherwise read fifty photo
 * descriptions, each before the headline it belongs to. The article page describes it.
 */
export function ArticleCard({
  article,
  load,
}: {
  article: ArticleCard_ArticleFragment;
  load: ImageLoad;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const lang = langOf(article.language);
  // Readers see the date it was published (the article date until it has been).
  const date = article.publishedAt ?? article.createdAt;
  return (
    <Card.Root as="article" overflow="hidden" variant="outline" size="sm">
      <ArticleImage article={article} sizes={CARD_IMAGE_SIZES} load={load} decorative />
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
