import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleForm_ArticleFragment, ArticleStatus } from '../../../gql/graphql';
import { toastSuccess } from '../../../shared/components/toasts';
import { failureMessage, problems } from '../../../shared/errors';
import { forgetUnsaved, unsavedKey } from '../../../shared/unsavedArticles';
import { createInput, updateInput } from '../articleInput';
import type { ArticleValues } from '../articleSchema';
import { CreateArticleMutation, EditArticleQuery, UpdateArticleMutation } from './documents';
import { formValuesOf, newer } from './formValues';

/** How a save moves the article: nothing (an edit, or a new draft), a status, a time to publish. */
export type Move = { status?: ArticleStatus; publishAt?: string };

/**
 * The article as this form knows it and its saves: what was saved last, someone else's save
 * that refused ours, the form's own draft saves and taking the author's article back from review.
 */
export function useArticleSave({
  initial,
  article,
  canPublish,
  userId,
}: {
  initial: ArticleValues;
  article: ArticleForm_ArticleFragment | undefined;
  canPublish: boolean;
  /** The signed-in account: its copy of a new article's unsaved changes goes once it is created. */
  userId: string | undefined;
}) {
  const { t } = useTranslation();
  const [createArticle] = useMutation(CreateArticleMutation);
  const [updateArticle] = useMutation(UpdateArticleMutation);
  const [failure, setFailure] = useState<string | null>(null);
  // What this form saved last (a new article is created by its first save, autosave included).
  const [ownSave, setOwnSave] = useState<ArticleForm_ArticleFragment | undefined>();
  const current = newer(article, ownSave);
  // The values as last saved: what a save compares with, and what "unsaved" means.
  const [savedValues, setSavedValues] = useState(initial);
  const [withdrawing, setWithdrawing] = useState(false);
  const { conflict, setConflict, showTheirs } = useTheirs(current?.id);

  // Back to a draft: the answer updates the article in the cache, and the form opens for editing.
  const withdraw = async () => {
    if (!current) return;
    setFailure(null);
    setWithdrawing(true);
    try {
      const { data } = await updateArticle({
        variables: { id: current.id, input: { status: 'DRAFT' } },
      });
      if (data) setOwnSave(data.updateArticle);
      toastSuccess(t('articleForm.withdrawn'));
    } catch (error) {
      setFailure(failureMessage(t, 'articleForm.withdrawFailed', error));
    } finally {
      setWithdrawing(false);
    }
  };

  /**
   * Saves the values, moving the article as `move` says (nothing: an edit, or a new draft), and
   * keeps what was saved. A new article's address becomes its edit page's, in place: the form
   * stays as it is, focus and cursor included.
   */
  const persist = async (values: ArticleValues, move: Move, autosave = false) => {
    let saved: ArticleForm_ArticleFragment | undefined;
    if (current) {
      const input = updateInput(values, savedValues, current.updatedAt, canPublish, move);
      if (autosave) input.autosave = true;
      saved = (await updateArticle({ variables: { id: current.id, input } })).data?.updateArticle;
    } else {
      const input = createInput(values, canPublish, move);
      saved = (await createArticle({ variables: { input } })).data?.createArticle;
      if (saved) {
        if (userId) forgetUnsaved(unsavedKey(userId, undefined));
        // The address becomes the draft's own in place, its history entry kept (the list to go
        // back to included): a reload or Back opens the draft, while the form goes on as it is,
        // focus and cursor too, as a route change would not let it.
        window.history.replaceState(window.history.state, '', `/admin/edit/${saved.id}`);
      }
    }
    if (saved) setOwnSave(saved);
    setSavedValues(values);
    setConflict(null);
    return saved;
  };

  /** The form's own save of a draft: a new one is created as a draft, nothing is moved. */
  const autosave = async (values: ArticleValues) => {
    try {
      await persist(values, current ? {} : { status: 'DRAFT' }, true);
    } catch (error) {
      await showTheirs(error);
      throw error;
    }
  };

  /** Someone else's version replaces the form's, and counts as saved. */
  const takeTheirs = (theirs: ArticleForm_ArticleFragment) => {
    setSavedValues(formValuesOf(theirs));
    setConflict(null);
  };

  return {
    current,
    savedValues,
    conflict,
    failure,
    setFailure,
    withdrawing,
    withdraw,
    persist,
    showTheirs,
    autosave,
    takeTheirs,
  };
}

/**
 * Someone else's save, made after this form was opened, that refused ours: theirs, read again
 * to show beside ours (the article in the cache moves on, so saving again replaces it).
 */
function useTheirs(id: string | undefined) {
  const client = useApolloClient();
  const [conflict, setConflict] = useState<ArticleForm_ArticleFragment | null>(null);
  /** When our save was refused for someone else's since: theirs, to show beside ours. */
  const showTheirs = async (error: unknown) => {
    if (!id || !problems(error).some((p) => p.code === 'CONFLICT' && p.field === 'updatedAt'))
      return false;
    const theirs = await client
      .query({ query: EditArticleQuery, variables: { id }, fetchPolicy: 'network-only' })
      .then(({ data }) => data?.article ?? null)
      .catch(() => null);
    if (theirs) setConflict(theirs);
    return !!theirs;
  };
  return { conflict, setConflict, showTheirs };
}
