import { Type } from 'typebox';
import { LIMITS } from '../../domain.js';
import { ArticleNote } from './schemas.js';

export const SentBackQuery = Type.Object({
  Ids: Type.String({
    minLength: 1,
    // Each id has at most as many digits as LIMITS.idMax, and a comma.
    maxLength: LIMITS.sentBackIdsMax * (String(LIMITS.idMax).length + 1),
    description: `Comma-separated article ids (1 to ${LIMITS.sentBackIdsMax}), such as the rows of a staff list: \`3,7,12\`.`,
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
