import { useQuery } from '@apollo/client/react';
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { langOf } from '../../shared/articles';
import { Loading } from '../../shared/components/Loading';
import { Problem } from '../../shared/components/Problem';
import { PageHead } from '../../shared/head';
import { ArticleHistoryQuery } from './history/documents';
import { Trail } from './history/Trail';
import { Versions } from './history/Versions';

/**
 * An article's history: its saved versions (who, when, what changed), the difference between
 * any two, restoring one, and its moves in the workflow.
 */
export default function ArticleHistoryPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(ArticleHistoryQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const article = data?.article;

  if (error && !data) {
    return <Problem onRetry={() => void refetch()}>{t('history.loadFailed')}</Problem>;
  }
  if (loading && !data) return <Loading />;
  if (!article) return <Problem status="warning">{t('history.notFound')}</Problem>;
  return (
    <Stack gap="6">
      <PageHead title={t('history.pageTitle', { title: article.title })} noindex />
      <Stack gap="2">
        <Link asChild fontSize="sm" alignSelf="flex-start">
          <RouterLink to={`/admin/edit/${article.id}`}>{t('history.back')}</RouterLink>
        </Link>
        <Heading as="h1" size="2xl">
          {t('history.title')}
        </Heading>
        <Text fontSize="lg" lang={langOf(article.language)}>
          {article.title}
        </Text>
      </Stack>
      <Versions
        articleId={article.id}
        revisions={article.revisions}
        updatedAt={article.updatedAt}
        canRestore={article.viewerCanEdit}
        onRestored={() => void refetch()}
      />
      <Trail moves={article.auditTrail} />
    </Stack>
  );
}
