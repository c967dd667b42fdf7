import { Stack } from '@chakra-ui/react';
import { Formik } from 'formik';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { ArticleForm_ArticleFragment } from '../../../gql/graphql';
import { unsavedKey } from '../../../shared/unsavedArticles';
import { useSession } from '../../../shared/session';
import { articleSchema, type ArticleValues } from '../articleSchema';
import { LiveDesk } from '../live/LiveDesk';
import { NotesThread } from '../ReviewLoop';
import { formActions, listToReturnTo } from './actions';
import { ArticleFields } from './ArticleFields';
import { formValuesOf } from './formValues';
import { useArticleSave } from './useArticleSave';
import { useSubmit } from './useSubmit';

/** The article form: its saves, its fields, and the notes about the article below it. */
export function ArticleForm({
  initial,
  article,
  canPublish,
}: {
  initial: ArticleValues;
  article: ArticleForm_ArticleFragment | undefined;
  canPublish: boolean;
}) {
  const back = listToReturnTo(useLocation().state);
  const schema = useMemo(() => articleSchema(), []);
  const { user } = useSession();
  const save = useArticleSave({ initial, article, canPublish, userId: user?.id });
  const { current } = save;
  const readOnly = !!current && !current.viewerCanEdit;
  // Unsaved changes are kept in this browser as they are typed (see useKeptCopy).
  const keptAt = user && !readOnly ? unsavedKey(user.id, current?.id) : null;
  const actions = formActions(current, canPublish);
  // The author's own article with the editors: not a dead end, but what happens next.
  const awaitingReview =
    readOnly && current.status === 'IN_REVIEW' && !!user && current.author.id === user.id;
  const submit = useSubmit(save, keptAt, back);

  return (
    <Stack gap="8">
      <Formik<ArticleValues>
        initialValues={initial}
        validationSchema={schema}
        validateOnMount
        onSubmit={submit.submit}
      >
        {(form) => (
          <ArticleFields
            form={form}
            failure={save.failure}
            article={current}
            isNew={!article}
            readOnly={readOnly}
            savedValues={save.savedValues}
            onAutosave={save.autosave}
            canPublish={canPublish}
            awaitingReview={awaitingReview}
            unsavedKey={keptAt}
            back={back}
            conflict={save.conflict}
            onTakeTheirs={(theirs) => {
              form.resetForm({ values: formValuesOf(theirs) });
              save.takeTheirs(theirs);
            }}
            withdrawing={save.withdrawing}
            onWithdraw={() => void save.withdraw()}
            actions={actions}
            onAction={(action) => {
              submit.intent.current = action;
              void form.submitForm();
            }}
            publishAt={submit.publishAt}
            publishAtError={submit.publishAtError}
            onPublishAtChange={submit.changePublishAt}
          />
        )}
      </Formik>
      {/* Outside the form: adding a note or a live post saves nothing of the article. */}
      {current && <LiveDesk articleId={current.id} language={current.language} />}
      {current && <NotesThread article={current} />}
    </Stack>
  );
}
