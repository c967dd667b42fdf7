import { Stack } from '@chakra-ui/react';
import { Form, type FormikProps } from 'formik';
import { useId, useState } from 'react';
import type { ArticleForm_ArticleFragment } from '../../../gql/graphql';
import { langOf } from '../../../shared/articles';
import type { ArticleValues } from '../articleSchema';
import { useAutosave } from '../autosave';
import { draftNeeds } from '../draftNeeds';
import { PhotoFields } from '../PhotoFields';
import { TranslationPicker } from '../TranslationPicker';
import type { Intent } from './actions';
import { ActionBar, SaveStatus } from './ActionBar';
import { DetailInputs, LeadInput, PublishAtInput } from './DetailInputs';
import { AccessBanners, ArticleStatusLine, ConflictBanner, KeptCopyBanner } from './FormBanners';
import { useFieldHelpers } from './fieldHelpers';
import { sameValues } from './formValues';
import { StoryInputs } from './StoryInputs';
import { useKeptCopy } from './useKeptCopy';
import { useLanguageFollowsText } from './useLanguageFollowsText';

export interface ArticleFieldsProps {
  form: FormikProps<ArticleValues>;
  failure: string | null;
  article: ArticleForm_ArticleFragment | undefined;
  /** Whether the form was opened to add an article (it stays so once the draft saves itself). */
  isNew: boolean;
  readOnly: boolean;
  /** The values as last saved (or read): changes since are unsaved. */
  savedValues: ArticleValues;
  /** Saves a draft by itself after typing pauses (see useAutosave). */
  onAutosave: (values: ArticleValues) => Promise<void>;
  /** Whether the viewer may publish: only then is the lead story theirs to choose. */
  canPublish: boolean;
  awaitingReview: boolean;
  /** Where this account's unsaved changes to the article are kept; null when none may be. */
  unsavedKey: string | null;
  /** The list to go back to (`listToReturnTo`). */
  back: string;
  /** The article as someone else saved it after this form opened, when that refused our save. */
  conflict: ArticleForm_ArticleFragment | null;
  onTakeTheirs: (theirs: ArticleForm_ArticleFragment) => void;
  withdrawing: boolean;
  /** Takes the author's own article back from review (shown while `awaitingReview`). */
  onWithdraw: () => void;
  actions: Intent[];
  onAction: (action: Intent) => void;
  publishAt: string;
  publishAtError: string | undefined;
  onPublishAtChange: (value: string) => void;
}

/**
 * What saving waits for: a photo on its way, and what the article still needs; and the form's
 * own saves of a draft, made once typing pauses.
 */
function useDraftSaving(props: ArticleFieldsProps, changed: boolean) {
  const { form, article, readOnly, conflict, actions } = props;
  const { values, isSubmitting } = form;
  // A photo on its way has no id yet: saving waits for it.
  const [uploading, setUploading] = useState(false);
  const needs = draftNeeds(actions, article?.status, values);
  // Only a draft is saved by itself: an article out of the drafts changes when its editor says.
  const savesItself = !article || article.status === 'DRAFT';
  const autosave = useAutosave({
    values,
    enabled:
      !readOnly &&
      savesItself &&
      changed &&
      !needs.noWords &&
      form.isValid &&
      !isSubmitting &&
      !uploading &&
      !conflict,
    save: props.onAutosave,
  });
  return { needs, savesItself, autosave, uploading, setUploading };
}

/** The form itself: its banners, its inputs, its buttons, and the copies and saves it keeps. */
export function ArticleFields(props: ArticleFieldsProps) {
  const { form, article, readOnly, savedValues, conflict, actions, unsavedKey: keptAt } = props;
  const { values, isSubmitting } = form;
  const changed = !sameValues(values, savedValues);
  const { errorOf } = useFieldHelpers(form);
  const keptCopy = useKeptCopy(form, keptAt, savedValues, changed);
  const { needs, savesItself, autosave, uploading, setUploading } = useDraftSaving(props, changed);
  useLanguageFollowsText(form, article);
  const lang = values.language ? langOf(values.language) : undefined;
  const busy = isSubmitting;
  const needsId = `needs-${useId()}`;
  const disabledFor = (action: Intent) =>
    busy ||
    uploading ||
    (action !== 'unpublish' && !form.isValid) ||
    (action === 'schedule' && !props.publishAt);

  return (
    <Form noValidate>
      <Stack gap="5">
        {article && <ArticleStatusLine article={article} />}
        <AccessBanners
          article={article}
          awaitingReview={props.awaitingReview}
          readOnly={readOnly}
          failure={props.failure}
        />
        {conflict && <ConflictBanner conflict={conflict} onTakeTheirs={props.onTakeTheirs} />}
        {keptCopy.kept && (
          <KeptCopyBanner
            kept={keptCopy.kept}
            onRestore={keptCopy.restore}
            onDiscard={keptCopy.discard}
          />
        )}
        <fieldset disabled={readOnly || busy} style={{ display: 'contents' }}>
          <StoryInputs form={form} isNew={props.isNew} readOnly={readOnly} lang={lang} />
          <DetailInputs form={form} />
          <PhotoFields form={form} lang={lang} onUploadingChange={setUploading} />
          <TranslationPicker
            language={values.language}
            articleId={article?.id}
            value={values.translation}
            error={errorOf('translation')}
            disabled={readOnly || busy}
            onChange={(value) => {
              void form.setFieldValue('translation', value);
              void form.setFieldTouched('translation', true, false);
            }}
          />
          {props.canPublish && <LeadInput form={form} disabled={readOnly || busy} />}
          {actions.includes('schedule') && (
            <PublishAtInput
              value={props.publishAt}
              error={props.publishAtError}
              onChange={props.onPublishAtChange}
            />
          )}
        </fieldset>
        <ActionBar
          article={article}
          actions={actions}
          onAction={props.onAction}
          disabledFor={disabledFor}
          needs={needs}
          needsId={needsId}
          busy={busy}
          awaitingReview={props.awaitingReview}
          withdrawing={props.withdrawing}
          onWithdraw={props.onWithdraw}
          readOnly={readOnly}
          back={props.back}
        />
        {!readOnly && (
          <SaveStatus
            needs={needs}
            needsId={needsId}
            autosave={autosave}
            changed={changed}
            notAutomatic={!savesItself && changed && !!keptAt}
          />
        )}
      </Stack>
    </Form>
  );
}
