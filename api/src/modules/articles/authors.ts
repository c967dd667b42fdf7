import type { RestAuthorProfile } from '@news/contract';
import { sql } from 'kysely';
import { textSortKey, type Database } from '../../db/index.js';
import type { ImageRepository } from '../media/repository.js';

/**
 * The accounts that wrote an article of the staff view (with `ownOrPublished`, a published one
 * or, for that account, any), by name: what the admin list's author filter offers.
 */
export async function articleAuthors(
  database: Database,
  scope: { ownOrPublished?: number },
): Promise<{ id: number; name: string }[]> {
  const rows = await database.db
    .selectFrom('users')
    .select(['users.id', 'users.full_name'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('articles')
          .select(eb.lit(1).as('one'))
          .whereRef('articles.author_id', '=', 'users.id')
          .where('articles.trashed_at', 'is', null)
          .$if(scope.ownOrPublished !== undefined, (qb) =>
            qb.where((inner) =>
              inner.or([
                inner('articles.status', '=', 'published'),
                inner('articles.author_id', '=', scope.ownOrPublished!),
              ]),
            ),
          ),
      ),
    )
    .orderBy(textSortKey(database.dialect, 'users.full_name'))
    .orderBy('users.id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.full_name }));
}

/** The account named `username` (any case) if readers may see one of its stories by `now`. */
export async function authorProfile(
  database: Database,
  images: ImageRepository,
  username: string,
  now: string,
): Promise<RestAuthorProfile | undefined> {
  const row = await database.db
    .selectFrom('users')
    .select([
      'users.id',
      'users.username',
      'users.full_name',
      'users.telugu_name',
      'users.bio',
      'users.photo_id',
    ])
    .where(sql<string>`lower(users.username)`, '=', username.toLowerCase())
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('articles')
          .select(eb.lit(1).as('one'))
          .whereRef('articles.author_id', '=', 'users.id')
          .where('articles.status', '=', 'published')
          .where('articles.published_at', '<=', now)
          .where('articles.trashed_at', 'is', null),
      ),
    )
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        username: row.username,
        name: row.full_name,
        teluguName: row.telugu_name,
        bio: row.bio,
        photo: row.photo_id ? ((await images.find(row.photo_id)) ?? null) : null,
      }
    : undefined;
}
