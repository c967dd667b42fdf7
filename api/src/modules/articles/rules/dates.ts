import { articleTimestamp, dateIn } from '../../../lib/dates.js';

/*
 * An article's two dates: `createdAt`, the day the story was written (staff see it), and
 * `publishedAt`, when readers see it from. Days are the newsroom's (its time zone).
 */

/** A new article's date: the day sent (today keeps the current time), else now. */
export function createdAtFor(date: string | undefined, timeZone: string, now = new Date()): string {
  return date ? articleTimestamp(date, timeZone, now) : now.toISOString();
}

/**
 * The article date an update sets, or undefined: re-sending the date an article already has
 * (as the edit form does) keeps its time.
 */
export function dateChange(
  date: string | undefined,
  createdAt: string,
  timeZone: string,
  now = new Date(),
): string | undefined {
  if (date === undefined || date === dateIn(new Date(createdAt), timeZone)) return undefined;
  return articleTimestamp(date, timeZone, now);
}

/**
 * When readers see an article published now: `publishAt` when given; otherwise now, unless
 * the same request back-dates the story (`backDate`: the new article date it sets, when it
 * sets one) to an earlier day than today in the newsroom, when it keeps that date. An
 * article's stored date does not count: a draft written yesterday and published today is
 * published today.
 */
export function publicationTime(
  publishAt: string | undefined,
  backDate: string | undefined,
  timeZone: string,
  now = new Date(),
): string {
  if (publishAt !== undefined) return publishAt;
  return backDate !== undefined && dateIn(new Date(backDate), timeZone) < dateIn(now, timeZone)
    ? backDate
    : now.toISOString();
}
