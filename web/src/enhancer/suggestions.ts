import {
  articleIdPath,
  editionOf,
  homePath,
  SUGGESTION_LIMITS,
  SUGGESTIONS_PATH,
  type RestSuggestion,
} from '@news/contract';
import {
  SEARCH_FORM_ID,
  SEARCH_INPUT_ID,
  SUGGESTIONS_ID,
  SUGGESTIONS_STATUS_ID,
} from '../shared/searchForm';

/** A pause in typing long enough to ask: one request per word typed, not one per key. */
const PAUSE_MS = 150;

/**
 * Suggestions under the search box (an ARIA 1.2 combobox over the server's empty listbox): after
 * two letters, the gateway's cached JSON of names and headlines; arrows move, Enter or a tap
 * opens a headline or searches a name, Escape closes. The live region says how many there are.
 */
export function enhanceSuggestions(): void {
  const input = document.getElementById(SEARCH_INPUT_ID);
  const list = document.getElementById(SUGGESTIONS_ID);
  const status = document.getElementById(SUGGESTIONS_STATUS_ID);
  if (!(input instanceof HTMLInputElement) || !list || !status) return;
  const set = (name: string, value: string) => input.setAttribute(name, value);
  set('role', 'combobox');
  set('aria-autocomplete', 'list');
  set('aria-controls', list.id);
  set('aria-expanded', 'false');
  let found: RestSuggestion[] = [];
  let active = -1;
  let timer = 0;

  const choose = (i: number) => {
    const s = found[i];
    if (active >= 0) list.children[active]?.setAttribute('aria-selected', 'false');
    active = s ? i : -1;
    if (!s) return input.removeAttribute('aria-activedescendant');
    const option = list.children[i]!;
    option.setAttribute('aria-selected', 'true');
    option.scrollIntoView({ block: 'nearest' });
    set('aria-activedescendant', option.id);
  };
  const show = (suggestions: RestSuggestion[]) => {
    found = suggestions;
    active = -1;
    input.removeAttribute('aria-activedescendant');
    list.replaceChildren(
      ...suggestions.map((s, i) => {
        const option = document.createElement('li');
        option.id = `${list.id}-${i}`;
        option.setAttribute('role', 'option');
        option.lang = s.language;
        option.className = s.kind;
        option.textContent = s.text;
        option.setAttribute('aria-selected', 'false');
        return option;
      }),
    );
    list.hidden = suggestions.length === 0;
    set('aria-expanded', String(!list.hidden));
    const n = suggestions.length;
    status.textContent = (status.dataset[n === 1 ? 'one' : 'count'] ?? '{n}').replace(
      '{n}',
      `${n}`,
    );
  };
  const go = (s: RestSuggestion) => {
    const edition = document.getElementById(SEARCH_FORM_ID)?.querySelector('[name=edition]');
    location.assign(
      s.articleId
        ? articleIdPath(s.articleId)
        : homePath({
            search: s.text,
            edition: editionOf(edition instanceof HTMLInputElement ? edition.value : null),
          }),
    );
  };

  const ask = async (typed: string) => {
    const lang = document.documentElement.lang === 'te' ? 'te' : 'en';
    const answer = await fetch(`${SUGGESTIONS_PATH}?q=${encodeURIComponent(typed)}&lang=${lang}`);
    const { data } = (await answer.json()) as { data?: RestSuggestion[] };
    // An answer to what is no longer typed is dropped.
    if (data && input.value.trim() === typed) show(data);
  };
  // Offline or a failed answer: no suggestions, and the plain search still works.
  const suggest = (typed: string) => ask(typed).catch(() => show([]));

  input.addEventListener('input', () => {
    clearTimeout(timer);
    const typed = input.value.trim();
    if ([...typed].length < SUGGESTION_LIMITS.queryMin) return show([]);
    timer = window.setTimeout(() => void suggest(typed), PAUSE_MS);
  });
  input.addEventListener('keydown', (event) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step && found.length > 0) {
      event.preventDefault();
      if (list.hidden) show(found);
      // From the box down the list and round again; the box itself is the place before the first.
      const next = active + step;
      choose(next >= found.length ? -1 : next < -1 ? found.length - 1 : next);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      go(found[active]!);
    } else if (event.key === 'Escape' && !list.hidden) {
      event.preventDefault();
      list.hidden = true;
      set('aria-expanded', 'false');
      choose(-1);
    }
  });
  // Pressing an option keeps the focus in the box, so the list is still there for the click.
  list.addEventListener('pointerdown', (event) => event.preventDefault());
  list.addEventListener('click', (event) => {
    const option = (event.target as Element).closest('[role=option]');
    const s = found[[...list.children].indexOf(option!)];
    if (s) go(s);
  });
  input.addEventListener('blur', () => {
    list.hidden = true;
    set('aria-expanded', 'false');
  });
}
