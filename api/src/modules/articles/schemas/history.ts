import { Type, type Static } from 'typebox';
import { AUDIT_ACTIONS, CATEGORIES, LIMITS, REVISION_ACTIONS } from '../../../domain.js';
import { IdParams, PageQuery, Pagination, Timestamp } from '../../../lib/schemas.js';
import type { Category } from './common.js';
import { Language, Nullable, ReadUpdatedAt, RichDocumentOut } from './common.js';

/* An article's history: its versions, restoring one, and the audit trail. */

export const RevisionParams = Type.Object({
  ...IdParams.properties,
  number: Type.Integer({
    minimum: 1,
    maximum: LIMITS.idMax,
    description: 'The version’s number (1 for the first).',
  }),
});

export const RestoreBody = Type.Object(
  { updatedAt: Type.Optional(ReadUpdatedAt) },
  { additionalProperties: false },
);

export const By = Type.Object({
  id: Nullable('integer', 'The account’s id; null once it is deleted.'),
  name: Type.String({ description: 'The account’s full name at the time.' }),
});

const revisionSummaryFields = {
  number: Type.Integer({ description: '1 for the version the article was written with.' }),
  createdAt: Timestamp('When it was saved.'),
  author: By,
  action: Type.Enum([...REVISION_ACTIONS], {
    description:
      "`create` (as written; for an article older than its history, as it stood when the history began), `edit`, `restore` (an older version brought back), or `autosave` (the form saving a draft as it is written; one stands for an account's autosaves within 10 minutes of it).",
  }),
  fields: Type.Array(Type.String(), {
    description:
      'The fields the save changed: title, summary, content, category, language, image, imageAlt, imageCaption, imageCredit, lead, date.',
  }),
  restoredFrom: Nullable('integer', 'For `restore`: the number of the version brought back.'),
};

export const RevisionSummary = Type.Object(revisionSummaryFields);
export const Revisions = Type.Object({ data: Type.Array(RevisionSummary) });

export const Revision = Type.Object({
  ...revisionSummaryFields,
  articleId: Type.Integer(),
  title: Type.String(),
  summary: Nullable('string', 'The written summary, or null.'),
  content: Type.String(),
  body: RichDocumentOut,
  category: Type.Unsafe<Static<typeof Category> | null>({
    type: ['string', 'null'],
    enum: [...CATEGORIES, null],
    description: 'Null on a version of a draft that had no category yet.',
  }),
  language: Language,
});

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  articleId: Type.Integer({ description: 'The article (which may since be deleted).' }),
  articleTitle: Type.String({ description: 'Its title when it happened.' }),
  language: Language,
  action: Type.Enum([...AUDIT_ACTIONS], {
    description:
      '`submit`, `withdraw` (its author took it back from review), `send_back` (someone else returned it to a draft), `publish`, `schedule`, `unpublish`, `link` / `unlink` (its translation), `trash` (deleted into the trash), `restore` (brought back from the trash), `delete` (removed for good).',
  }),
  detail: Nullable(
    'string',
    'For `schedule`, when readers see it; for `unpublish`, the status it went to; for `link` / `unlink`, the other article’s id.',
  ),
  createdAt: Timestamp('When it happened.'),
  user: By,
});

export const AuditTrail = Type.Object({ data: Type.Array(AuditEntry) });
export const AuditPage = Type.Object({ data: Type.Array(AuditEntry), pagination: Pagination });
export const AuditQuery = Type.Object(PageQuery);
