import {
  ARTICLE_PHOTO_FIELDS,
  hasWords,
  missingToLeaveDraft,
  type ArticleDraft,
} from '@news/contract';
import { ArticleStatus, type User } from '../../../domain.js';
import { badInput, conflict, incomplete, refused } from '../../../lib/errors.js';
import type { ArticleWrite } from '../input.js';
import {
  canEdit,
  createRefusal,
  defaultStatus,
  isReaderVisible,
  leadChangeRefusal,
  REFUSALS,
  statusChangeRefusal,
} from '../policy.js';
import type { ArticleChanges, ArticleRecord } from '../records.js';
import { facts } from '../present.js';

/*
 * Where an article stands in the workflow and who may move it (the rules themselves are in
 * policy.ts): what a create or an update may do, and what its status and publishedAt become.
 */

/** The fields whose change is an edit (as opposed to a move in the workflow). */
const EDIT_FIELDS = [
  'title',
  'written',
  'category',
  'language',
  'mediaUrl',
  ...ARTICLE_PHOTO_FIELDS,
  'summary',
  'date',
  'translationId',
] as const satisfies readonly (keyof ArticleWrite)[];

const ONLY_WITH_PUBLISHED = 'publishAt goes only with status published';

/** The status a create gives, once the user may: theirs by default (policy.ts, defaultStatus). */
export function createStatus(user: User, write: ArticleWrite): ArticleStatus {
  const status = write.status ?? defaultStatus(user);
  const publishAt = write.publishAt ?? undefined;
  const refusal = createRefusal(user, status, publishAt !== undefined);
  if (refusal) throw refused(refusal);
  const leadRefusal = leadChangeRefusal(user, false, write.lead);
  if (leadRefusal) throw refused(leadRefusal, 'lead');
  if (publishAt !== undefined && status !== ArticleStatus.PUBLISHED) {
    throw badInput('publishAt', ONLY_WITH_PUBLISHED);
  }
  return status;
}

/**
 * What an update may do to `existing`, checked before anything changes: the lead flag first
 * (whoever may not mark lead stories hears that, on any article), an autosave (words only, of a
 * draft), an edit, a move in the workflow. The status it moves the article to.
 */
export function checkUpdate(
  user: User,
  existing: ArticleRecord,
  write: ArticleWrite,
): ArticleStatus {
  const leadRefusal = leadChangeRefusal(user, existing.lead, write.lead);
  if (leadRefusal) throw refused(leadRefusal, 'lead');
  const moves = write.status !== undefined || write.publishAt !== undefined;
  if (write.autosave) {
    if (moves) {
      throw badInput(
        'autosave',
        'An autosave changes the words only: send status and publishAt in a save of their own',
      );
    }
    if (existing.status !== ArticleStatus.DRAFT) {
      throw conflict('Only drafts are saved automatically: save this article yourself', 'status');
    }
  }
  // A request that moves nothing in the workflow (even an empty one) is an edit.
  const edits = EDIT_FIELDS.some((f) => write[f] !== undefined) || !moves;
  if (edits && !canEdit(user, facts(existing))) throw refused(REFUSALS.edit);
  const target = write.status ?? existing.status;
  if (moves) {
    const refusal = statusChangeRefusal(user, facts(existing), target);
    if (refusal) throw refused(refusal);
  }
  if (
    write.publishAt !== undefined &&
    write.publishAt !== null &&
    target !== ArticleStatus.PUBLISHED
  ) {
    throw badInput('publishAt', ONLY_WITH_PUBLISHED);
  }
  return target;
}

/**
 * The status and publishedAt an update gives: leaving `published` clears publishedAt; coming
 * to it, a new publishAt, or "publish now" on a scheduled article sets it (`publication`); a
 * story readers see given another date (`createdAt`) shows that date.
 */
export function publishingChange(
  existing: ArticleRecord,
  write: Pick<ArticleWrite, 'status' | 'publishAt'>,
  target: ArticleStatus,
  createdAt: string | undefined,
  publication: (publishAt: string | undefined, backDate: string | undefined) => string,
  now = new Date(),
): Pick<ArticleChanges, 'status' | 'publishedAt'> {
  const publishAt = write.publishAt ?? undefined;
  if (target !== ArticleStatus.PUBLISHED) return { status: target, publishedAt: null };
  if (
    existing.status !== ArticleStatus.PUBLISHED ||
    publishAt !== undefined ||
    // "Publish now" on a scheduled article brings it forward.
    (write.status === ArticleStatus.PUBLISHED && !isReaderVisible(facts(existing), now))
  ) {
    return { status: target, publishedAt: publication(publishAt, createdAt) };
  }
  if (
    createdAt !== undefined &&
    existing.publishedAt !== null &&
    Date.parse(existing.publishedAt) <= now.getTime()
  ) {
    // A visible story given another date shows that date (now, when the date is today).
    return { publishedAt: publication(undefined, createdAt) };
  }
  return {};
}

/**
 * Refuses an article its status does not allow as it stands: a draft without a title or text,
 * and anything else without all `missingToLeaveDraft` names (one error for each); `moving` when
 * the call submits, schedules or publishes it, which asks a summary of a call that sends one.
 */
export function checkNeeds(
  status: ArticleStatus,
  publishedAt: string | null,
  article: ArticleDraft,
  moving: boolean,
) {
  if (status === ArticleStatus.DRAFT) {
    if (!hasWords(article)) {
      throw badInput('title', 'A draft needs a title or some text (content)');
    }
    return;
  }
  const [first, ...rest] = missingToLeaveDraft(article, moving);
  if (first === undefined) return;
  const action =
    status === ArticleStatus.IN_REVIEW
      ? 'submit it for review'
      : publishedAt !== null && Date.parse(publishedAt) > Date.now()
        ? 'schedule it'
        : 'publish it';
  throw incomplete(action, [first, ...rest]);
}
