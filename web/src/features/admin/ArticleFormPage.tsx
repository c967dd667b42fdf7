import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Checkbox,
  Field,
  Heading,
  HStack,
  Input,
  Link,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { documentOf, FORM_CATEGORY_ORDER, languageOfText, LIMITS } from '@news/contract';
import { Form, Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { graphql } from '../../gql';
import type { ArticleForm_ArticleFragment, ArticleStatus } from '../../gql/graphql';
import { langOf, statusShown } from '../../shared/articles';
import { FormField } from '../../shared/components/FormField';
import { Loading } from '../../shared/components/Loading';
import { Problem } from '../../shared/components/Problem';
import { StatusBadge } from '../../shared/components/StatusBadge';
import { toastSuccess } from '../../shared/components/toasts';
import { dayOf, instantOfWallDateTime, todayIso, wallDateTimeOf } from '../../shared/timeZone';
import { failureMessage, problems } from '../../shared/errors';
import { bindFields, serverFieldMessages } from '../../shared/formFields';
import { PageHead } from '../../shared/head';
import { forgetUnsaved, keepUnsaved, readUnsaved, unsavedKey } from '../../shared/unsavedArticles';
import { useNow } from '../../shared/now';
import { useFormatDateTime, useFormatTime, useZoneName } from '../../shared/useDates';
import { LANGUAGE_NAMES, languageNameOf } from '../../shared/languages';
import { useSession } from '../../shared/session';
import { createInput, updateInput } from './articleInput';
import { articleSchema, type ArticleValues } from './articleSchema';
import { autosaveMessage, useAutosave } from './autosave';
import { draftNeeds } from './draftNeeds';
import { PhotoFields } from './PhotoFields';
import { EMPTY_DOCUMENT } from './richText/plainText';
import StoryEditor from './richText/StoryEditor';
import { NotesThread, SendBackButton, SentBackBanner } from './ReviewLoop';
import { requiredMessage, type RequiredField } from './requiredFields';
import { useTeluguTyping, useTeluguTypingChoice } from './teluguTyping';
import { TeluguTypingSwitch } from './TeluguTypingSwitch';
import { TranslationPicker } from './TranslationPicker';

/** What the article form edits, and what the viewer may do with the article. */
export const ArticleFormFragment = graphql(`
  fragment ArticleForm_article on Article {
    id
    title
    content
    body
    category
    language
    ...ArticleImage_article
    imageCaption
    imageCredit
    writtenSummary
    lead
    status
    createdAt
    updatedAt
    publishedAt
    author {
      id
      name
    }
    translation {
      ...TranslationPicker_article
    }
    viewerCanEdit
    viewerCanPublish
    notes {
      ...ReviewNote_note
    }
  }
`);

const EditArticleQuery = graphql(`
  query EditArticle($id: ID!) {
    article(id: $id) {
      ...ArticleForm_article
    }
  }
`);

/** For a new article: whether the signed-in account may publish (an editor's or admin's). */
const ArticleFormViewerQuery = graphql(`
  query ArticleFormViewer {
    me {
      id
      canPublish
    }
  }
`);

const CreateArticleMutation = graphql(`
  mutation CreateArticle($input: CreateArticleInput!) {
    createArticle(input: $input) {
      ...ArticleForm_article
    }
  }
`);

const UpdateArticleMutation = graphql(`
  mutation UpdateArticle($id: ID!, $input: UpdateArticleInput!) {
    updateArticle(id: $id, input: $input) {
      ...ArticleForm_article
    }
  }
`);

/**
 * What a button of the form does: save keeps the article's status (edit), draft and review save
 * it as a draft or hand it to the editors, publish and schedule make it public now or later, and
 * unpublish takes it back to a draft.
 */
export type Intent = 'save' | 'draft' | 'review' | 'publish' | 'schedule' | 'unpublish';

const INTENT_STATUS: Record<Intent, ArticleStatus | undefined> = {
  save: undefined,
  draft: 'DRAFT',
  review: 'IN_REVIEW',
  publish: 'PUBLISHED',
  schedule: 'PUBLISHED',
  unpublish: 'DRAFT',
};

const FIELDS = [
  'title',
  'content',
  'category',
  'language',
  'author',
  'date',
  'mediaUrl',
  'imageId',
  'imageAlt',
  'imageCaption',
  'imageCredit',
  'summary',
  'lead',
  'translationId',
] as const;

/** Our own words for a refusal about one field: only publishers choose the lead story. */
const FIELD_REFUSALS = { FORBIDDEN: { lead: 'articleForm.leadForbidden' } } as const;

/**
 * The buttons the viewer gets, first the main one (Enter): as the role allows, decided by the
 * api (`me.canPublish` for a new article, `viewerCanPublish` on an existing one).
 */
export function formActions(
  article: Pick<ArticleForm_ArticleFragment, 'status' | 'publishedAt'> | undefined,
  canPublish: boolean,
): Intent[] {
  if (!article) return canPublish ? ['publish', 'draft', 'schedule'] : ['draft', 'review'];
  const actions: Intent[] = ['save'];
  if (article.status === 'DRAFT') actions.push('review');
  if (!canPublish) return actions;
  const shown = statusShown(article);
  if (shown === 'PUBLISHED') actions.push('schedule', 'unpublish');
  else if (shown === 'SCHEDULED') actions.push('publish', 'schedule', 'unpublish');
  else actions.push('publish', 'schedule');
  return actions;
}

/** How long typing pauses before the form's unsaved changes are kept in the browser. */
const UNSAVED_KEEP_DELAY_MS = 800;

const SUCCESS: Record<Intent, string> = {
  save: 'articleForm.updated',
  draft: 'articleForm.savedDraft',
  review: 'articleForm.submitted',
  publish: 'articleForm.published',
  schedule: 'articleForm.scheduled',
  unpublish: 'articleForm.unpublished',
};

/**
 * The staff list the form was opened from (its filters and page, carried in the router state),
 * to go back to after saving or with Back to list; the list's first page otherwise.
 */
export function listToReturnTo(state: unknown): string {
  const list = (state as { list?: unknown } | null)?.list;
  return typeof list === 'string' && /^\/admin(\?|$)/.test(list) ? list : '/admin';
}

/** The form's values for an article as the api has it. */
function formValuesOf(a: ArticleForm_ArticleFragment): ArticleValues {
  return {
    title: a.title,
    content: a.content,
    body: a.body,
    category: a.category ?? '',
    language: a.language,
    author: a.author.name,
    date: dayOf(Date.parse(a.createdAt)),
    // With an uploaded photo, mediaUrl is the photo's own address, not one that was pasted.
    mediaUrl: a.image ? '' : a.mediaUrl,
    image: a.image ?? null,
    imageAlt: a.imageAlt ?? '',
    imageCaption: a.imageCaption ?? '',
    imageCredit: a.imageCredit ?? '',
    summary: a.writtenSummary ?? '',
    lead: a.lead,
    translation: a.translation ?? null,
  };
}

/** Whether two of the form's values say the same (photos and translations by id). */
function sameValues(a: ArticleValues, b: ArticleValues): boolean {
  return (Object.keys(a) as (keyof ArticleValues)[]).every((key) =>
    key === 'image' || key === 'translation'
      ? (a[key]?.id ?? null) === (b[key]?.id ?? null)
      : key === 'body'
        ? a.body === b.body || JSON.stringify(a.body) === JSON.stringify(b.body)
        : a[key] === b[key],
  );
}

/** Values kept in this browser before the story had a document: their text becomes one. */
const withBody = (values: ArticleValues): ArticleValues =>
  values.body ? values : { ...values, body: documentOf(values.content ?? '') };

/** The later of two readings of an article (the form's own saves, and the page's query). */
const newer = (
  a: ArticleForm_ArticleFragment | undefined,
  b: ArticleForm_ArticleFragment | undefined,
) => (!a ? b : !b ? a : Date.parse(b.updatedAt) > Date.parse(a.updatedAt) ? b : a);

/** Actions after which the writer stays in the editor: saving a draft as a draft. */
const staysInEditor = (action: Intent, status: ArticleStatus | undefined) =>
  action === 'draft' || (action === 'save' && status === 'DRAFT');

function ArticleForm({
  initial,
  article,
  canPublish,
}: {
  initial: ArticleValues;
  article: ArticleForm_ArticleFragment | undefined;
  canPublish: boolean;
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const navigate = useNavigate();
  const back = listToReturnTo(useLocation().state);
  const client = useApolloClient();
  // Someone else's save, made after this form was opened, that refused ours: theirs, to compare.
  const [conflict, setConflict] = useState<ArticleForm_ArticleFragment | null>(null);
  const [createArticle] = useMutation(CreateArticleMutation);
  const [updateArticle] = useMutation(UpdateArticleMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const [publishAt, setPublishAt] = useState('');
  const [publishAtError, setPublishAtError] = useState<string | undefined>();
  const intent = useRef<Intent>('save');
  const schema = useMemo(() => articleSchema(), []);
  // What this form saved last (a new article is created by its first save, autosave included).
  const [ownSave, setOwnSave] = useState<ArticleForm_ArticleFragment | undefined>();
  const current = newer(article, ownSave);
  // The values as last saved: what a save compares with, and what "unsaved" means.
  const [savedValues, setSavedValues] = useState(initial);
  const id = current?.id;
  const actions = formActions(current, canPublish);
  const readOnly = !!current && !current.viewerCanEdit;
  const { user } = useSession();
  // Unsaved changes are kept in this browser as they are typed (see ArticleFields).
  const unsaved = user && !readOnly ? unsavedKey(user.id, current?.id) : null;
  // The author's own article with the editors: not a dead end, but what happens next.
  const awaitingReview =
    readOnly && current.status === 'IN_REVIEW' && !!user && current.author.id === user.id;
  const [withdrawing, setWithdrawing] = useState(false);

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
  const persist = async (
    values: ArticleValues,
    move: { status?: ArticleStatus; publishAt?: string },
    autosave = false,
  ) => {
    let saved: ArticleForm_ArticleFragment | undefined;
    if (current) {
      const input = updateInput(values, savedValues, current.updatedAt, canPublish, move);
      if (autosave) input.autosave = true;
      saved = (await updateArticle({ variables: { id: current.id, input } })).data?.updateArticle;
    } else {
      const input = createInput(values, canPublish, move);
      saved = (await createArticle({ variables: { input } })).data?.createArticle;
      if (saved) {
        if (unsaved) forgetUnsaved(unsaved);
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

  /** When our save was refused for someone else's since: theirs, to show beside ours. */
  const showTheirs = async (error: unknown) => {
    if (!id || !problems(error).some((p) => p.code === 'CONFLICT' && p.field === 'updatedAt'))
      return false;
    // Theirs, read again: the article in the cache moves on, so saving again replaces it.
    const theirs = await client
      .query({ query: EditArticleQuery, variables: { id }, fetchPolicy: 'network-only' })
      .then(({ data }) => data?.article ?? null)
      .catch(() => null);
    if (theirs) setConflict(theirs);
    return !!theirs;
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
      const saved = await persist(values, {
        ...(moves ? { status } : {}),
        ...(when ? { publishAt: when } : {}),
      });
      if (unsaved) forgetUnsaved(unsaved);
      if (saved && unsaved && user) forgetUnsaved(unsavedKey(user.id, saved.id));
      toastSuccess(t(SUCCESS[action], { time: when ? formatDateTime(when) : '' }));
      if (!stays) await navigate(back);
    } catch (error) {
      if (await showTheirs(error)) return;
      // A field the gateway refuses (such as a day the newsroom counts as future) shows beside it.
      const fieldMessages = serverFieldMessages(t, error, FIELDS, FIELD_REFUSALS);
      const { translationId, ...besideFields } = fieldMessages;
      helpers.setStatus({ ...besideFields, translation: translationId });
      const publishAtProblem = problems(error).find((p) => p.field === 'publishAt');
      if (publishAtProblem) setPublishAtError(publishAtProblem.message);
      const shownBeside = Object.keys(fieldMessages);
      if (publishAtProblem) shownBeside.push('publishAt');
      // A refusal says the api's own reason (such as why a translation may not be linked).
      setFailure(
        failureMessage(
          t,
          id ? 'articleForm.updateFailed' : 'articleForm.createFailed',
          error,
          {},
          shownBeside,
        ),
      );
    }
  };

  return (
    <Stack gap="8">
      <Formik<ArticleValues>
        initialValues={initial}
        validationSchema={schema}
        validateOnMount
        onSubmit={submit}
      >
        {(form) => (
          <ArticleFields
            form={form}
            failure={failure}
            article={current}
            isNew={!article}
            readOnly={readOnly}
            savedValues={savedValues}
            onAutosave={autosave}
            canPublish={canPublish}
            awaitingReview={awaitingReview}
            unsavedKey={unsaved}
            back={back}
            conflict={conflict}
            onTakeTheirs={(theirs) => {
              form.resetForm({ values: formValuesOf(theirs) });
              setSavedValues(formValuesOf(theirs));
              setConflict(null);
            }}
            withdrawing={withdrawing}
            onWithdraw={() => void withdraw()}
            actions={actions}
            onAction={(action) => {
              intent.current = action;
              void form.submitForm();
            }}
            publishAt={publishAt}
            publishAtError={publishAtError}
            onPublishAtChange={(value) => {
              setPublishAt(value);
              setPublishAtError(undefined);
            }}
          />
        )}
      </Formik>
      {/* Outside the form: adding a note saves nothing of the article. */}
      {current && <NotesThread article={current} />}
    </Stack>
  );
}

const ACTION_LABEL: Record<Intent, string> = {
  save: 'articleForm.save',
  draft: 'articleForm.saveDraft',
  review: 'articleForm.submitForReview',
  publish: 'articleForm.publish',
  schedule: 'articleForm.schedule',
  unpublish: 'articleForm.unpublish',
};

function ArticleFields({
  form,
  failure,
  article,
  isNew,
  readOnly,
  savedValues,
  onAutosave,
  canPublish,
  awaitingReview,
  unsavedKey: keptAt,
  back,
  conflict,
  onTakeTheirs,
  withdrawing,
  onWithdraw,
  actions,
  onAction,
  publishAt,
  publishAtError,
  onPublishAtChange,
}: {
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
}) {
  const { t, i18n } = useTranslation();
  const { errorOf, props: field } = bindFields(form, t);
  // Characters (code points) of what is saved, trimmed, as the api counts them.
  const counterOf = (value: string, max: number) => {
    const length = [...value.trim()].length;
    return { length, max, text: t('articleForm.characters', { count: length, max }) };
  };
  const [pressed, setPressed] = useState<Intent | null>(null);
  const formatDateTime = useFormatDateTime();
  // Changes kept from an earlier visit, offered back until the writer restores or discards them.
  const [kept, setKept] = useState(() => (keptAt ? readUnsaved<ArticleValues>(keptAt) : null));
  const { values, isSubmitting } = form;
  const changed = !sameValues(values, savedValues);
  // What waits for typing to pause before it is kept.
  const notYetKept = useRef<ArticleValues | null>(null);
  useEffect(() => {
    notYetKept.current = null;
    // Not while saving: a save that succeeds forgets the kept copy, and none is written after it.
    if (!keptAt || !changed || isSubmitting) return;
    notYetKept.current = values;
    // Kept once typing pauses: a story of thousands of words is not written out on every key.
    const timer = setTimeout(() => {
      notYetKept.current = null;
      keepUnsaved(keptAt, values);
    }, UNSAVED_KEEP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [keptAt, values, changed, isSubmitting]);
  // A tab closed (or a phone's browser put away) while the writer types keeps the last words too.
  useEffect(() => {
    if (!keptAt) return;
    const keepNow = () => {
      if (notYetKept.current) keepUnsaved(keptAt, notYetKept.current);
      notYetKept.current = null;
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') keepNow();
    };
    window.addEventListener('pagehide', keepNow);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', keepNow);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [keptAt]);
  // Once a save (the form's own too) holds what the form holds, the kept copy is out of date.
  const openedWith = useRef(savedValues);
  useEffect(() => {
    if (keptAt && savedValues !== openedWith.current && !changed) forgetUnsaved(keptAt);
  }, [keptAt, savedValues, changed]);
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
    save: onAutosave,
  });
  const { setFieldValue } = form;
  const { title, content, language } = form.values;
  const languageTouched = !!form.touched.language;
  // A new article's language follows its text until someone chooses it.
  useEffect(() => {
    if (article || languageTouched || (!title.trim() && !content.trim())) return;
    const detected = languageNameOf(languageOfText(title, content));
    if (detected && detected !== language) void setFieldValue('language', detected);
  }, [article, languageTouched, title, content, language, setFieldValue]);

  const leadTextId = `field-text-${useId()}`;
  const leadError = errorOf('lead');

  const lang = language ? langOf(language) : undefined;
  const busy = form.isSubmitting;
  const [teluguTyping, setTeluguTyping] = useTeluguTypingChoice();
  // A Telugu article's, and a new one's while its edition follows its words: there the switch
  // is first in the form, and stays put as the writer types whichever letters.
  const teluguPossible = !readOnly && (language === 'TE' || (isNew && !languageTouched));
  const typing = teluguTyping && teluguPossible;
  const formStatus = form.status as Record<string, string | undefined> | undefined;
  const { setStatus } = form;
  // As typing into the field does, a change drops what the gateway said about the field.
  const setText = useCallback(
    (name: 'title' | 'content' | 'summary', value: string) => {
      if (formStatus?.[name]) setStatus({ ...formStatus, [name]: undefined });
      void setFieldValue(name, value);
    },
    [formStatus, setStatus, setFieldValue],
  );
  const setTitle = useCallback((value: string) => setText('title', value), [setText]);
  const setSummary = useCallback((value: string) => setText('summary', value), [setText]);
  const titleRef = useTeluguTyping<HTMLInputElement>(typing, setTitle);
  const setStory = useCallback(
    (body: ArticleValues['body'], text: string) => {
      void setFieldValue('body', body, false);
      setText('content', text);
    },
    [setFieldValue, setText],
  );
  const summaryRef = useTeluguTyping<HTMLTextAreaElement>(typing, setSummary);
  // A field the article needs to leave the drafts says so once touched and empty.
  const messageOf = (name: RequiredField) => errorOf(name) ?? requiredMessage(form, t, name);
  const canSchedule = actions.includes('schedule');
  const needsId = `needs-${useId()}`;
  const list = (items: string[]) =>
    new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(items);
  const formatTime = useFormatTime();
  const zoneName = useZoneName();
  const now = useNow();
  // Out of the drafts, changes wait for Save (readers would see them): the line says so.
  const autosaveText =
    autosaveMessage(autosave, formatTime) ??
    (!savesItself && changed && keptAt ? { key: 'articleForm.autosave.notAutomatic' } : null);
  const [main, ...others] = actions;
  const button = (action: Intent, primary: boolean) => (
    <Button
      key={action}
      type={primary ? 'submit' : 'button'}
      colorPalette={primary || action === 'unpublish' ? 'red' : 'gray'}
      variant={primary ? 'solid' : 'outline'}
      disabled={
        busy ||
        uploading ||
        needs.noWords ||
        (needs.blocked as string[]).includes(action) ||
        (action !== 'unpublish' && !form.isValid) ||
        (action === 'schedule' && !publishAt)
      }
      aria-describedby={(needs.blocked as string[]).includes(action) ? needsId : undefined}
      onClick={(event) => {
        event.preventDefault();
        setPressed(action);
        onAction(action);
      }}
    >
      {busy && pressed === action ? t('articleForm.saving') : t(ACTION_LABEL[action])}
    </Button>
  );

  return (
    <Form noValidate>
      <Stack gap="5">
        {article && (
          <HStack gap="2">
            <Text fontSize="sm" color="fg.muted">
              {t('admin.colStatus')}:
            </Text>
            <StatusBadge status={article.status} publishedAt={article.publishedAt} />
            {/* Reader pages are not part of this app: each opens as a page of its own, in a tab
                of its own. A preview is the saved article, rendered with the account's session. */}
            {statusShown(article) === 'PUBLISHED' ? (
              <Link href={`/news/${article.id}`} target="_blank" rel="noopener" fontSize="sm">
                {t('articleForm.viewOnSite')}
              </Link>
            ) : (
              <Link
                href={`/graphql/preview/${article.id}`}
                target="_blank"
                rel="noopener"
                fontSize="sm"
              >
                {t('articleForm.preview')}
              </Link>
            )}
            <Link asChild fontSize="sm">
              <RouterLink to={`/admin/history/${article.id}`}>{t('history.link')}</RouterLink>
            </Link>
          </HStack>
        )}
        {article && <SentBackBanner article={article} />}
        {awaitingReview ? (
          <Problem status="info">{t('articleForm.inReview')}</Problem>
        ) : (
          readOnly && <Problem status="warning">{t('articleForm.readOnly')}</Problem>
        )}
        {failure && <Problem>{failure}</Problem>}
        {conflict && (
          <Problem status="warning">
            <Stack gap="2" align="stretch">
              <Text>{t('articleForm.conflict', { time: formatDateTime(conflict.updatedAt) })}</Text>
              <Box borderWidth="1px" rounded="md" p="3" lang={langOf(conflict.language)}>
                <Text fontSize="sm" color="fg.muted">
                  {t('articleForm.conflictTheirs')}
                </Text>
                <Text fontWeight="bold">{conflict.title}</Text>
                <Text lineClamp={6} whiteSpace="pre-line">
                  {conflict.content}
                </Text>
              </Box>
              <Box>
                <Button size="sm" variant="outline" onClick={() => onTakeTheirs(conflict)}>
                  {t('articleForm.conflictTakeTheirs')}
                </Button>
              </Box>
            </Stack>
          </Problem>
        )}
        {kept && keptAt && (
          <Problem status="info">
            <Stack gap="2" align="flex-start">
              <Text>
                {t('articleForm.unsavedKept', {
                  time: formatDateTime(new Date(kept.at).toISOString()),
                })}
              </Text>
              <HStack gap="2" wrap="wrap">
                <Button
                  size="sm"
                  colorPalette="red"
                  onClick={() => {
                    void form.setValues(withBody(kept.values), true);
                    setKept(null);
                  }}
                >
                  {t('articleForm.unsavedRestore')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => {
                    forgetUnsaved(keptAt);
                    setKept(null);
                  }}
                >
                  {t('articleForm.unsavedDiscard')}
                </Button>
              </HStack>
            </Stack>
          </Problem>
        )}
        <fieldset disabled={readOnly || busy} style={{ display: 'contents' }}>
          {teluguPossible && <TeluguTypingSwitch on={teluguTyping} onChange={setTeluguTyping} />}
          <FormField
            label={t('articleForm.title')}
            error={messageOf('title')}
            counter={counterOf(form.values.title, LIMITS.titleMax)}
          >
            <Input {...field('title')} ref={titleRef} lang={lang} />
          </FormField>
          <FormField label={t('articleForm.content')} error={messageOf('content')}>
            <StoryEditor
              value={form.values.body}
              onChange={setStory}
              onBlur={() => void form.setFieldTouched('content', true, false)}
              lang={lang}
              readOnly={readOnly}
              teluguTyping={typing}
            />
          </FormField>
          <FormField
            label={t('articleForm.summary')}
            error={errorOf('summary')}
            helper={t('articleForm.summaryHelp', { max: LIMITS.summaryMax })}
            counter={counterOf(form.values.summary, LIMITS.summaryMax)}
            required={false}
          >
            <Textarea {...field('summary')} ref={summaryRef} rows={3} autoresize lang={lang} />
          </FormField>
          <Stack direction={{ base: 'column', md: 'row' }} gap="5">
            <FormField label={t('articleForm.category')} error={messageOf('category')}>
              <NativeSelect.Root>
                <NativeSelect.Field {...field('category')}>
                  <option value="" disabled>
                    {t('articleForm.categoryPlaceholder')}
                  </option>
                  {FORM_CATEGORY_ORDER.map((c) => (
                    <option key={c} value={c}>
                      {t(`categories.${c}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={t('articleForm.language')} error={errorOf('language')}>
              <NativeSelect.Root>
                <NativeSelect.Field
                  {...field('language')}
                  onChange={(event) => {
                    // Chosen: the edition no longer follows the words.
                    field('language').onChange(event);
                    void form.setFieldTouched('language', true, false);
                  }}
                >
                  <option value="" disabled>
                    {t('articleForm.languagePlaceholder')}
                  </option>
                  {LANGUAGE_NAMES.map((name) => (
                    <option key={name} value={name} lang={langOf(name)}>
                      {t(`languages.${langOf(name)}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </Stack>
          <Stack direction={{ base: 'column', md: 'row' }} gap="5">
            <FormField label={t('articleForm.author')} error={errorOf('author')} readOnly>
              <Input {...form.getFieldProps('author')} readOnly />
            </FormField>
            <FormField label={t('articleForm.date')} error={errorOf('date')}>
              <Input type="date" max={todayIso()} {...field('date')} />
            </FormField>
          </Stack>
          <PhotoFields form={form} lang={lang} onUploadingChange={setUploading} />
          <TranslationPicker
            language={form.values.language}
            articleId={article?.id}
            value={form.values.translation}
            error={errorOf('translation')}
            disabled={readOnly || busy}
            onChange={(value) => {
              void form.setFieldValue('translation', value);
              void form.setFieldTouched('translation', true, false);
            }}
          />
          {canPublish && (
            <Field.Root
              invalid={!!leadError}
              disabled={readOnly || busy}
              ids={{ helperText: leadTextId, errorText: leadTextId }}
            >
              <Checkbox.Root
                checked={form.values.lead}
                onCheckedChange={(details) => {
                  const status = (form.status ?? {}) as Record<string, string | undefined>;
                  if (status.lead) form.setStatus({ ...status, lead: undefined });
                  void form.setFieldValue('lead', details.checked === true);
                }}
              >
                <Checkbox.HiddenInput name="lead" aria-describedby={leadTextId} />
                <Checkbox.Control />
                <Checkbox.Label>{t('articleForm.lead')}</Checkbox.Label>
              </Checkbox.Root>
              {leadError ? (
                <Field.ErrorText>{leadError}</Field.ErrorText>
              ) : (
                <Field.HelperText>{t('articleForm.leadHelp')}</Field.HelperText>
              )}
            </Field.Root>
          )}
          {canSchedule && (
            <FormField
              label={t('articleForm.publishAt', { zone: zoneName })}
              error={publishAtError}
              helper={t('articleForm.publishAtHelp', { zone: zoneName })}
              required={false}
            >
              <Input
                type="datetime-local"
                name="publishAt"
                min={wallDateTimeOf(now)}
                value={publishAt}
                onChange={(e) => onPublishAtChange(e.currentTarget.value)}
              />
            </FormField>
          )}
        </fieldset>
        <HStack gap="3" wrap="wrap">
          {awaitingReview && (
            <Button colorPalette="red" loading={withdrawing} onClick={onWithdraw}>
              {t('articleForm.withdraw')}
            </Button>
          )}
          {!readOnly && main && button(main, true)}
          {!readOnly && others.map((action) => button(action, false))}
          {article && <SendBackButton article={article} />}
          {/* Pressing Back to list must not blur (and so touch) the field in focus first: the
              message that would appear pushes this link down before the click lands. */}
          <Button asChild variant="outline" onMouseDown={(e) => e.preventDefault()}>
            <RouterLink to={back}>{t('articleForm.backToList')}</RouterLink>
          </Button>
        </HStack>
        {!readOnly && (
          <Stack gap="1" fontSize="sm" color="fg.muted">
            {needs.noWords && <Text>{t('articleForm.draftNeedsWords')}</Text>}
            {needs.lines.length > 0 && (
              <Stack gap="1" id={needsId}>
                {needs.lines.map((line) => (
                  <Text key={line.actions.join()}>
                    {t('articleForm.needsFor', {
                      actions: list(line.actions.map((a) => t(`articleForm.needsAction.${a}`))),
                      fields: line.missing.map((f) => t(`articleForm.needsField.${f}`)).join(', '),
                    })}
                  </Text>
                ))}
              </Stack>
            )}
            {/* A quiet line, read out when it changes: what the form's own saving did. */}
            <Text
              aria-live="polite"
              data-autosave={autosave.kind}
              data-unsaved={changed ? 'true' : 'false'}
            >
              {autosaveText ? t(autosaveText.key, autosaveText.values) : ''}
            </Text>
          </Stack>
        )}
      </Stack>
    </Form>
  );
}

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
    const initial: ArticleValues = a
      ? formValuesOf(a)
      : {
          title: '',
          content: '',
          body: EMPTY_DOCUMENT,
          category: '',
          language: languageNameOf(i18n.language) ?? 'EN',
          author: user?.fullName ?? '',
          date: todayIso(),
          mediaUrl: '',
          image: null,
          imageAlt: '',
          imageCaption: '',
          imageCredit: '',
          summary: '',
          lead: false,
          translation: null,
        };
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
