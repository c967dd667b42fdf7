import type { ArticleForm_ArticleFragment, ArticleStatus } from '../../../gql/graphql';
import { statusShown } from '../../../shared/articles';

/**
 * What a button of the form does: save keeps the article's status (edit), draft and review save
 * it as a draft or hand it to the editors, publish and schedule make it public now or later, and
 * unpublish takes it back to a draft.
 */
export type Intent = 'save' | 'draft' | 'review' | 'publish' | 'schedule' | 'unpublish';

export const INTENT_STATUS: Record<Intent, ArticleStatus | undefined> = {
  save: undefined,
  draft: 'DRAFT',
  review: 'IN_REVIEW',
  publish: 'PUBLISHED',
  schedule: 'PUBLISHED',
  unpublish: 'DRAFT',
};

export const ACTION_LABEL: Record<Intent, string> = {
  save: 'articleForm.save',
  draft: 'articleForm.saveDraft',
  review: 'articleForm.submitForReview',
  publish: 'articleForm.publish',
  schedule: 'articleForm.schedule',
  unpublish: 'articleForm.unpublish',
};

export const SUCCESS: Record<Intent, string> = {
  save: 'articleForm.updated',
  draft: 'articleForm.savedDraft',
  review: 'articleForm.submitted',
  publish: 'articleForm.published',
  schedule: 'articleForm.scheduled',
  unpublish: 'articleForm.unpublished',
};

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

/** Actions after which the writer stays in the editor: saving a draft as a draft. */
export const staysInEditor = (action: Intent, status: ArticleStatus | undefined) =>
  action === 'draft' || (action === 'save' && status === 'DRAFT');

/**
 * The staff list the form was opened from (its filters and page, carried in the router state),
 * to go back to after saving or with Back to list; the list's first page otherwise.
 */
export function listToReturnTo(state: unknown): string {
  const list = (state as { list?: unknown } | null)?.list;
  return typeof list === 'string' && /^\/admin(\?|$)/.test(list) ? list : '/admin';
}
