import { SEARCH_FORM_ID } from '../shared/searchForm';

/** The strip's search link (`/home#search`) lands in the search box, ready to type. */
export function enhanceSearchLink(): void {
  const focus = () => {
    if (location.hash !== `#${SEARCH_FORM_ID}`) return;
    document
      .getElementById(SEARCH_FORM_ID)
      ?.querySelector<HTMLInputElement>('input[type=search]')
      ?.focus();
  };
  focus();
  addEventListener('hashchange', focus);
}
