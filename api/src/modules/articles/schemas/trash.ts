import { Type, type Static } from 'typebox';
import { CATEGORIES, TRASH_DAYS } from '../../../domain.js';
import { PageQuery, Pagination, Timestamp } from '../../../lib/schemas.js';
import type { Category } from './common.js';
import { Language, Nullable, Status } from './common.js';
import { By } from './history.js';

/* The trash: deleted articles kept TRASH_DAYS, restorable at their address. */

export const TrashedArticle = Type.Object({
  id: Type.Integer({ description: 'Its id, which its address keeps when it is restored.' }),
  title: Type.String(),
  language: Language,
  category: Type.Unsafe<Static<typeof Category> | null>({
    type: ['string', 'null'],
    enum: [...CATEGORIES, null],
    description: 'Null on a draft that had no category yet.',
  }),
  status: Status,
  authorName: Type.String({ description: 'Its author’s name.' }),
  translationId: Nullable('integer', 'The translation it stays linked to (null when none).'),
  trashedAt: Timestamp('When it was deleted.'),
  trashedBy: By,
  purgeAt: Timestamp(`When it is removed for good, ${TRASH_DAYS} days after it was deleted.`),
});

export const TrashPage = Type.Object({ data: Type.Array(TrashedArticle), pagination: Pagination });
export const TrashQuery = Type.Object(PageQuery);
