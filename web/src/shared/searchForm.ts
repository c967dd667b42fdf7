/** The home page's search form's id. */
export const SEARCH_FORM_ID = 'search';

/**
 * Its search box's id: the header's search link points here (`/home#search-input`), and a
 * browser that follows it puts the cursor in the box (the page's script does where it does not).
 */
export const SEARCH_INPUT_ID = 'search-input';

/** The list of suggestions under the search box, which the page's script fills as one types. */
export const SUGGESTIONS_ID = 'search-suggestions';

/** The polite live region that says how many suggestions there are (its template: `data-count`). */
export const SUGGESTIONS_STATUS_ID = 'search-suggestions-status';
