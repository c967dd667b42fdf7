import {
  articleIdPath,
  SUGGESTION_LIMITS,
  SUGGESTIONS_PATH,
  type RestSuggestion,
} from '@news/contract';
import { SEARCH_INPUT_ID, SUGGESTIONS_ID, SUGGESTIONS_STATUS_ID } from '../shared/searchForm';

/** A pause in typing long enough to ask: one request per word typed, not one per key. */
const PAUSE_MS = 150;

/**
 * Suggestions under the search box (an ARIA 1.2 combobox over the server's empty listbox): after
 * two letters, the gateway's cached JSON of names and headlines; arrows move, Enter or a tap
 * opens a headline or searches a name (through the form, so its edition and category hold),
 * Escape closes. The live region says how many there are.
 */
export function enhanceSuggestions(): void {
  const input = document.getElementById(SEARCH_INPUT_ID);
  const list = document.getElementById(SUGGESTIONS_ID);
  const status = document.getElementById(SUGGESTIONS_STATUS_ID);
  if (!(input instanceof HTMLInputElement) || !list || !status) return;
  input.role = 'combobox';
  input.ariaAutoComplete = 'list';
  input.ariaExpanded = 'false';
  input.setAttribute('aria-controls', list.id);
  let found: RestSuggestion[] = [];
  let active = -1;
  let timer = 0;

  const open = (on: boolean) => {
    list.hidden = !on;
    input.ariaExpanded = `${on}`;
  };
  const choose = (i: number) => {
    active = i;
    for (const option of list.children) option.ariaSelected = `${option.id === list.id + i}`;
    const option = list.children[i];
    option?.scrollIntoView({ block: 'nearest' });
    if (option) input.setAttribute('aria-activedescendant', option.id);
    else input.removeAttribute('aria-activedescendant');
  };
  const show = (suggestions: RestSuggestion[]) => {
    found = suggestions;
    list.replaceChildren(
      ...suggestions.map((s, i) => {
        const option = document.createElement('li');
        option.id = list.id + i;
        option.role = 'option';
        option.lang = s.language;
        option.className = s.kind;
        option.textContent = s.text;
        return option;
      }),
    );
    choose(-1);
    open(!!suggestions.length);
    const n = suggestions.length;
    status.textContent = status.dataset[n === 1 ? 'one' : 'count']!.replace('{n}', `${n}`);
  };
  const go = (s: RestSuggestion) => {
    if (s.articleId) return location.assign(articleIdPath(s.articleId));
    input.value = s.text;
    input.form!.requestSubmit();
  };

  const ask = async (typed: string) => {
    const lang = document.documentElement.lang === 'te' ? 'te' : 'en';
    const answer = await fetch(`${SUGGESTIONS_PATH}?q=${encodeURIComponent(typed)}&lang=${lang}`);
    const { data } = (await answer.json()) as { data?: RestSuggestion[] };
    // An answer to what is no longer typed is dropped.
    if (data && input.value.trim() === typed) show(data);
  };

  input.addEventListener('input', () => {
    clearTimeout(timer);
    const typed = input.value.trim();
    if ([...typed].length < SUGGESTION_LIMITS.queryMin) return show([]);
    // Offline or a failed answer: no suggestions, and the plain search still works.
    timer = window.setTimeout(() => void ask(typed).catch(() => show([])), PAUSE_MS);
  });
  input.addEventListener('keydown', (event) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    const n = found.length;
    if (step && n) {
      event.preventDefault();
      open(true);
      // From the box down the list and round again; the box itself is the place before the first.
      choose(((active + step + n + 2) % (n + 1)) - 1);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      go(found[active]!);
    } else if (event.key === 'Escape' && !list.hidden) {
      event.preventDefault();
      open(false);
      choose(-1);
    }
  });
  // Pressing an option keeps the focus in the box, so the list is still there for the click.
  list.addEventListener('pointerdown', (event) => event.preventDefault());
  list.addEventListener('click', (event) => {
    const s = found[[...list.children].indexOf((event.target as Element).closest('li')!)];
    if (s) go(s);
  });
  input.addEventListener('blur', () => open(false));
}
