import { LIMITS, READ_LIMITS } from '@news/contract';
import { Type } from 'typebox';
import { LANGUAGES } from '../../domain.js';

/* `POST /Reads` and `GET /Reads`: reads counted without tracking people (migration 0024). */

export const ReadsBody = Type.Object(
  {
    reads: Type.Array(
      Type.Object(
        {
          id: Type.Integer({ minimum: 1, maximum: LIMITS.idMax, description: 'The article read.' }),
          hash: Type.String({
            pattern: '^[0-9a-f]{64}$',
            description:
              "The reader's anonymous digest for this article and day (SHA-256, hex): the gateway's, of a salt that changes daily with the reader's address and browser, never stored.",
          }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: READ_LIMITS.batchMax },
    ),
  },
  { additionalProperties: false },
);

export const ReadsCounted = Type.Object({
  counted: Type.Integer({
    description:
      'How many of the reads were counted: those of a story readers may see whose digest is new today.',
  }),
});

export const RankingsQuery = Type.Object({
  Language: Type.Enum([...LANGUAGES], { description: 'The edition: `en` or `te`.' }),
  Limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: READ_LIMITS.listMax,
      default: READ_LIMITS.blockSize,
      description: `Stories in each list, at most ${READ_LIMITS.listMax}.`,
    }),
  ),
});

const Ranked = Type.Array(
  Type.Object({
    id: Type.Integer({ description: 'The article.' }),
    score: Type.Number({ description: 'What it is ranked by.' }),
  }),
);

export const Rankings = Type.Object({
  language: Type.Enum([...LANGUAGES]),
  mostRead: Ranked,
  trending: Ranked,
});
