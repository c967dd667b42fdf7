import { SUGGESTION_LIMITS, type Language, type RestSuggestion } from '@news/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { queryTerms, words } from '../../../lib/search.js';
import type { ArticleSearch } from '../search/index.js';
import { correctSearch } from './correction.js';
import { headlinesHolding } from './headlines.js';
import { namesBegun } from './read.js';

/**
 * Suggestions as a reader types: the common names the last word begins, in both scripts, and the
 * newest headlines holding them (headlines.ts: published stories whose time has come, read by
 * index rather than by a search, to answer each pause in typing); the reader's edition first. Names go after the words typed before
 * them, so choosing one searches the whole phrase.
 */
export class SuggestionService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly search: ArticleSearch,
  ) {}

  async suggest(query: string, language: Language | undefined): Promise<RestSuggestion[]> {
    const typed = words(query);
    const last = typed.at(-1);
    if (last === undefined) return [];
    const now = new Date().toISOString();
    const names = await namesBegun(this.db, last, now);
    const preferred = (l: Language) => (language === undefined || l === language ? 0 : 1);
    const found = await headlinesHolding(
      this.db,
      names.map((n) => n.term),
      typed.slice(0, -1),
      now,
      SUGGESTION_LIMITS.headlines,
    );
    const before = query.trim().split(/\s+/).slice(0, -1).join(' ');
    const nameSuggestions = names
      .map((n, i) => ({ n, i }))
      .sort((a, b) => preferred(a.n.language) - preferred(b.n.language) || a.i - b.i)
      .map(({ n }): RestSuggestion => ({
        kind: 'name',
        text: before ? `${before} ${n.display}` : n.display,
        language: n.language,
      }));
    const headlines = found
      .map((a, i) => ({ a, i, language: a.language === 'te' ? ('te' as const) : ('en' as const) }))
      .sort((x, y) => preferred(x.language) - preferred(y.language) || x.i - y.i)
      .map(({ a, language: l }): RestSuggestion => ({
        kind: 'headline',
        text: a.title,
        language: l,
        articleId: a.id,
      }));
    // Names first when they are few: a reader typing a place wants the place before a story.
    const room = SUGGESTION_LIMITS.count - Math.min(headlines.length, SUGGESTION_LIMITS.headlines);
    return [...nameSuggestions.slice(0, room), ...headlines].slice(0, SUGGESTION_LIMITS.count);
  }

  /**
   * "Did you mean": the search as it was likely meant (correction.ts), when it finds stories
   * readers see; a correction to a word only the index holds (which keeps drafts' words too) is
   * offered only when a story readers see matches it.
   */
  async correct(query: string): Promise<string | null> {
    const now = new Date().toISOString();
    const found = await correctSearch(this.db, query, now);
    if (!found) return null;
    if (found.seen) return found.query;
    // Each word put in is a whole indexed word: matched as itself, not as a prefix of others.
    const terms = queryTerms(found.query);
    const named = new Map(terms.map((t) => [t, [t]]));
    const seen = await this.search.seenByReaders({ terms, named }, now);
    return seen ? found.query : null;
  }
}
