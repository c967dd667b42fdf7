import { useMutation, useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Field,
  Flex,
  Heading,
  HStack,
  Link,
  NativeSelect,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { diffWords, type Change } from 'diff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { graphql } from '../../gql';
import type {
  ArticleHistoryQuery as ArticleHistoryData,
  AuditAction,
  Category,
} from '../../gql/graphql';
import { langOf } from '../../shared/articles';
import { ConfirmDialog } from '../../shared/components/ConfirmDialog';
import { Loading } from '../../shared/components/Loading';
import { Problem } from '../../shared/components/Problem';
import { toastSuccess } from '../../shared/components/toasts';
import { failureMessage } from '../../shared/errors';
import { PageHead } from '../../shared/head';
import { useFormatDateTime } from '../../shared/useDates';

const ArticleHistoryQuery = graphql(`
  query ArticleHistory($id: ID!) {
    article(id: $id) {
      id
      title
      language
      updatedAt
      viewerCanEdit
      revisions {
        number
        action
        fields
        restoredFrom
        createdAt
        author {
          id
          name
        }
      }
      auditTrail {
        id
        ...AuditMove_entry
      }
    }
  }
`);

const RevisionPairQuery = graphql(`
  query RevisionPair($id: ID!, $from: Int!, $to: Int!) {
    from: articleRevision(articleId: $id, number: $from) {
      ...RevisionWords_revision
    }
    to: articleRevision(articleId: $id, number: $to) {
      ...RevisionWords_revision
    }
  }
`);

graphql(`
  fragment RevisionWords_revision on ArticleRevision {
    number
    title
    writtenSummary
    content
    category
    language
  }
`);

export const AuditMoveFragment = graphql(`
  fragment AuditMove_entry on AuditEntry {
    action
    detail
    createdAt
    user {
      name
    }
  }
`);

const RestoreRevisionMutation = graphql(`
  mutation RestoreRevision($id: ID!, $number: Int!, $updatedAt: DateTime) {
    restoreArticleRevision(id: $id, number: $number, updatedAt: $updatedAt) {
      id
      title
      content
      writtenSummary
      summary
      category
      updatedAt
    }
  }
`);

type Revision = NonNullable<ArticleHistoryData['article']>['revisions'][number];

/** What a move in the workflow says, in the interface's language. */
export function useMoveLabel() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (move: { action: AuditAction; detail?: string | null }) =>
    t(`history.move.${move.action}`, {
      time: move.action === 'SCHEDULE' && move.detail ? formatDateTime(move.detail) : '',
      id: move.detail ?? '',
    });
}

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

function Versions({
  articleId,
  revisions,
  updatedAt,
  canRestore,
  onRestored,
}: {
  articleId: string;
  revisions: readonly Revision[];
  updatedAt: string;
  canRestore: boolean;
  onRestored: () => void;
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const newest = revisions[0]?.number;
  const [asked, setAsked] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [restore, { loading: restoring }] = useMutation(RestoreRevisionMutation);

  const confirm = async () => {
    if (asked === null) return;
    setFailure(null);
    try {
      await restore({ variables: { id: articleId, number: asked, updatedAt } });
      toastSuccess(t('history.restored', { number: asked }));
      onRestored();
    } catch (e) {
      setFailure(failureMessage(t, 'history.restoreFailed', e));
    } finally {
      setAsked(null);
    }
  };

  return (
    <Stack as="section" aria-labelledby="versions" gap="4">
      <Heading as="h2" id="versions" size="lg">
        {t('history.versions')}
      </Heading>
      {failure && <Problem>{failure}</Problem>}
      <Stack as="ol" gap="3" listStyleType="none">
        {revisions.map((revision) => (
          <Box as="li" key={revision.number} borderWidth="1px" rounded="md" p="3">
            <Flex justify="space-between" align="center" wrap="wrap" gap="2">
              <Stack gap="0.5">
                <Text fontWeight="semibold">
                  {t('history.version', { number: revision.number })}
                  {revision.number === newest && ` (${t('history.current')})`}
                  {' · '}
                  {t(`history.action.${revision.action}`, { number: revision.restoredFrom })}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('history.byAt', {
                    name: revision.author.name,
                    time: formatDateTime(revision.createdAt),
                  })}
                </Text>
                {revision.action !== 'CREATE' && revision.fields.length > 0 && (
                  <Text fontSize="sm">
                    {t('history.changed', {
                      fields: revision.fields.map((f) => t(`history.fields.${f}`)).join(', '),
                    })}
                  </Text>
                )}
              </Stack>
              {canRestore && revision.number !== newest && (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={restoring}
                  onClick={() => setAsked(revision.number)}
                >
                  {t('history.restore', { number: revision.number })}
                </Button>
              )}
            </Flex>
          </Box>
        ))}
      </Stack>
      {revisions.length > 1 && <Comparison articleId={articleId} revisions={revisions} />}
      <ConfirmDialog
        open={asked !== null}
        message={t('history.restoreConfirm', { number: asked })}
        confirmLabel={t('history.restoreButton')}
        busy={restoring}
        onConfirm={() => void confirm()}
        onCancel={() => setAsked(null)}
      />
    </Stack>
  );
}

