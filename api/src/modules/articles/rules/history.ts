import {
  AUTOSAVE_MERGE_MINUTES,
  AuditAction,
  ArticleStatus,
  RevisionAction,
  type User,
} from '../../../domain.js';
import type { ArticleWrite } from '../input.js';
import type { NewAuditEntry } from '../history.js';
import type { ArticleChanges, ArticleRecord, ArticleRepository, LinkRow } from '../repository.js';
import { recordLinks } from './translation.js';

/*
 * What a change leaves in an article's history: a revision of its words (one per sitting of
 * autosaves) and the audit entries of its moves in the workflow and of its links.
 */

/** The fields a save may change that its revision names (`image`: the photo or its address). */
const REVISED_FIELDS = [
  'title',
  'summary',
  'content',
  'category',
  'language',
  'imageAlt',
  'imageCaption',
  'imageCredit',
  'lead',
] as const;

/** The fields a `create` revision names: what an article is written with. */
export const WRITTEN_FIELDS = ['title', 'summary', 'content', 'category', 'language', 'image'];

/** What a save changed, for its revision; empty when it changed nothing. */
function changedFields(changes: ArticleChanges, existing: ArticleRecord): string[] {
  const fields: string[] = REVISED_FIELDS.filter(
    (f) => changes[f] !== undefined && changes[f] !== existing[f],
  );
  // The body is the content to whoever reads the history: a change of its form alone (a word
  // made bold, a link) is a change of the content too.
  if (
    changes.body !== undefined &&
    !fields.includes('content') &&
    JSON.stringify(changes.body) !== JSON.stringify(existing.body)
  ) {
    fields.push('content');
  }
  if (
    (changes.mediaUrl !== undefined && changes.mediaUrl !== existing.mediaUrl) ||
    (changes.imageId !== undefined && changes.imageId !== existing.imageId)
  ) {
    fields.push('image');
  }
  if (
    changes.createdAt !== undefined &&
    Date.parse(changes.createdAt) !== Date.parse(existing.createdAt)
  ) {
    fields.push('date');
  }
  return fields;
}

/**
 * The workflow move of a change from `from` (undefined: a new article) to `to`, for the audit
 * trail; `publishedAt` is set when the change publishes or schedules.
 */
export function auditedMove(
  user: User,
  authorId: number | null,
  from: ArticleStatus | undefined,
  to: ArticleStatus,
  publishedAt: string | null | undefined,
): NewAuditEntry | undefined {
  if (to === ArticleStatus.PUBLISHED) {
    if (!publishedAt) return undefined;
    return Date.parse(publishedAt) > Date.now()
      ? { action: AuditAction.SCHEDULE, detail: publishedAt }
      : { action: AuditAction.PUBLISH };
  }
  if (from === ArticleStatus.PUBLISHED) return { action: AuditAction.UNPUBLISH, detail: to };
  if (to === ArticleStatus.IN_REVIEW && from !== ArticleStatus.IN_REVIEW) {
    return { action: AuditAction.SUBMIT };
  }
  if (to === ArticleStatus.DRAFT && from === ArticleStatus.IN_REVIEW) {
    return { action: authorId === user.id ? AuditAction.WITHDRAW : AuditAction.SEND_BACK };
  }
  return undefined;
}

/** The revision and audit entries of a change made by `update`, in its transaction. */
export async function recordUpdate(
  articles: ArticleRepository,
  user: User,
  existing: ArticleRecord,
  changes: ArticleChanges,
  input: Pick<ArticleWrite, 'autosave' | 'translationId'>,
  restoredFrom: number | undefined,
  linked: Map<number, LinkRow> | undefined,
): Promise<void> {
  const at = changes.updatedAt ?? new Date().toISOString();
  const by = { id: user.id, name: user.full_Name };
  const fields = changedFields(changes, existing);
  if (fields.length > 0) {
    // An article written before revisions were kept (or seeded) gets its version as it
    // stood before this change first, so the change can be undone.
    if (!(await articles.history.hasRevisions(existing.id))) {
      await articles.history.addRevision(existing.id, existing.author, existing.updatedAt, {
        action: RevisionAction.CREATE,
        fields: WRITTEN_FIELDS,
        title: existing.title,
        summary: existing.summary,
        content: existing.content,
        body: existing.body,
        category: existing.category,
        language: existing.language,
      });
    }
    const words = {
      title: changes.title ?? existing.title,
      summary: changes.summary !== undefined ? changes.summary : existing.summary,
      content: changes.content ?? existing.content,
      body: changes.body ?? existing.body,
      category: changes.category !== undefined ? changes.category : existing.category,
      language: changes.language ?? existing.language,
    };
    const latest = input.autosave ? await articles.history.latestRevision(existing.id) : undefined;
    if (
      latest?.action === RevisionAction.AUTOSAVE &&
      latest.user_id === user.id &&
      Date.parse(at) - Date.parse(latest.createdAt) < AUTOSAVE_MERGE_MINUTES * 60_000 &&
      // A new headline is a version of its own, so every headline the story had can be
      // brought back; the words of one sitting under one headline are one version.
      !fields.includes('title')
    ) {
      // The autosaves of one sitting are one version: it names every field they changed.
      await articles.history.replaceRevision(existing.id, latest.number, at, {
        action: RevisionAction.AUTOSAVE,
        fields: [...new Set([...latest.fields, ...fields])],
        ...words,
      });
    } else {
      await articles.history.addRevision(existing.id, by, at, {
        action: input.autosave
          ? RevisionAction.AUTOSAVE
          : restoredFrom === undefined
            ? RevisionAction.EDIT
            : RevisionAction.RESTORE,
        fields,
        restoredFrom,
        ...words,
      });
    }
  }
  const named = {
    id: existing.id,
    title: changes.title ?? existing.title,
    language: changes.language ?? existing.language,
  };
  const to = changes.status ?? existing.status;
  const move = auditedMove(
    user,
    existing.author.id,
    existing.status,
    to,
    changes.status !== undefined ? changes.publishedAt : undefined,
  );
  if (move) await articles.history.addAudit(named, by, at, move);
  if (input.translationId !== undefined && linked) {
    await recordLinks(articles.history, linked, existing.id, input.translationId, by, at, named);
  }
}
