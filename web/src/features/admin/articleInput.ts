import type { LanguageName } from '@news/contract';
import type { ArticleStatus, CreateArticleInput, UpdateArticleInput } from '../../gql/graphql';
import type { ArticleValues } from './articleSchema';
import { tidyDocument } from './richText/plainText';

/** How a save moves the article: its status and publication time, when it moves it. */
export interface Move {
  status?: ArticleStatus | undefined;
  publishAt?: string | undefined;
}

/**
 * The words, category, edition and image of the form, as the api takes them: the story as its
 * document (the api makes its plain text from it).
 */
function fields(values: ArticleValues) {
  return {
    title: values.title.trim(),
    body: tidyDocument(values.body),
    language: values.language as LanguageName,
    // An uploaded photo is the image; its address is the api's to set.
    ...(values.image ? {} : { mediaUrl: values.mediaUrl.trim() }),
  };
}

/** A new article: what the form holds, in the status the move gives it. */
export function createInput(
  values: ArticleValues,
  canPublish: boolean,
  move: Move,
): CreateArticleInput {
  const input: CreateArticleInput = { ...fields(values), date: values.date };
  if (values.category) input.category = values.category;
  if (values.image) input.imageId = values.image.id;
  const imageAlt = values.imageAlt.trim();
  const imageCaption = values.imageCaption.trim();
  const imageCredit = values.imageCredit.trim();
  const summary = values.summary.trim();
  if (imageAlt) input.imageAlt = imageAlt;
  if (imageCaption) input.imageCaption = imageCaption;
  if (imageCredit) input.imageCredit = imageCredit;
  // Sent empty with a move out of the drafts, so the api refuses it as the form does.
  if (summary || (move.status && move.status !== 'DRAFT')) input.summary = summary;
  if (canPublish && values.lead) input.lead = true;
  if (values.translation) input.translationId = values.translation.id;
  if (move.status) input.status = move.status;
  if (move.publishAt) input.publishAt = move.publishAt;
  return input;
}

/**
 * A change to a saved article: the words always (empty clears a text, and null the category),
 * and what else differs from `saved`, the values as last saved; `updatedAt` is the version the
 * form read, so a save made by someone else since refuses this one (CONFLICT).
 */
export function updateInput(
  values: ArticleValues,
  saved: ArticleValues,
  updatedAt: string,
  canPublish: boolean,
  move: Move,
): UpdateArticleInput {
  const input: UpdateArticleInput = {
    ...fields(values),
    category: values.category || null,
    imageAlt: values.imageAlt.trim() || null,
    imageCaption: values.imageCaption.trim() || null,
    imageCredit: values.imageCredit.trim() || null,
    // Empty clears it: the first paragraph is used again.
    summary: values.summary.trim(),
    updatedAt,
  };
  // Only a publisher's form has the box, and it is sent only when changed.
  if (canPublish && values.lead !== saved.lead) input.lead = values.lead;
  if ((values.image?.id ?? null) !== (saved.image?.id ?? null))
    input.imageId = values.image?.id ?? null;
  // The day is sent only when it was changed, so an untouched article keeps its time.
  if (values.date !== saved.date) input.date = values.date;
  if (values.translation?.id !== saved.translation?.id)
    input.translationId = values.translation?.id ?? null;
  if (move.status) input.status = move.status;
  if (move.publishAt) input.publishAt = move.publishAt;
  return input;
}
