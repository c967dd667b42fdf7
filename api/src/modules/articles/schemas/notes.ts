import { Type } from 'typebox';
import { LIMITS } from '../../../domain.js';
import { Timestamp } from '../../../lib/schemas.js';

/* The review loop: an article's notes and sending it back (notes-routes.ts). */

const NOTE_TEXT = `Up to ${LIMITS.noteMax} characters (code points), trimmed; not empty.`;

export const ArticleNote = Type.Object(
  {
    id: Type.Integer(),
    text: Type.String(),
    sentBack: Type.Boolean({
      description:
        'Whether this is the note an editor or admin sent the article back to its author with (`POST /Articles/{id}/SendBack`).',
    }),
    createdAt: Timestamp('When the note was written.'),
    author: Type.Object({
      id: Type.Union([Type.Integer(), Type.Null()], {
        description: "The writer's user id; null once that account is deleted.",
      }),
      name: Type.String({
        description:
          "The writer's full name (as written with the note once the account is deleted).",
      }),
    }),
  },
  {
    description: "A note in an article's review thread: staff only, never shown to readers.",
  },
);

export const ArticleNotes = Type.Object({
  data: Type.Array(ArticleNote, { description: 'The notes, oldest first.' }),
});

export const ArticleNoteBody = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: LIMITS.noteMax, description: NOTE_TEXT }) },
  { additionalProperties: false },
);

export const SendBackBody = Type.Object(
  {
    note: Type.String({
      minLength: 1,
      maxLength: LIMITS.noteMax,
      description: `What the author should change: kept in the article's thread. ${NOTE_TEXT}`,
    }),
    updatedAt: Type.Optional(
      Type.String({
        format: 'date-time',
        maxLength: 40,
        description:
          'The article’s `updatedAt` as the client last read it: when it has changed since, nothing is done and the answer is 409 (field `updatedAt`). Left out: sent back whatever happened meanwhile.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const SentBackQuery = Type.Object({
  Ids: Type.String({
    minLength: 1,
    // Each id has at most as many digits as LIMITS.idMax, and a comma.
    maxLength: LIMITS.idsMax * (String(LIMITS.idMax).length + 1),
    description: `Comma-separated article ids (1 to ${LIMITS.idsMax}), such as the rows of a staff list: \`3,7,12\`.`,
  }),
});

export const SentBackList = Type.Object({
  data: Type.Array(
    Type.Object({
      articleId: Type.Integer(),
      note: ArticleNote,
    }),
    {
      description:
        'One entry for each of the articles asked about that is a draft because an editor or admin sent it back (its last move), with the note it was sent back with; articles the caller may not read, and all others, are left out.',
    },
  ),
});
