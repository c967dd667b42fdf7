/* The review loop's JSON: notes, drafts sent back, saved versions and the workflow's moves. */

import type { ArticleStatus, AuditAction, Category, Language, RevisionAction } from '../facts.js';
import type { RichDocument } from '../richText.js';
import type { RestArticleAuthor } from './articles.js';

/**
 * A note in an article's review thread (`GET /Articles/{id}/Notes`): staff only, never shown to
 * readers. `author.id` is null once that account is deleted; the name written with it stays.
 */
export interface RestArticleNote {
  id: number;
  text: string;
  /** The note an editor or admin sent the article back to its author with. */
  sentBack: boolean;
  createdAt: string;
  author: RestArticleAuthor;
}

/** `POST /Articles/{id}/Notes`. */
export interface RestArticleNoteBody {
  text: string;
}

/** `POST /Articles/{id}/SendBack`. */
export interface RestSendBackBody {
  note: string;
  /** The article's `updatedAt` as the client read it (409 when it changed since). */
  updatedAt?: string;
}

/**
 * `GET /Articles/SentBack?Ids=`: of the articles named, the drafts an editor or admin sent back
 * (their last move), each with the note it was sent back with.
 */
export interface RestSentBackList {
  data: { articleId: number; note: RestArticleNote }[];
}

/** `GET /Articles/{id}/Revisions`: one saved version, without its words. */
export interface RestRevisionSummary {
  /** 1 for the version the article was written with, one more for each later save. */
  number: number;
  createdAt: string;
  /** Who saved it (id null once that account is deleted). */
  author: RestArticleAuthor;
  action: RevisionAction;
  /** The fields the save changed (every field for `create`). */
  fields: string[];
  /** For `restore`: the version brought back. */
  restoredFrom: number | null;
}

/** The words a version keeps. */
export interface RestRevisionWords {
  title: string;
  summary: string | null;
  content: string;
  body: RichDocument;
  /** Null on a version of a draft that had no category yet. */
  category: Category | null;
  language: Language;
}

/** `GET /Articles/{id}/Revisions/{number}`: the version with its words. */
export interface RestRevision extends RestRevisionSummary, RestRevisionWords {
  articleId: number;
}

/** One move of an article in the workflow (`GET /Articles/{id}/Audit`, `GET /Audit`). */
export interface RestAuditEntry {
  id: number;
  articleId: number;
  /** The article's title when it happened. */
  articleTitle: string;
  language: Language;
  action: AuditAction;
  /** For `schedule`, when readers see it (ISO 8601); for `link`/`unlink`, the other article's id. */
  detail: string | null;
  createdAt: string;
  /** Who did it (id null once that account is deleted). */
  user: RestArticleAuthor;
}

/** An article in the trash (`GET /Articles/Trash`): restorable until `purgeAt`. */
export interface RestTrashedArticle {
  id: number;
  title: string;
  language: Language;
  /** Null on a draft that had no category yet. */
  category: Category | null;
  /** Its status when it was deleted, which a restore brings back. */
  status: ArticleStatus;
  authorName: string;
  /** The translation it stays linked to (null when none). */
  translationId: number | null;
  /** When it was deleted (ISO 8601). */
  trashedAt: string;
  /** Who deleted it (id null once that account is deleted). */
  trashedBy: RestArticleAuthor;
  /** When it is removed for good, TRASH_DAYS after `trashedAt` (ISO 8601). */
  purgeAt: string;
}
