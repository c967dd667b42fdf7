import { categoryOfParam, editionOf, homePath, searchOfParam } from '@news/contract';
import { SEARCH_FORM_ID, SEARCH_INPUT_ID } from '../shared/searchForm';

/**
 * The search form is a GET form to /home, which the browser sends with every field, the empty ones
 * too (`?search=rain&category=`): here it goes to the address the site writes for that search
 * (`/home?search=rain`), the one its links and the server's page cache use. The header's search
 * link (`/home#search-input`) lands in the search box, ready to type, in a browser that does not
 * put the cursor in a link's target itself.
 */
export function enhanceSearch(): void {
  const form = document.getElementById(SEARCH_FORM_ID);
  if (form instanceof HTMLFormElement) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const fields = new FormData(form);
      const text = (name: string) => {
        const value = fields.get(name);
        return typeof value === 'string' ? value : null;
      };
      location.assign(
        homePath({
          edition: editionOf(text('edition')),
          search: searchOfParam(text('search')),
          category: categoryOfParam(text('category')),
        }),
      );
    });
  }
  const focus = () => {
    if (location.hash !== `#${SEARCH_INPUT_ID}`) return;
    document.getElementById(SEARCH_INPUT_ID)?.focus();
  };
  focus();
  addEventListener('hashchange', focus);
}

/**
 * The page's forms show what the page is about (its search, its language): Back, Forward and a
 * reload bring a page back with what was typed or chosen in it before, which says otherwise. A
 * page opened anew is left alone: what its forms hold is what the reader is typing in it now,
 * perhaps before the page had finished loading.
 */
export function resetFormsOnReturn(): void {
  addEventListener('pageshow', (event) => {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    if (!event.persisted && entry?.type === 'navigate') return;
    for (const form of document.forms) form.reset();
  });
}
