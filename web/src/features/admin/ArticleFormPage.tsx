import { useMutation, useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { graphql } from '../../gql';
import type { Category } from '../../gql/graphql';
import { FORM_CATEGORIES } from '../../shared/categories';
import { FormField } from '../../shared/components/FormField';
import { Loading } from '../../shared/components/Loading';
import { Problem } from '../../shared/components/Problem';
import { todayIso, toIsoDay } from '../../shared/dates';
import { failureMessage } from '../../shared/errors';
import { bindFields, serverFieldMessages } from '../../shared/formFields';
import { useSession } from '../../shared/session';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { articleSchema, type ArticleValues } from './articleSchema';

const EditArticleQuery = graphql(`
  query EditArticle($id: ID!) {
    article(id: $id) {
      id
      title
      content
      category
      mediaUrl
      createdAt
      author {
        name
      }
    }
  }
`);

const CreateArticleMutation = graphql(`
  mutation CreateArticle($input: CreateArticleInput!) {
    createArticle(input: $input) {
      id
      title
      content
      category
      mediaUrl
      createdAt
      author {
        name
      }
    }
  }
`);

const UpdateArticleMutation = graphql(`
  mutation UpdateArticle($id: ID!, $input: UpdateArticleInput!) {
    updateArticle(id: $id, input: $input) {
      id
      title
      content
      category
      mediaUrl
      createdAt
      author {
        name
      }
    }
  }
`);

const FIELDS = ['title', 'content', 'category', 'author', 'date', 'mediaUrl'] as const;

function ArticleForm({ initial, id }: { initial: ArticleValues; id: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [createArticle] = useMutation(CreateArticleMutation);
  const [updateArticle] = useMutation(UpdateArticleMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => articleSchema(), []);

  const submit = async (values: ArticleValues, helpers: FormikHelpers<ArticleValues>) => {
    setFailure(null);
    const input = {
      title: values.title.trim(),
      content: values.content.trim(),
      category: values.category as Category,
      mediaUrl: values.mediaUrl.trim(),
    };
    try {
      if (id) {
        // The day is sent only when it was changed, so an untouched article keeps its time.
        const date = values.date !== initial.date ? values.date : undefined;
        await updateArticle({ variables: { id, input: { ...input, date } } });
      } else {
        await createArticle({ variables: { input: { ...input, date: values.date } } });
      }
      await navigate('/admin');
    } catch (error) {
      // A field the gateway refuses (such as a day the newsroom counts as future) shows beside it.
      helpers.setStatus(serverFieldMessages(t, error, FIELDS));
      setFailure(
        failureMessage(t, id ? 'articleForm.updateFailed' : 'articleForm.createFailed', error),
      );
    }
  };

  return (
    <Formik<ArticleValues>
      initialValues={initial}
      validationSchema={schema}
      validateOnMount
      onSubmit={submit}
    >
      {(form) => <ArticleFields form={form} failure={failure} />}
    </Formik>
  );
}

function ArticleFields({
  form,
  failure,
}: {
  form: FormikProps<ArticleValues>;
  failure: string | null;
}) {
  const { t } = useTranslation();
  const { errorOf, props: field } = bindFields(form, t);
  return (
    <Form noValidate>
      <Stack gap="5">
        {failure && <Problem>{failure}</Problem>}
        <FormField label={t('articleForm.title')} error={errorOf('title')}>
          <Input {...field('title')} maxLength={200} />
        </FormField>
        <FormField label={t('articleForm.content')} error={errorOf('content')}>
          <Textarea {...field('content')} rows={12} autoresize />
        </FormField>
        <Stack direction={{ base: 'column', md: 'row' }} gap="5">
          <FormField label={t('articleForm.category')} error={errorOf('category')}>
            <NativeSelect.Root>
              <NativeSelect.Field {...field('category')}>
                <option value="" disabled>
                  {t('articleForm.categoryPlaceholder')}
                </option>
                {FORM_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`categories.${c}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('articleForm.author')} error={errorOf('author')} readOnly>
            <Input {...form.getFieldProps('author')} readOnly />
          </FormField>
          <FormField label={t('articleForm.date')} error={errorOf('date')}>
            <Input type="date" max={todayIso()} {...field('date')} />
          </FormField>
        </Stack>
        <FormField
          label={t('articleForm.mediaUrl')}
          error={errorOf('mediaUrl')}
          helper={t('articleForm.mediaUrlHelp')}
        >
          <Input type="text" inputMode="url" {...field('mediaUrl')} />
        </FormField>
        <HStack gap="3">
          <Button type="submit" colorPalette="red" disabled={!form.isValid || form.isSubmitting}>
            {form.isSubmitting ? t('articleForm.saving') : t('articleForm.save')}
          </Button>
          {/* Pressing Cancel must not blur (and so touch) the field in focus first: the message
              that would appear pushes this link down before the click lands. */}
          <Button asChild variant="outline" onMouseDown={(e) => e.preventDefault()}>
            <RouterLink to="/admin">{t('articleForm.cancel')}</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Form>
  );
}

export default function ArticleFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { user } = useSession();
  const editing = id !== undefined;
  const validId = editing && /^[1-9]\d{0,15}$/.test(id);
  const title = editing ? t('articleForm.editTitle') : t('articleForm.addTitle');
  useDocumentTitle(title);
  const { data, loading, error, refetch } = useQuery(EditArticleQuery, {
    variables: { id: id ?? '' },
    skip: !validId,
    fetchPolicy: 'network-only',
  });

  let body;
  if (editing && validId && loading) body = <Loading />;
  else if (editing && validId && error)
    body = <Problem onRetry={() => void refetch()}>{t('articleForm.loadFailed')}</Problem>;
  else if (editing && !data?.article)
    body = <Problem status="warning">{t('articleForm.notFound')}</Problem>;
  else {
    const a = data?.article;
    const initial: ArticleValues = a
      ? {
          title: a.title,
          content: a.content,
          category: a.category,
          author: a.author.name,
          date: toIsoDay(new Date(a.createdAt)),
          mediaUrl: a.mediaUrl,
        }
      : {
          title: '',
          content: '',
          category: '',
          author: user?.fullName ?? '',
          date: todayIso(),
          mediaUrl: '',
        };
    body = <ArticleForm key={a?.id ?? 'new'} initial={initial} id={a?.id} />;
  }

  return (
    <Box maxW="4xl" mx="auto">
      <Heading as="h1" size="2xl" mb="6">
        {title}
      </Heading>
      {body}
    </Box>
  );
}
