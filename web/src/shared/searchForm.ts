/** The home page's search form's id. */
export const SEARCH_FORM_ID = 'search';

/**
 * Its search box's id: the header's search link points here (`/home#search-input`), and a
 * browser that follows it puts the cursor in the box (the page's script does where it does not).
 */
export const SEARCH_INPUT_ID = 'search-input';
