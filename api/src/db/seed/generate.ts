import { deriveSummary } from '@news/contract';
import { sql } from 'kysely';
import type { Language } from '../../domain.js';
import { indexTerms } from '../../lib/search.js';
import { addSearchReadings, addSearchTerms, type Database } from '../index.js';
import { NameTally } from '../../modules/articles/suggestions/tally.js';
import { seedArticles, type SeedArticle } from './articles.js';

/**
 * Articles in any number made of the seed's sentences, for benchmarks and for tests that need
 * more than a page of matches.
 */

/** Rows written per INSERT (20 columns each: well inside both databases' parameter limits). */
const BATCH = 500;
/** One story every five minutes: a daily publishing a few hundred a day. */
const STEP_MS = 5 * 60_000;

/** A small fast PRNG (mulberry32), so every run writes the same articles. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The seed's sentences and titles of one language, the material the articles are made of. */
function material(language: Language) {
  const articles = seedArticles.filter((a) => a.lang === language);
  const sentences = articles.flatMap((a) =>
    a.content
      .split(/\n\n+/)
      .flatMap((p) => p.split(/(?<=[.?!])\s+/))
      .filter((s) => s.trim() !== ''),
  );
  return { articles, sentences };
}

/**
 * Article `i` of the generated set: a seed article's category and summary, a title joined from
 * the halves of two seed titles, and three to five paragraphs of two to four sentences drawn
 * from all the seed's sentences in its language. A word is then in a share of the articles that
 * depends on how often it is written, as in a real archive, not in every 44th article.
 */
function generated(
  i: number,
  pools: Record<Language, ReturnType<typeof material>>,
): {
  source: SeedArticle;
  title: string;
  content: string;
} {
  const next = random(i + 1);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const language: Language = next() < 0.6 ? 'en' : 'te';
  const pool = pools[language];
  const source = pick(pool.articles);
  const other = pick(pool.articles).title.split(' ');
  const own = source.title.split(' ');
  const title = [
    ...own.slice(0, Math.ceil(own.length / 2)),
    ...other.slice(Math.ceil(other.length / 2)),
  ].join(' ');
  const paragraphs = Array.from({ length: 3 + Math.floor(next() * 3) }, () =>
    Array.from({ length: 2 + Math.floor(next() * 3) }, () => pick(pool.sentences)).join(' '),
  );
  return { source, title, content: paragraphs.join('\n\n') };
}

/**
 * Writes generated articles (by account 1) until the database holds `total`, in batches of one
 * INSERT each with its search index, so that a million rows take minutes. One in ten is a draft or in review, one in
 * 500 is scheduled a day or more ahead; one in 400 is a lead story; the rest are published.
 */
export async function fillArticles(
  database: Database,
  total: number,
  log: (line: string) => void = () => undefined,
) {
  const { db, dialect } = database;
  const pools = { en: material('en'), te: material('te') };
  const { n: have } = await db
    .selectFrom('articles')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const { max } = await db
    .selectFrom('articles')
    .select((eb) => eb.fn.max<number | null>('id').as('max'))
    .executeTakeFirstOrThrow();
  let nextId = Number(max ?? 0) + 1;
  const now = Date.now();
  const started = Date.now();
  // Words recorded in search_terms and search_readings: the seed's few thousand, over and over.
  const read = new Set<string>();
  const tally = new NameTally();
  for (let i = Number(have); i < total;) {
    const rows: Record<string, unknown>[] = [];
    const terms: { id: number; terms: string[] }[] = [];
    for (const end = Math.min(total, i + BATCH); i < end; i += 1) {
      const { source, title, content } = generated(i, pools);
      // Oldest first, so that ids grow with time as on a real site.
      const createdAt = new Date(now - (total - i) * STEP_MS).toISOString();
      const status = i % 20 === 3 ? 'draft' : i % 20 === 13 ? 'in_review' : 'published';
      const scheduled = i % 500 === 250;
      const summary = i % 7 === 0 ? (source.summary ?? null) : null;
      const id = nextId++;
      const words = indexTerms(title, content, summary ?? '');
      terms.push({ id, terms: words });
      const publishedAt =
        status !== 'published'
          ? null
          : scheduled
            ? new Date(now + (1 + (i % 7)) * 86_400_000).toISOString()
            : createdAt;
      if (publishedAt) tally.add(id, title, summary, publishedAt);
      rows.push({
        id,
        title,
        content,
        category: source.category,
        language: source.lang,
        media_url: `/media/seed/${source.slug}.svg`,
        summary,
        excerpt: deriveSummary(content),
        lead: i % 400 === 17 ? 1 : 0,
        status,
        published_at: publishedAt,
        author_id: 1,
        author_name: 'Bench',
        created_at: createdAt,
        updated_at: createdAt,
        ...(dialect === 'postgres'
          ? { search_vector: sql`array_to_tsvector(${words}::text[])` }
          : {}),
      });
    }
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('articles')
        .values(rows as never)
        .execute();
      if (dialect === 'sqlite') {
        await sql`insert into articles_fts (rowid, terms) values ${sql.join(
          terms.map((t) => sql`(${t.id}, ${t.terms.join(' ')})`),
        )}`.execute(trx);
      }
      const unread = [...new Set(terms.flatMap((t) => t.terms))].filter((t) => !read.has(t));
      await addSearchTerms(trx, unread);
      await addSearchReadings(trx, unread);
      for (const t of unread) read.add(t);
      await tally.writeStories(trx);
    });
    if (i % 100_000 === 0 || i === total) {
      log(
        `  ${i.toLocaleString('en')} articles written (${Math.round((Date.now() - started) / 1000)} s)`,
      );
    }
  }
  await tally.writeCounts(db);
  if (dialect === 'postgres') {
    await sql`select setval(pg_get_serial_sequence('articles', 'id'), (select max(id) from articles))`.execute(
      db,
    );
    // What autovacuum would have done by the time a site holds this many articles.
    await sql`vacuum (analyze) articles, search_terms, search_readings`.execute(db);
  } else {
    await sql`analyze`.execute(db);
  }
}
