import { LIMITS, SUGGESTION_KINDS, SUGGESTION_LIMITS } from '@news/contract';
import { Type } from 'typebox';
import { LANGUAGES } from '../../../domain.js';

/* `GET /Articles/Suggestions`: what to offer under the search box as a reader types. */

export const SuggestionsQuery = Type.Object({
  Query: Type.String({
    minLength: SUGGESTION_LIMITS.queryMin,
    maxLength: SUGGESTION_LIMITS.queryMax,
    pattern: '\\S',
    description: `What the reader has typed so far (${SUGGESTION_LIMITS.queryMin} to ${SUGGESTION_LIMITS.queryMax} characters), in English or Telugu letters.`,
  }),
  Language: Type.Optional(
    Type.Enum(['', ...LANGUAGES], {
      description:
        "The reader's edition (`en` or `te`): its headlines and names come first. Empty or left out: both alike.",
    }),
  ),
});

export const Suggestion = Type.Object({
  kind: Type.Enum([...SUGGESTION_KINDS], {
    description:
      '`headline`: a story readers see (open it by `articleId`); `name`: a place, person or topic many stories hold (search it by `text`).',
  }),
  text: Type.String({ description: 'What to show, as the stories write it.' }),
  language: Type.Enum([...LANGUAGES], { description: 'The script it is written in.' }),
  articleId: Type.Optional(Type.Integer({ description: "A headline's story." })),
});

export const Suggestions = Type.Object({
  data: Type.Array(Suggestion, {
    description: `At most ${SUGGESTION_LIMITS.count}: common names first, then headlines, newest and most relevant first.`,
  }),
});

/* `GET /Articles/SearchCorrection`: "Did you mean", for a search that found little. */

export const SearchCorrectionQuery = Type.Object({
  Query: Type.String({
    minLength: 1,
    maxLength: LIMITS.searchMax,
    pattern: '\\S',
    description: `A search as the reader typed it (1 to ${LIMITS.searchMax} characters).`,
  }),
});

export const SearchCorrection = Type.Object({
  data: Type.Union([Type.String(), Type.Null()], {
    description:
      'The search as it was likely meant (misspelt English words put right, a Telugu word in its commoner spelling), which finds published stories; null when there is none.',
  }),
});
