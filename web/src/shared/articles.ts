import { Language, type LanguageName } from '@news/contract';
import type { ArticleStatus } from '../gql/graphql';

/** The `lang` attribute of an article's text: its own edition, not the interface's. */
export function langOf(language: LanguageName): string {
  return Language[language];
}

export type StatusShown = 'DRAFT' | 'IN_REVIEW' | 'PUBLISHED' | 'SCHEDULED';

/** A published article whose time has not come is scheduled. */
export function statusShown(
  article: { status: ArticleStatus; publishedAt?: string | null },
  now = Date.now(),
): StatusShown {
  if (
    article.status === 'PUBLISHED' &&
    article.publishedAt &&
    Date.parse(article.publishedAt) > now
  )
    return 'SCHEDULED';
  return article.status;
}

/** A slug from the address as the api writes it (the router's decoding, or none). */
export function slugOf(param: string | undefined): string | undefined {
  if (param === undefined) return undefined;
  try {
    return decodeURIComponent(param).normalize('NFC');
  } catch {
    return param;
  }
}
