import { createContext } from 'react';

/**
 * What kind of page a component is drawn in. `staff`: the staff app, where React runs and answers
 * every control. `reader`: a page the server renders for everyone and the browser reads without
 * React; the page's script (src/enhancer) answers its few controls, which work as plain links
 * and forms without it.
 */
export interface PageKind {
  kind: 'staff' | 'reader';
  /** The site's public origin (`https://news.example`), for addresses shared off the site. */
  origin?: string;
  /** A staff preview (`/graphql/preview/{id}`): a page of the account's, of a story perhaps not out. */
  preview?: boolean;
}

export const PageKindContext = createContext<PageKind>({ kind: 'staff' });
