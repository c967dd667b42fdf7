import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import type { RestClient } from '../upstream.js';

/** How long an answer is believed: a story published since, or unpublished, is seen this late. */
const KNOWN_SECONDS = 600;
const UNKNOWN_SECONDS = 60;
/** Ids remembered, and api lookups at once: a flood of made-up ids costs no more than this. */
const KNOWN_MAX = 20_000;
const ASKING_MAX = 64;

/**
 * Whether readers may see a story now, as the api answers an anonymous read of it, remembered
 * a while. A beacon may name any id: a count kept for a made-up id, or a draft's, would crowd
 * the real stories out of the ranked candidates and leave Most read empty.
 */
export class ReadableStories {
  private readonly known = new InMemoryLRUCache<'yes' | 'no'>({ max: KNOWN_MAX });
  private readonly asking = new Map<number, Promise<boolean>>();

  constructor(private readonly rest: RestClient) {}

  async has(id: number): Promise<boolean> {
    const known = await this.known.get(String(id));
    if (known) return known === 'yes';
    const asked = this.asking.get(id);
    if (asked) return asked;
    // Past the bound a read goes uncounted rather than queue lookups without end.
    if (this.asking.size >= ASKING_MAX) return false;
    const answer = this.ask(id).finally(() => this.asking.delete(id));
    this.asking.set(id, answer);
    return answer;
  }

  private async ask(id: number): Promise<boolean> {
    const readable = await this.rest
      .call({ method: 'GET', path: `Articles/${id}`, query: { Fields: 'id' } })
      .then(
        () => true,
        () => false,
      );
    await this.known.set(String(id), readable ? 'yes' : 'no', {
      ttl: readable ? KNOWN_SECONDS : UNKNOWN_SECONDS,
    });
    return readable;
  }
}
