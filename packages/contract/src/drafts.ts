/**
 * What an article needs beyond a draft. A draft is saved with a title or some text; an article
 * out of the drafts has all of these, and submitting, scheduling or publishing it also needs a
 * written summary. The api enforces it and the staff form says which are missing, both from here.
 */
export const NEEDED_TO_LEAVE_DRAFT = ['title', 'content', 'category', 'mediaUrl'] as const;
/** What submitting for review, scheduling or publishing needs: the above and a summary. */
export const NEEDED_TO_MOVE = [...NEEDED_TO_LEAVE_DRAFT, 'summary'] as const;
export type NeededField = (typeof NEEDED_TO_MOVE)[number];

/** An article as written so far: an image is a pasted `mediaUrl` or an uploaded photo's id. */
export interface ArticleDraft {
  title?: string | null | undefined;
  content?: string | null | undefined;
  category?: string | null | undefined;
  mediaUrl?: string | null | undefined;
  imageId?: string | null | undefined;
  /**
   * The written summary. Undefined where the writer's client does not send one (the spec's body,
   * a change of status alone): the first paragraph stands in, as it does for older articles.
   */
  summary?: string | null | undefined;
}

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/**
 * The fields the article still lacks to stay out of the drafts or, with `moving`, to be
 * submitted, scheduled or published, in the order of the lists above.
 */
export function missingToLeaveDraft(article: ArticleDraft, moving = false): NeededField[] {
  return (moving ? NEEDED_TO_MOVE : NEEDED_TO_LEAVE_DRAFT).filter((field) =>
    field === 'mediaUrl'
      ? blank(article.mediaUrl) && blank(article.imageId)
      : field === 'summary'
        ? article.summary !== undefined && blank(article.summary)
        : blank(article[field]),
  );
}

/** Whether a draft has anything to keep: a title or some text. */
export const hasWords = (article: ArticleDraft) => !blank(article.title) || !blank(article.content);
