import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index.js';

/**
 * A draft needs only a title or some text: `articles.category` (and a revision's) may be null,
 * and a draft without an image keeps `media_url` empty. What an article needs outside the
 * drafts (a title, text, a category and an image) becomes a check on the row, so readers' pages
 * never meet an article without them.
 *
 * SQLite changes a column's NOT NULL only by rebuilding the table (its "12 steps"): foreign keys
 * are turned off first, outside any transaction (Kysely runs SQLite's migrations outside one),
 * so that dropping the old table deletes no revision or note and unlinks no translation; the
 * rows are copied with their ids, so the FTS index (keyed by article id) and every reference
 * still hold, `PRAGMA foreign_key_check` confirms it before the commit, and the table's indexes,
 * triggers and AUTOINCREMENT counter are put back as they were.
 *
 * Down refuses while an article has no category (give it one, or delete it, first); a version
 * saved before its draft had a category takes the category the article has now.
 */
export function draftsNeedLess(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`alter table articles alter column category drop not null`.execute(db);
        await sql`alter table article_revisions alter column category drop not null`.execute(db);
        await sql`alter table articles add constraint articles_complete_unless_draft check (${COMPLETE})`.execute(
          db,
        );
        return;
      }
      await rebuildSqlite(db, {
        articles: ARTICLES.replace(CATEGORY_NOT_NULL, CATEGORY).replace(
          /\)$/,
          `, constraint "articles_complete_unless_draft" check (${COMPLETE_TEXT}))`,
        ),
        article_revisions: REVISIONS.replace('"category" text not null', '"category" text'),
      });
    },
    async down(db: Kysely<unknown>) {
      const { rows } = await sql<{ id: number }>`
        select id from articles where category is null order by id
      `.execute(db);
      if (rows.length > 0) {
        throw new Error(
          `Migration 0017 cannot be undone while ${rows.length} article(s) have no category (ids ${rows
            .slice(0, 20)
            .map((r) => r.id)
            .join(', ')}): give each a category, or delete it, then migrate down again`,
        );
      }
      await sql`
        update article_revisions set category = (
          select category from articles where articles.id = article_revisions.article_id
        ) where category is null
      `.execute(db);
      if (dialect === 'postgres') {
        await sql`alter table articles drop constraint articles_complete_unless_draft`.execute(db);
        await sql`alter table article_revisions alter column category set not null`.execute(db);
        await sql`alter table articles alter column category set not null`.execute(db);
        return;
      }
      await rebuildSqlite(db, { articles: ARTICLES, article_revisions: REVISIONS });
    },
  };
}

const COMPLETE_TEXT = `status = 'draft' or (category is not null and media_url <> '' and title <> '' and content <> '')`;
const COMPLETE = sql.raw(COMPLETE_TEXT);

const CATEGORY_NOT_NULL = `"category" text not null check`;
const CATEGORY = `"category" text check`;

/** The tables as migrations 0001 to 0016 left them on SQLite (written as SQLite keeps them). */
const ARTICLES = `CREATE TABLE "articles" ("id" integer primary key autoincrement, "title" text not null, "content" text not null, "category" text not null check (category in ('Politics', 'Sports', 'Entertainment', 'Business', 'Technology', 'Environment', 'Announcement')), "media_url" text not null, "author_id" integer references "users" ("id") on delete set null, "author_name" text not null, "created_at" text not null, "updated_at" text not null, "language" text default 'en' not null check (language in ('en', 'te')), "status" text default 'published' not null check (status in ('draft', 'in_review', 'published')), "published_at" text, "translation_id" integer references "articles" ("id") on delete set null, "image_id" text references "images" ("id") on delete restrict, "image_alt" text, "image_caption" text, "image_credit" text, "summary" text, "excerpt" text default '' not null, "lead" integer default 0 not null)`;
const REVISIONS = `CREATE TABLE "article_revisions" ("id" integer primary key autoincrement, "article_id" integer not null references "articles" ("id") on delete cascade, "number" integer not null, "created_at" text not null, "user_id" integer references "users" ("id") on delete set null, "user_name" text not null, "action" text not null, "fields" text not null, "restored_from" integer, "title" text not null, "summary" text, "content" text not null, "category" text not null, "language" text not null, constraint "article_revisions_article_number" unique ("article_id", "number"))`;

/**
 * Replaces each table with one made by `definitions` (its CREATE TABLE statement), keeping every
 * row and id, the table's indexes and triggers, and its AUTOINCREMENT counter (so an id that was
 * deleted, which audit rows may still name, is never given again).
 */
async function rebuildSqlite(db: Kysely<unknown>, definitions: Record<string, string>) {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    const { rows: fk } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
    if (fk[0]?.foreign_keys !== 0) {
      throw new Error(
        'Migration 0017 rebuilds tables with foreign keys off, which SQLite allows only outside a transaction',
      );
    }
    await db.transaction().execute(async (trx) => {
      for (const [table, definition] of Object.entries(definitions)) {
        const temporary = `${table}_rebuilt`;
        const { rows: kept } = await sql<{ sql: string }>`
          select sql from sqlite_master
          where tbl_name = ${table} and type in ('index', 'trigger') and sql is not null
          order by type, name
        `.execute(trx);
        const { rows: counter } = await sql<{ seq: number }>`
          select seq from sqlite_sequence where name = ${table}
        `.execute(trx);
        const { rows: columns } = await sql<{ name: string }>`
          select name from pragma_table_info(${table}) order by cid
        `.execute(trx);
        const expected = `CREATE TABLE "${table}" (`;
        if (!definition.startsWith(expected)) throw new Error(`Not a definition of ${table}`);
        await sql.raw(definition.replace(expected, `CREATE TABLE "${temporary}" (`)).execute(trx);
        const list = sql.join(columns.map((c) => sql.ref(c.name)));
        await sql`insert into ${sql.table(temporary)} (${list}) select ${list} from ${sql.table(table)}`.execute(
          trx,
        );
        await sql`drop table ${sql.table(table)}`.execute(trx);
        await sql`alter table ${sql.table(temporary)} rename to ${sql.table(table)}`.execute(trx);
        for (const { sql: statement } of kept) await sql.raw(statement).execute(trx);
        if (counter[0]) {
          await sql`update sqlite_sequence set seq = ${counter[0].seq} where name = ${table}`.execute(
            trx,
          );
          await sql`insert into sqlite_sequence (name, seq) select ${table}, ${counter[0].seq} where not exists (select 1 from sqlite_sequence where name = ${table})`.execute(
            trx,
          );
        }
      }
      const { rows: broken } = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.length > 0) {
        throw new Error(`Migration 0017 would break ${broken.length} foreign key reference(s)`);
      }
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
