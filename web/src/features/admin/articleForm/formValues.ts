import { documentOf, type LanguageName } from '@news/contract';
import type { ArticleForm_ArticleFragment } from '../../../gql/graphql';
import { dayOf, todayIso } from '../../../shared/timeZone';
import type { ArticleValues } from '../articleSchema';
import { EMPTY_DOCUMENT } from '../richText/plainText';

/** The form's values for an article as the api has it. */
export function formValuesOf(a: ArticleForm_ArticleFragment): ArticleValues {
  return {
    title: a.title,
    content: a.content,
    body: a.body,
    category: a.category ?? '',
    language: a.language,
    author: a.author.name,
    date: dayOf(Date.parse(a.createdAt)),
    // With an uploaded photo, mediaUrl is the photo's own address, not one that was pasted.
    mediaUrl: a.image ? '' : a.mediaUrl,
    image: a.image ?? null,
    imageAlt: a.imageAlt ?? '',
    imageCaption: a.imageCaption ?? '',
    imageCredit: a.imageCredit ?? '',
    summary: a.writtenSummary ?? '',
    lead: a.lead,
    translation: a.translation ?? null,
  };
}

/** The values a new article starts with: the writer's name, today, the edition being read. */
export function newArticleValues(language: LanguageName, author: string): ArticleValues {
  return {
    title: '',
    content: '',
    body: EMPTY_DOCUMENT,
    category: '',
    language,
    author,
    date: todayIso(),
    mediaUrl: '',
    image: null,
    imageAlt: '',
    imageCaption: '',
    imageCredit: '',
    summary: '',
    lead: false,
    translation: null,
  };
}

/** Whether two of the form's values say the same (photos and translations by id). */
export function sameValues(a: ArticleValues, b: ArticleValues): boolean {
  return (Object.keys(a) as (keyof ArticleValues)[]).every((key) =>
    key === 'image' || key === 'translation'
      ? (a[key]?.id ?? null) === (b[key]?.id ?? null)
      : key === 'body'
        ? a.body === b.body || JSON.stringify(a.body) === JSON.stringify(b.body)
        : a[key] === b[key],
  );
}

/** Values kept in this browser before the story had a document: their text becomes one. */
export const withBody = (values: ArticleValues): ArticleValues =>
  values.body ? values : { ...values, body: documentOf(values.content ?? '') };

/** The later of two readings of an article (the form's own saves, and the page's query). */
export const newer = (
  a: ArticleForm_ArticleFragment | undefined,
  b: ArticleForm_ArticleFragment | undefined,
) => (!a ? b : !b ? a : Date.parse(b.updatedAt) > Date.parse(a.updatedAt) ? b : a);
