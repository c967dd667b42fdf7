/**
 * What an article needs beyond a draft. A draft is saved with a title or some text; to be
 * submitted for review, scheduled or published it needs all of these. The api enforces it and
 * the staff form says which are missing, both from this list.
 */
export const NEEDED_TO_LEAVE_DRAFT = ['title', 'content', 'category', 'mediaUrl'] as const;
export type NeededField = (typeof NEEDED_TO_LEAVE_DRAFT)[number];

/** An article as written so far: an image is a pasted `mediaUrl` or an uploaded photo's id. */
export interface ArticleDraft {
  title?: string | null | undefined;
  content?: string | null | undefined;
  category?: string | null | undefined;
  mediaUrl?: string | null | undefined;
  imageId?: string | null | undefined;
}

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/** The fields the article still lacks to leave the drafts, in the order of the list above. */
export function missingToLeaveDraft(article: ArticleDraft): NeededField[] {
  return NEEDED_TO_LEAVE_DRAFT.filter((field) =>
    field === 'mediaUrl'
      ? blank(article.mediaUrl) && blank(article.imageId)
      : blank(article[field]),
  );
}

/** Whether a draft has anything to keep: a title or some text. */
export const hasWords = (article: ArticleDraft) => !blank(article.title) || !blank(article.content);
