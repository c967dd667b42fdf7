/*
 * Who may do what with an article: the one place the role × status rules live. The service
 * enforces them and the viewerCan* fields of every answer are computed from them, so what the
 * web offers and what the api accepts cannot drift apart.
 */
import { ArticleStatus, type RefusalReason, type Role } from '../../domain.js';

/** The account asking; null for anonymous requests. */
export type Viewer = { id: number; role: Role } | null;

/** What the rules need to know of an article. */
export interface ArticleFacts {
  status: ArticleStatus;
  /** ISO time, or null while unpublished. */
  publishedAt: string | null;
  authorId: number | null;
}

/** Which rule refuses each kind of change (the sentences are in @news/contract's `Refusal`). */
export const REFUSALS = {
  edit: 'OWN_DRAFTS_ONLY',
  delete: 'OWN_UNPUBLISHED_ONLY',
  publish: 'PUBLISHERS_ONLY',
  review: 'OWN_REVIEW_ONLY',
  translation: 'TRANSLATION_NEEDS_BOTH',
  sendBack: 'EDITORS_SEND_BACK',
} as const satisfies Record<string, RefusalReason>;

/** Editors and admins publish, unpublish and schedule. */
export function canPublish(role: Role | undefined): boolean {
  return role === 'admin' || role === 'editor';
}

const isOwn = (viewer: Viewer, article: ArticleFacts) =>
  viewer !== null && article.authorId !== null && article.authorId === viewer.id;

/** Published and its time has come: what anyone may read. */
export function isReaderVisible(article: ArticleFacts, now = new Date()): boolean {
  return (
    article.status === ArticleStatus.PUBLISHED &&
    article.publishedAt !== null &&
    Date.parse(article.publishedAt) <= now.getTime()
  );
}

export function canRead(viewer: Viewer, article: ArticleFacts, now = new Date()): boolean {
  if (isReaderVisible(article, now)) return true;
  if (!viewer) return false;
  if (canPublish(viewer.role)) return true;
  // Reporters see every published article (scheduled ones too) and their own in any status.
  return article.status === ArticleStatus.PUBLISHED || isOwn(viewer, article);
}

/** Title, content, summary, category, language, image, date and translation. */
export function canEdit(viewer: Viewer, article: ArticleFacts): boolean {
  if (!viewer) return false;
  if (canPublish(viewer.role)) return true;
  return isOwn(viewer, article) && article.status === ArticleStatus.DRAFT;
}

export function canDelete(viewer: Viewer, article: ArticleFacts): boolean {
  if (!viewer) return false;
  if (canPublish(viewer.role)) return true;
  return isOwn(viewer, article) && article.status !== ArticleStatus.PUBLISHED;
}

/**
 * Why the viewer may not move the article to `to` (with `publishAt` when given); undefined when
 * they may. Anything to or from published (publish, schedule, reschedule, unpublish) is for
 * editors and admins; between draft and in review (submit, withdraw) the author may move their
 * own article too.
 */
export function statusChangeRefusal(
  viewer: Viewer,
  article: ArticleFacts,
  to: ArticleStatus,
): RefusalReason | undefined {
  if (!viewer) return REFUSALS.publish;
  if (canPublish(viewer.role)) return undefined;
  if (to === ArticleStatus.PUBLISHED || article.status === ArticleStatus.PUBLISHED) {
    return REFUSALS.publish;
  }
  return isOwn(viewer, article) ? undefined : REFUSALS.review;
}

/**
 * Reading and adding to an article's review thread: any staff account that may read the article.
 * Readers never see the thread.
 */
export function canDiscuss(viewer: Viewer, article: ArticleFacts): boolean {
  return viewer !== null && canRead(viewer, article);
}

/**
 * Why the viewer may not send an article in review back to its author (with a note); undefined
 * when they may. Deciding on an article handed in is for editors and admins, as publishing is.
 */
export function sendBackRefusal(viewer: Viewer): RefusalReason | undefined {
  return canPublish(viewer?.role) ? undefined : REFUSALS.sendBack;
}

/** Why the viewer may not create an article in `status` (or scheduled); undefined when they may. */
export function createRefusal(
  viewer: Viewer,
  status: ArticleStatus,
  scheduled: boolean,
): RefusalReason | undefined {
  if (canPublish(viewer?.role)) return undefined;
  return status === ArticleStatus.PUBLISHED || scheduled ? REFUSALS.publish : undefined;
}

/**
 * Why the viewer may not send `wanted` as the lead flag of an article whose flag is `current`
 * (false for a new one); undefined when they may. Marking and unmarking the front page's lead
 * story is for editors and admins; `false` for an article that is no lead story changes nothing,
 * so anyone may send it (a form sends every field).
 */
export function leadChangeRefusal(
  viewer: Viewer,
  current: boolean,
  wanted: boolean | undefined,
): RefusalReason | undefined {
  if (wanted === undefined || canPublish(viewer?.role)) return undefined;
  return wanted || current ? REFUSALS.publish : undefined;
}

/** The status a new article gets when the request names none. */
export function defaultStatus(viewer: Viewer): ArticleStatus {
  return canPublish(viewer?.role) ? ArticleStatus.PUBLISHED : ArticleStatus.DRAFT;
}

/**
 * Which articles a staff list may show the viewer: every one, or (reporters) published ones and
 * their own.
 */
export function staffScope(viewer: { id: number; role: Role }): { ownOrPublished?: number } {
  return canPublish(viewer.role) ? {} : { ownOrPublished: viewer.id };
}

/** The viewerCan* fields of an article as the viewer sees it. */
export function permissionsOf(viewer: Viewer, article: ArticleFacts) {
  return {
    viewerCanEdit: canEdit(viewer, article),
    viewerCanDelete: canDelete(viewer, article),
    viewerCanPublish: canPublish(viewer?.role) && canRead(viewer, article),
  };
}