/** Two versions side by side: the changes of the title, summary and text, word by word. */
function Comparison({
  articleId,
  revisions,
}: {
  articleId: string;
  revisions: readonly Revision[];
}) {
  const { t } = useTranslation();
  const numbers = revisions.map((r) => r.number);
  const [from, setFrom] = useState(numbers[1]!);
  const [to, setTo] = useState(numbers[0]!);
  const { data, error, refetch } = useQuery(RevisionPairQuery, {
    variables: { id: articleId, from, to },
  });
  const pick = (label: string, value: number, onChange: (n: number) => void) => (
    <Field.Root maxW="48">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(Number(e.currentTarget.value))}>
          {numbers.map((n) => (
            <option key={n} value={n}>
              {t('history.version', { number: n })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
  const older = data?.from;
  const newer = data?.to;
  return (
    <Stack gap="3" borderTopWidth="1px" pt="4">
      <HStack gap="3" wrap="wrap" align="flex-end">
        {pick(t('history.compareFrom'), from, setFrom)}
        {pick(t('history.compareTo'), to, setTo)}
      </HStack>
      {error && !data ? (
        <Problem onRetry={() => void refetch()}>{t('history.diffFailed')}</Problem>
      ) : older && newer ? (
        <Difference older={older} newer={newer} />
      ) : (
        <Loading />
      )}
    </Stack>
  );
}

interface Words {
  title: string;
  writtenSummary?: string | null;
  content: string;
  /** Null in a version of a draft that had no category yet. */
  category: Category | null;
  language: 'EN' | 'TE';
}

/** The word-by-word difference of two texts, as marked insertions and deletions. */
export function changesOf(older: string, newer: string, language: string): Change[] {
  const intlSegmenter =
    typeof Intl.Segmenter === 'function'
      ? new Intl.Segmenter(language, { granularity: 'word' })
      : undefined;
  return diffWords(older, newer, intlSegmenter ? { intlSegmenter } : {});
}

function Marked({ changes }: { changes: Change[] }) {
  const { t } = useTranslation();
  return (
    <Text whiteSpace="pre-wrap">
      {changes.map((change, i) =>
        change.added ? (
          <Box as="ins" key={i} bg="green.subtle" color="green.fg" textDecoration="underline">
            <VisuallyHidden>{t('history.added')} </VisuallyHidden>
            {change.value}
          </Box>
        ) : change.removed ? (
          <Box as="del" key={i} bg="red.subtle" color="red.fg" textDecoration="line-through">
            <VisuallyHidden>{t('history.removed')} </VisuallyHidden>
            {change.value}
          </Box>
        ) : (
          <span key={i}>{change.value}</span>
        ),
      )}
    </Text>
  );
}

function Difference({ older, newer }: { older: Words; newer: Words }) {
  const { t } = useTranslation();
  const lang = langOf(newer.language);
  const parts = [
    { key: 'title', older: older.title, newer: newer.title },
    {
      key: 'summary',
      older: older.writtenSummary ?? '',
      newer: newer.writtenSummary ?? '',
    },
    { key: 'content', older: older.content, newer: newer.content },
  ].filter((part) => part.older !== part.newer);
  const categoryChanged = older.category !== newer.category;
  if (parts.length === 0 && !categoryChanged) {
    return <Text color="fg.muted">{t('history.noDifference')}</Text>;
  }
  return (
    <Stack gap="4" lang={lang}>
      {categoryChanged && (
        <Text>
          {t('history.categoryChange', {
            from: older.category ? t(`categories.${older.category}`) : t('history.noCategory'),
            to: newer.category ? t(`categories.${newer.category}`) : t('history.noCategory'),
          })}
        </Text>
      )}
      {parts.map((part) => (
        <Stack key={part.key} gap="1">
          <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
            {t(`history.fields.${part.key}`)}
          </Text>
          <Marked changes={changesOf(part.older, part.newer, lang)} />
        </Stack>
      ))}
    </Stack>
  );
}

function Trail({
  moves,
}: {
  moves: readonly {
    id: string;
    action: AuditAction;
    detail?: string | null;
    createdAt: string;
    user: { name: string };
  }[];
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const label = useMoveLabel();
  return (
    <Stack as="section" aria-labelledby="trail" gap="3">
      <Heading as="h2" id="trail" size="lg">
        {t('history.trail')}
      </Heading>
      {moves.length === 0 ? (
        <Text color="fg.muted">{t('history.trailEmpty')}</Text>
      ) : (
        <Stack as="ol" gap="2" listStyleType="none">
          {moves.map((move) => (
            <Box as="li" key={move.id}>
              <Text>{label(move)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t('history.byAt', { name: move.user.name, time: formatDateTime(move.createdAt) })}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
