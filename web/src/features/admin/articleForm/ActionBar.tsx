import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ArticleForm_ArticleFragment } from '../../../gql/graphql';
import { useFormatTime } from '../../../shared/useDates';
import { autosaveMessage, type AutosaveState } from '../autosave';
import type { draftNeeds } from '../draftNeeds';
import { SendBackButton } from '../ReviewLoop';
import { ACTION_LABEL, type Intent } from './actions';

type Needs = ReturnType<typeof draftNeeds>;

/** The form's buttons: withdraw, the actions the role allows, send back, and back to the list. */
export function ActionBar({
  article,
  actions,
  onAction,
  disabledFor,
  needs,
  needsId,
  busy,
  awaitingReview,
  withdrawing,
  onWithdraw,
  readOnly,
  back,
}: {
  article: ArticleForm_ArticleFragment | undefined;
  actions: Intent[];
  onAction: (action: Intent) => void;
  /** Whether an action's button is off (besides for what the article still needs). */
  disabledFor: (action: Intent) => boolean;
  needs: Needs;
  /** The id of the lines saying what the article needs, for the buttons they hold back. */
  needsId: string;
  busy: boolean;
  awaitingReview: boolean;
  withdrawing: boolean;
  /** Takes the author's own article back from review (shown while `awaitingReview`). */
  onWithdraw: () => void;
  readOnly: boolean;
  /** The list to go back to (`listToReturnTo`). */
  back: string;
}) {
  const { t } = useTranslation();
  const [pressed, setPressed] = useState<Intent | null>(null);
  const [main, ...others] = actions;
  const button = (action: Intent, primary: boolean) => {
    const blocked = (needs.blocked as string[]).includes(action);
    return (
      <Button
        key={action}
        type={primary ? 'submit' : 'button'}
        colorPalette={primary || action === 'unpublish' ? 'red' : 'gray'}
        variant={primary ? 'solid' : 'outline'}
        disabled={disabledFor(action) || needs.noWords || blocked}
        aria-describedby={blocked ? needsId : undefined}
        onClick={(event) => {
          event.preventDefault();
          setPressed(action);
          onAction(action);
        }}
      >
        {busy && pressed === action ? t('articleForm.saving') : t(ACTION_LABEL[action])}
      </Button>
    );
  };
  return (
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
  );
}

/** Quiet lines under the buttons: what the article needs for each, and what autosave did. */
export function SaveStatus({
  needs,
  needsId,
  autosave,
  changed,
  notAutomatic,
}: {
  needs: Needs;
  needsId: string;
  autosave: AutosaveState;
  changed: boolean;
  /** Whether there are changes that wait for Save, as an article out of the drafts does. */
  notAutomatic: boolean;
}) {
  const { t, i18n } = useTranslation();
  const formatTime = useFormatTime();
  const list = (items: string[]) =>
    new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(items);
  // Out of the drafts, changes wait for Save (readers would see them): the line says so.
  const autosaveText =
    autosaveMessage(autosave, formatTime) ??
    (notAutomatic ? { key: 'articleForm.autosave.notAutomatic' } : null);
  return (
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
  );
}
