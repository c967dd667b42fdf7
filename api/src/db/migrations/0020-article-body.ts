import { documentOf } from '@news/contract';
import { sql, type Kysely, type Migration } from 'kysely';

/** How many rows are read and filled at a time. */
const BATCH = 500;

/**
 * An article's body as a document (`body`, the JSON of a RichDocument) next to its plain text
 * (`content`), on the article and on each saved version. Every article and version written
 * before has its content made into paragraphs (`documentOf`), so it reads as it did.
 *
 * `article_images` names the uploaded photos an article shows inside its body, now or in any of
 * its versions, so that no sweep deletes a photo a story or a version to restore still shows;
 * the rows go with the article.
 *
 * Down drops them: the plain text stays as it was kept all along.
 */
export const articleBody: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of ['articles', 'article_revisions']) {
      // Empty stands for the paragraphs of the content (the api reads it so), for a row
      // written by anything that names no body.
      await db.schema
        .alterTable(table)
        .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await fill(db, table);
    }
    await db.schema
      .createTable('article_images')
      .addColumn('article_id', 'integer', (c) =>
        c.notNull().references('articles.id').onDelete('cascade'),
      )
      .addColumn('image_id', 'text', (c) =>
        c.notNull().references('images.id').onDelete('restrict'),
      )
      .addPrimaryKeyConstraint('article_images_pkey', ['article_id', 'image_id'])
      .execute();
    await db.schema
      .createIndex('article_images_image_id')
      .on('article_images')
      .column('image_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('article_images').execute();
    await db.schema.alterTable('article_revisions').dropColumn('body').execute();
    await db.schema.alterTable('articles').dropColumn('body').execute();
  },
};

/** Gives every row of `table` the document of its content, a batch at a time in id order. */
async function fill(db: Kysely<unknown>, table: string): Promise<void> {
  let after = 0;
  for (;;) {
    const { rows } = await sql<{ id: number; content: string }>`
      select id, content from ${sql.table(table)} where id > ${after} order by id limit ${BATCH}
    `.execute(db);
    if (rows.length === 0) return;
    const write = async (trx: Kysely<unknown>) => {
      for (const row of rows) {
        const body = JSON.stringify(documentOf(row.content));
        await sql`update ${sql.table(table)} set body = ${body} where id = ${row.id}`.execute(trx);
      }
    };
    // PostgreSQL runs the migrations in a transaction already; SQLite runs them outside one.
    if (db.isTransaction) await write(db);
    else await db.transaction().execute(write);
    after = rows[rows.length - 1]!.id;
  }
}
