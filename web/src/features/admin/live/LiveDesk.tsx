import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { liveBlogRules, type LiveStatus } from '@news/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { langOf } from '../../../shared/articles';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { Loading } from '../../../shared/components/Loading';
import { Problem } from '../../../shared/components/Problem';
import { toastSuccess } from '../../../shared/components/toasts';
import { failureMessage } from '../../../shared/errors';
import { useSession } from '../../../shared/session';
import type { StreamContext } from '../../../shared/sseLink';
import type { Language, LiveStatus as LiveStatusName } from '../../../gql/graphql';
import {
  AddLivePostMutation,
  DeleteLivePostMutation,
  DeskLiveQuery,
  DeskLiveUpdatesSubscription,
  SetLiveStatusMutation,
  UpdateLivePostMutation,
} from './documents';
import { LiveComposer } from './LiveComposer';
import { LivePostList, type PostActions } from './LivePostList';

/** The REST spelling of a GraphQL status, as the contract's rules read it. */
const restStatus = (status: LiveStatusName) => status.toLowerCase() as LiveStatus;

/** Start (or resume), pause and end: the moves the status allows, the end asked to confirm. */
function StatusControls({
  status,
  onMove,
}: {
  status: LiveStatusName;
  onMove: (to: LiveStatusName) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [ending, setEnding] = useState(false);
  const [busy, setBusy] = useState(false);
  const move = (to: LiveStatusName) => {
    setBusy(true);
    return onMove(to).finally(() => setBusy(false));
  };
  return (
    <HStack gap="3" wrap="wrap">
      {status !== 'LIVE' && (
        <Button colorPalette="red" loading={busy} onClick={() => void move('LIVE')}>
          {status === 'NONE' ? t('live.desk.start') : t('live.desk.resume')}
        </Button>
      )}
      {status === 'LIVE' && (
        <Button variant="outline" disabled={busy} onClick={() => void move('PAUSED')}>
          {t('live.desk.pause')}
        </Button>
      )}
      {(status === 'LIVE' || status === 'PAUSED') && (
        <Button variant="outline" disabled={busy} onClick={() => setEnding(true)}>
          {t('live.desk.end')}
        </Button>
      )}
      <ConfirmDialog
        open={ending}
        message={`${t('live.desk.endConfirmTitle')} ${t('live.desk.endConfirm')}`}
        confirmLabel={t('live.desk.end')}
        busy={busy}
        onCancel={() => setEnding(false)}
        onConfirm={() => void move('ENDED').finally(() => setEnding(false))}
      />
    </HStack>
  );
}

/**
 * An article's live coverage on its desk screen, for editors and admins: its status and the
 * moves from it, the quick composer while it is on, and its posts with their corrections, marks
 * and deletions. Every change is saved at once (the article's form is not involved).
 */
export function LiveDesk({ articleId, language }: { articleId: string; language: Language }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const role = user?.role;
  const { data, loading, error, refetch } = useQuery(DeskLiveQuery, {
    variables: { id: articleId },
    fetchPolicy: 'cache-and-network',
    skip: !liveBlogRules.setStatus(role),
  });
  const status = data?.article?.liveStatus ?? 'NONE';
  // Another editor's post, correction or deletion, from any process, is on this desk without a
  // reload; after a broken stream the blog is read again, as events may have been missed.
  // A blog readers may not see sends nothing, so an unpublished one follows only this desk.
  useSubscription(DeskLiveUpdatesSubscription, {
    variables: { articleId },
    skip: !liveBlogRules.setStatus(role) || status === 'NONE',
    context: { reconnected: () => void refetch() } satisfies StreamContext,
    onData: () => void refetch(),
  });
  const [setStatus] = useMutation(SetLiveStatusMutation);
  const [addPost] = useMutation(AddLivePostMutation);
  const [updatePost] = useMutation(UpdateLivePostMutation);
  const [deletePost] = useMutation(DeleteLivePostMutation);
  const [problem, setProblem] = useState<string>();
  const lang = langOf(language);

  if (!liveBlogRules.setStatus(role)) return null;
  const on = status === 'LIVE' || status === 'PAUSED';
  const posts = data?.article?.live?.posts.posts ?? [];

  /** Runs a change, then reads the blog again; a failure is said above the posts. */
  const run = async (change: () => Promise<unknown>, done?: string) => {
    setProblem(undefined);
    try {
      await change();
      if (done) toastSuccess(done);
    } catch (err) {
      setProblem(failureMessage(t, 'live.desk.failed', err));
      throw err;
    } finally {
      await refetch();
    }
  };
  const actions: PostActions = {
    correct: (post, draft) =>
      run(
        () =>
          updatePost({ variables: { articleId, postId: post.id, input: { body: draft.body } } }),
        t('live.desk.corrected'),
      ),
    mark: (post, changes) =>
      run(() => updatePost({ variables: { articleId, postId: post.id, input: changes } })).catch(
        () => undefined,
      ),
    remove: (post) =>
      run(
        () => deletePost({ variables: { articleId, postId: post.id } }),
        t('live.desk.deleted'),
      ).catch(() => undefined),
  };

  return (
    <Box
      as="section"
      aria-labelledby="live-desk"
      borderWidth="1px"
      rounded="md"
      p={{ base: '3', md: '5' }}
    >
      <Stack gap="4">
        <Heading as="h2" id="live-desk" size="lg">
          {t('live.desk.title')}
        </Heading>
        {loading && !data ? (
          <Loading />
        ) : error && !data ? (
          // Said politely: the article's form above, not this panel, is the screen's business.
          <Problem status="warning" onRetry={() => void refetch()}>
            {t('live.desk.loadFailed')}
          </Problem>
        ) : (
          <>
            <Text>{t('live.desk.status', { status: t(`live.desk.status${status}`) })}</Text>
            <StatusControls
              status={status}
              onMove={(to) =>
                run(() => setStatus({ variables: { articleId, status: to } })).catch(
                  () => undefined,
                )
              }
            />
            {problem && <Problem>{problem}</Problem>}
            {on && liveBlogRules.post(role, restStatus(status)) && (
              <LiveComposer
                label={t('live.desk.composer')}
                submitLabel={t('live.desk.post')}
                lang={lang}
                canPin={liveBlogRules.pin(role)}
                onSubmit={(draft) =>
                  addPost({ variables: { articleId, input: draft } }).then(() => {
                    toastSuccess(t('live.desk.posted'));
                    return refetch();
                  })
                }
              />
            )}
            {status !== 'NONE' && (
              <>
                <Heading as="h3" size="md">
                  {t('live.desk.posts')}
                </Heading>
                <LivePostList
                  posts={posts}
                  lang={lang}
                  actions={actions}
                  canPin={liveBlogRules.pin(role)}
                  canDelete={liveBlogRules.delete(role)}
                />
              </>
            )}
          </>
        )}
      </Stack>
    </Box>
  );
}
