import { useMutation } from '@apollo/client/react';
import { Box, Button, Dialog, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { ArticleForm_ArticleFragment } from '../../gql/graphql';
import { CenteredDialog } from '../../shared/components/CenteredDialog';
import { Problem } from '../../shared/components/Problem';
import { toastSuccess } from '../../shared/components/toasts';
import { failureMessage } from '../../shared/errors';
import { useFormatDateTime } from '../../shared/useDates';
import { NoteField, useNoteDraft } from './NoteField';

/*
 * The review loop on the article form: an editor sends an article in review back to its author
 * with a note, the author sees that note above the form, and staff keep a thread of notes.
 */

const SendArticleBackMutation = graphql(`
  mutation SendArticleBack($id: ID!, $note: String!, $updatedAt: DateTime) {
    sendArticleBack(id: $id, note: $note, updatedAt: $updatedAt) {
      ...ArticleForm_article
    }
  }
`);

const AddArticleNoteMutation = graphql(`
  mutation AddArticleNote($id: ID!, $text: String!) {
    addArticleNote(id: $id, text: $text) {
      ...ReviewNote_note
    }
  }
`);

/** A note of the review thread, as the form shows it. */
export const ReviewNoteFragment = graphql(`
  fragment ReviewNote_note on ArticleNote {
    id
    text
    sentBack
    createdAt
    author {
      id
      name
    }
  }
`);

type Article = Pick<
  ArticleForm_ArticleFragment,
  'id' | 'status' | 'updatedAt' | 'notes' | 'author' | 'viewerCanPublish'
>;

/** The note a draft was last sent back with, while it is a draft; else null. */
export function sentBackNote(article: Article) {
  if (article.status !== 'DRAFT') return null;
  return article.notes.findLast((note) => note.sentBack) ?? null;
}

/** "Sent back by {name}: {note}", above the form of a draft an editor sent back. */
export function SentBackBanner({ article }: { article: Article }) {
  const { t } = useTranslation();
  const note = sentBackNote(article);
  if (!note) return null;
  return (
    <Problem status="warning">
      <Text fontWeight="semibold">{t('review.sentBackBy', { name: note.author.name })}</Text>
      <Text whiteSpace="pre-line">{note.text}</Text>
    </Problem>
  );
}

/**
 * "Send back" for an editor or admin on an article in review: a dialog asks for the note, and
 * the answer turns the article in the cache into a draft with the note in its thread.
 */
export function SendBackButton({ article }: { article: Article }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const note = useNoteDraft();
  const [sendBack, { loading }] = useMutation(SendArticleBackMutation);
  const textRef = useRef<HTMLTextAreaElement>(null);
  if (article.status !== 'IN_REVIEW' || !article.viewerCanPublish) return null;

  const close = () => {
    if (loading) return;
    setOpen(false);
    note.setError(null);
  };
  const submit = async () => {
    if (note.length === 0) {
      note.setError(t('review.noteRequired'));
      return;
    }
    note.setError(null);
    try {
      await sendBack({
        variables: { id: article.id, note: note.text, updatedAt: article.updatedAt },
      });
      toastSuccess(t('review.sentBack', { name: article.author.name }));
      setOpen(false);
      note.clear();
    } catch (e) {
      note.setError(failureMessage(t, 'review.sendBackFailed', e, {}, ['note']));
    }
  };

  return (
    <>
      <Button type="button" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        {t('review.sendBack')}
      </Button>
      <CenteredDialog open={open} onClose={close} focusRef={textRef}>
        <Dialog.Header>
          <Dialog.Title>{t('review.sendBackTitle')}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <NoteField
            label={t('review.sendBackNote')}
            help={t('review.sendBackHelp')}
            rows={5}
            {...note.field}
            required
            textRef={textRef}
          />
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={close} disabled={loading}>
            {t('dialog.cancel')}
          </Button>
          <Button
            colorPalette="red"
            onClick={() => void submit()}
            loading={loading}
            loadingText={t('review.sending')}
            disabled={note.tooLong}
          >
            {t('review.sendBackConfirm')}
          </Button>
        </Dialog.Footer>
      </CenteredDialog>
    </>
  );
}

/** The article's notes, oldest first, and a field to add one. */
export function NotesThread({ article }: { article: Article }) {
  const { t } = useTranslation();
  const note = useNoteDraft();
  const [addNote, { loading }] = useMutation(AddArticleNoteMutation);

  const submit = async () => {
    note.setError(null);
    try {
      await addNote({
        variables: { id: article.id, text: note.text },
        // The new note joins the thread the form shows.
        update(cache, { data }) {
          const added = data?.addArticleNote;
          if (!added) return;
          cache.modify({
            id: cache.identify({ __typename: 'Article', id: article.id }),
            fields: {
              notes: (existing, { toReference }) => [
                ...(Array.isArray(existing) ? (existing as unknown[]) : []),
                toReference({ __typename: 'ArticleNote', id: added.id }),
              ],
            },
          });
        },
      });
      note.clear();
      toastSuccess(t('review.noteAdded'));
    } catch (e) {
      note.setError(failureMessage(t, 'review.addNoteFailed', e, {}, ['text']));
    }
  };

  return (
    <Box as="section" aria-labelledby="notes-title" borderTopWidth="1px" pt="5">
      <Heading as="h2" size="md" id="notes-title" mb="3">
        {t('review.notesTitle')}
      </Heading>
      <NoteList notes={article.notes} />
      <NoteField
        label={t('review.noteLabel')}
        help={t('review.noteHelp')}
        rows={3}
        {...note.field}
      />
      <Button
        mt="3"
        size="sm"
        variant="outline"
        onClick={() => void submit()}
        loading={loading}
        loadingText={t('review.adding')}
        disabled={note.length === 0 || note.tooLong}
      >
        {t('review.addNote')}
      </Button>
    </Box>
  );
}

/** The thread itself, oldest first, or a note that it is empty. */
function NoteList({ notes }: { notes: Article['notes'] }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return notes.length === 0 ? (
    <Text color="fg.muted" mb="3">
      {t('review.notesEmpty')}
    </Text>
  ) : (
    <Stack as="ol" listStyleType="none" gap="3" mb="4" aria-label={t('review.notesTitle')}>
      {notes.map((note) => (
        <Box as="li" key={note.id} borderWidth="1px" rounded="md" p="3">
          <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
            <Text>
              {t('review.noteBy', {
                name: note.author.name,
                time: formatDateTime(note.createdAt),
              })}
            </Text>
            {note.sentBack && (
              <Text as="span" fontWeight="semibold" color="fg.warning">
                {t('review.sentBackLabel')}
              </Text>
            )}
          </HStack>
          <Text whiteSpace="pre-line">{note.text}</Text>
        </Box>
      ))}
    </Stack>
  );
}
