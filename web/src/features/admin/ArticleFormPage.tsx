import { useQuery } from '@apollo/client/react';
import { Box, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Loading } from '../../shared/components/Loading';
import { Problem } from '../../shared/components/Problem';
import { PageHead } from '../../shared/head';
import { languageNameOf } from '../../shared/languages';
import { useSession } from '../../shared/session';
import { ArticleForm } from './articleForm/ArticleForm';
import { ArticleFormViewerQuery, EditArticleQuery } from './articleForm/documents';
import { formValuesOf, newArticleValues } from './articleForm/formValues';

export default function ArticleFormPage() {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const { user } = useSession();
  const editing = id !== undefined;
  const validId = editing && /^[1-9]\d{0,15}$/.test(id);
  const title = editing ? t('articleForm.editTitle') : t('articleForm.addTitle');
  const { data, loading, error, refetch } = useQuery(EditArticleQuery, {
    variables: { id: id ?? '' },
    skip: !validId,
    fetchPolicy: 'network-only',
  });
  const viewer = useQuery(ArticleFormViewerQuery, { skip: editing });
  const canPublishNew = viewer.data?.me?.canPublish ?? user?.canPublish ?? false;

  let body;
  if (editing && validId && loading) body = <Loading />;
  else if (editing && validId && error)
    body = <Problem onRetry={() => void refetch()}>{t('articleForm.loadFailed')}</Problem>;
  else if (editing && !data?.article)
    body = <Problem status="warning">{t('articleForm.notFound')}</Problem>;
  else {
    const a = data?.article ?? undefined;
    const initial = a
      ? formValuesOf(a)
      : newArticleValues(languageNameOf(i18n.language) ?? 'EN', user?.fullName ?? '');
    body = (
      <ArticleForm
        key={a?.id ?? 'new'}
        initial={initial}
        article={a}
        canPublish={a ? a.viewerCanPublish : canPublishNew}
      />
    );
  }

  return (
    <Box maxW="4xl" mx="auto">
      <PageHead title={title} noindex />
      <Heading as="h1" size="2xl" mb="6">
        {title}
      </Heading>
      {body}
    </Box>
  );
}
