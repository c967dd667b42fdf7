import { ARTICLE_PHOTO_FIELDS } from '@news/contract';
import type { FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { statusShown } from '../../../shared/articles';
import { toastSuccess } from '../../../shared/components/toasts';
import { failureMessage, problems } from '../../../shared/errors';
import { serverFieldMessages } from '../../../shared/formFields';
import { instantOfWallDateTime } from '../../../shared/timeZone';
import { forgetUnsaved, unsavedKey } from '../../../shared/unsavedArticles';
import { useFormatDateTime } from '../../../shared/useDates';
import { useSession } from '../../../shared/session';
import type { ArticleValues } from '../articleSchema';
import { INTENT_STATUS, staysInEditor, SUCCESS, type Intent } from './actions';
import type { useArticleSave } from './useArticleSave';

const FIELDS = [
  'title',
  'content',
  'category',
  'language',
  'author',
  'date',
  'mediaUrl',
  ...ARTICLE_PHOTO_FIELDS,
  'summary',
  'lead',
  'translationId',
] as const;

/** Our own words for a refusal about one field: only publishers choose the lead story. */
const FIELD_REFUSALS = { FORBIDDEN: { lead: 'articleForm.leadForbidden' } } as const;

/**
 * What pressing one of the form's buttons does: the time to publish at (for Schedule), the save
 * that moves the article as the button says, and where its refusal is shown.
 */
export function useSubmit(
  save: ReturnType<typeof useArticleSave>,
  unsaved: string | null,
  back: string,
) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const navigate = useNavigate();
  const { user } = useSession();
  const [publishAt, setPublishAt] = useState('');
  const [publishAtError, setPublishAtError] = useState<string | undefined>();
  const intent = useRef<Intent>('save');
  const { current, setFailure } = save;

  /** Shows a refused save's reasons: beside the fields they concern, and as the form's failure. */
  const showRefusal = (error: unknown, helpers: FormikHelpers<ArticleValues>) => {
    // A field the gateway refuses (such as a day the newsroom counts as future) shows beside it.
    const fieldMessages = serverFieldMessages(t, error, FIELDS, FIELD_REFUSALS);
    const { translationId, ...besideFields } = fieldMessages;
    helpers.setStatus({ ...besideFields, translation: translationId });
    const publishAtProblem = problems(error).find((p) => p.field === 'publishAt');
    if (publishAtProblem) setPublishAtError(publishAtProblem.message);
    const shownBeside = Object.keys(fieldMessages);
    if (publishAtProblem) shownBeside.push('publishAt');
    // A refusal says the api's own reason (such as why a translation may not be linked).
    const key = current?.id ? 'articleForm.updateFailed' : 'articleForm.createFailed';
    setFailure(failureMessage(t, key, error, {}, shownBeside));
  };

  const submit = async (values: ArticleValues, helpers: FormikHelpers<ArticleValues>) => {
    setFailure(null);
    const action = intent.current;
    let when: string | undefined;
    if (action === 'schedule') {
      when = instantOfWallDateTime(publishAt);
      if (!when || Date.parse(when) <= Date.now()) {
        setPublishAtError(t('articleForm.publishAtFuture'));
        return;
      }
    }
    // Publishing a scheduled article now is rescheduling it to now.
    if (action === 'publish' && current && statusShown(current) === 'SCHEDULED')
      when = new Date().toISOString();
    const status = INTENT_STATUS[action];
    const moves =
      status &&
      (!current || status !== current.status || action === 'publish' || action === 'schedule');
    const stays = staysInEditor(action, current?.status);
    try {
      const saved = await save.persist(values, {
        ...(moves ? { status } : {}),
        ...(when ? { publishAt: when } : {}),
      });
      if (unsaved) forgetUnsaved(unsaved);
      if (saved && unsaved && user) forgetUnsaved(unsavedKey(user.id, saved.id));
      toastSuccess(t(SUCCESS[action], { time: when ? formatDateTime(when) : '' }));
      if (!stays) await navigate(back);
    } catch (error) {
      if (await save.showTheirs(error)) return;
      showRefusal(error, helpers);
    }
  };

  const changePublishAt = (value: string) => {
    setPublishAt(value);
    setPublishAtError(undefined);
  };

  return { intent, submit, publishAt, publishAtError, changePublishAt };
}
