import { LIMITS, type RestSentBackList } from '@news/contract';
import DataLoader from 'dataloader';
import type { Call } from './call.js';
import type { ArticleNoteRecord } from './rest-types.js';

/**
 * The note each article was sent back to its author with (null when it was not), for one
 * request: the rows of a list ask in the same tick, and go to the api in one call
 * (`GET /Articles/SentBack`), at most `LIMITS.idsMax` articles a call.
 */
export function sentBackLoader(
  call: Call,
  token: string,
): DataLoader<number, ArticleNoteRecord | null> {
  return new DataLoader(
    async (ids) => {
      const answer = await call<RestSentBackList>({
        method: 'GET',
        path: 'Articles/SentBack',
        query: { Ids: ids.join(',') },
        token,
      });
      const notes = new Map(answer.data.map((entry) => [entry.articleId, entry.note]));
      return ids.map((id) => notes.get(id) ?? null);
    },
    { maxBatchSize: LIMITS.idsMax },
  );
}
