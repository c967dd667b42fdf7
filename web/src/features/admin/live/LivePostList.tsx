import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { livePostByline, type Language } from '@news/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import type { DeskLivePost_PostFragment as Post } from '../../../gql/graphql';
import { useFormatTime } from '../../../shared/useDates';
import { LiveComposer, type PostDraft } from './LiveComposer';

/** What the desk may do to a post; each resolves when done, rejects with the gateway's error. */
export interface PostActions {
  correct: (post: Post, draft: PostDraft) => Promise<unknown>;
  mark: (post: Post, changes: { keyEvent?: boolean; pinned?: boolean }) => Promise<unknown>;
  remove: (post: Post) => Promise<unknown>;
}

/** One post on the desk: when and who, its marks, its words, and what may be done to it. */
function DeskPost({
  post,
  lang,
  actions,
  canPin,
  canDelete,
  onDelete,
}: {
  post: Post;
  lang: string;
  actions: PostActions;
  canPin: boolean;
  canDelete: boolean;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const formatTime = useFormatTime();
  const [correcting, setCorrecting] = useState(false);
  const time = formatTime(post.createdAt);
  return (
    <Box as="li" borderTopWidth="1px" pt="3" listStyleType="none">
      <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
        <Text as="span" fontWeight="bold" color="fg">
          {time}
        </Text>
        <span>{livePostByline({ ...post.author, id: null }, i18n.language as Language)}</span>
        {post.pinned && <Badge colorPalette="red">{t('live.pinned')}</Badge>}
        {post.keyEvent && <Badge>{t('live.keyEvent')}</Badge>}
        {post.correctedAt && (
          <Text as="span" fontStyle="italic">
            {t('live.corrected', { time: formatTime(post.correctedAt) })}
          </Text>
        )}
      </HStack>
      {correcting ? (
        <Box mt="2">
          <LiveComposer
            label={t('live.desk.correction')}
            submitLabel={t('live.desk.saveCorrection')}
            lang={lang}
            initial={post.body}
            canPin={false}
            onSubmit={(draft) => actions.correct(post, draft).then(() => setCorrecting(false))}
            onCancel={() => setCorrecting(false)}
          />
        </Box>
      ) : (
        <Text mt="1" lang={lang} whiteSpace="pre-line">
          {post.text}
        </Text>
      )}
      {!correcting && (
        <HStack gap="2" mt="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            aria-label={t('live.desk.correctItem', { time })}
            onClick={() => setCorrecting(true)}
          >
            {t('live.desk.correct')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-pressed={post.keyEvent}
            aria-label={t(post.keyEvent ? 'live.desk.unmarkKey' : 'live.desk.markKey', { time })}
            onClick={() => void actions.mark(post, { keyEvent: !post.keyEvent })}
          >
            {t('live.keyEvent')}
          </Button>
          {canPin && (
            <Button
              size="sm"
              variant="outline"
              aria-pressed={post.pinned}
              aria-label={t(post.pinned ? 'live.desk.unpinItem' : 'live.desk.pinItem', { time })}
              onClick={() => void actions.mark(post, { pinned: !post.pinned })}
            >
              {t('live.pinned')}
            </Button>
          )}
          {canDelete && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              aria-label={t('live.desk.deleteItem', { time })}
              onClick={onDelete}
            >
              {t('live.desk.delete')}
            </Button>
          )}
        </HStack>
      )}
    </Box>
  );
}

/** The blog's posts on the desk, newest first, each with its corrections, marks and deletion. */
export function LivePostList({
  posts,
  lang,
  actions,
  canPin,
  canDelete,
}: {
  posts: readonly Post[];
  lang: string;
  actions: PostActions;
  canPin: boolean;
  canDelete: boolean;
}) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<Post>();
  const [busy, setBusy] = useState(false);
  if (posts.length === 0) return <Text color="fg.muted">{t('live.desk.none')}</Text>;
  return (
    <>
      <Stack as="ul" gap="3" ps="0">
        {posts.map((post) => (
          <DeskPost
            key={post.id}
            post={post}
            lang={lang}
            actions={actions}
            canPin={canPin}
            canDelete={canDelete}
            onDelete={() => setDeleting(post)}
          />
        ))}
      </Stack>
      <ConfirmDialog
        open={!!deleting}
        message={`${t('live.desk.deleteConfirmTitle')} ${t('live.desk.deleteConfirm')}`}
        confirmLabel={t('live.desk.delete')}
        busy={busy}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          if (!deleting) return;
          setBusy(true);
          void actions.remove(deleting).finally(() => {
            setBusy(false);
            setDeleting(undefined);
          });
        }}
      />
    </>
  );
}
