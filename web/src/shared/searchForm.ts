/** The home page's search form's id: the header's search link on a phone points here (`/home#search`). */
export const SEARCH_FORM_ID = 'search';
