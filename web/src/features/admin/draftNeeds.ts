import { hasWords, missingToLeaveDraft, type NeededField } from '@news/contract';
import type { ArticleStatus } from '../../gql/graphql';
import type { ArticleValues } from './articleSchema';

/** The form's actions that take an article out of the drafts, or keep it out of them. */
export type LeavingAction = 'save' | 'review' | 'publish' | 'schedule';

/** What the form's values have, as the api counts it (an uploaded photo is the image). */
const asDraft = (
  values: Pick<ArticleValues, 'title' | 'content' | 'category' | 'mediaUrl' | 'image'>,
) => ({
  title: values.title,
  content: values.content,
  category: values.category,
  mediaUrl: values.mediaUrl,
  imageId: values.image?.id,
});

/**
 * Whether `action` needs the whole article: submitting, publishing and scheduling do, and so does
 * saving an article that is already out of the drafts. Save draft and Unpublish need only words.
 */
export function needsAll(
  action: string,
  status: ArticleStatus | undefined,
): action is LeavingAction {
  if (action === 'review' || action === 'publish' || action === 'schedule') return true;
  return action === 'save' && status !== undefined && status !== 'DRAFT';
}

/**
 * Which of the offered actions the values are not yet enough for, and what they lack: one list
 * for all of them, since every such action needs the same fields.
 */
export function draftNeeds(
  actions: readonly string[],
  status: ArticleStatus | undefined,
  values: Pick<ArticleValues, 'title' | 'content' | 'category' | 'mediaUrl' | 'image'>,
): { blocked: LeavingAction[]; missing: NeededField[]; noWords: boolean } {
  const missing = missingToLeaveDraft(asDraft(values));
  const blocked =
    missing.length === 0 ? [] : actions.filter((a): a is LeavingAction => needsAll(a, status));
  return {
    blocked,
    missing: blocked.length > 0 ? missing : [],
    noWords: !hasWords(asDraft(values)),
  };
}
