import { hasWords, missingToLeaveDraft, type NeededField } from '@news/contract';
import type { ArticleStatus } from '../../gql/graphql';
import type { ArticleValues } from './articleSchema';

/** The form's actions that take an article out of the drafts, or keep it out of them. */
export type LeavingAction = 'save' | 'review' | 'publish' | 'schedule';

/** Actions that lack the same fields, for one line of the form's "To …, add: …". */
export interface Needs {
  actions: LeavingAction[];
  missing: NeededField[];
}

type Counted = Pick<
  ArticleValues,
  'title' | 'content' | 'category' | 'mediaUrl' | 'image' | 'summary'
>;

/** What the form's values have, as the api counts it (an uploaded photo is the image). */
const asDraft = (values: Counted) => ({
  title: values.title,
  content: values.content,
  category: values.category,
  mediaUrl: values.mediaUrl,
  imageId: values.image?.id,
  summary: values.summary,
});

/** Whether `action` submits, schedules or publishes: those need a summary too. */
const moves = (action: LeavingAction) => action !== 'save';

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
 * Which of the offered actions the values are not yet enough for, and what each lacks, the
 * actions that lack the same fields together: saving a story out of the drafts needs no summary,
 * submitting, scheduling and publishing do.
 */
export function draftNeeds(
  actions: readonly string[],
  status: ArticleStatus | undefined,
  values: Counted,
): { blocked: LeavingAction[]; lines: Needs[]; noWords: boolean } {
  const draft = asDraft(values);
  const lines: Needs[] = [];
  for (const action of actions) {
    if (!needsAll(action, status)) continue;
    const missing = missingToLeaveDraft(draft, moves(action));
    if (missing.length === 0) continue;
    const same = lines.find((line) => line.missing.join() === missing.join());
    if (same) same.actions.push(action);
    else lines.push({ actions: [action], missing });
  }
  return {
    blocked: lines.flatMap((line) => line.actions),
    lines,
    noWords: !hasWords(draft),
  };
}
