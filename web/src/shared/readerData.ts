import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { Language } from '@news/contract';

/**
 * Asks for a reader page's data, once, for the page to be rendered from (`useLoaderData`).
 * Undefined when it could not be fetched (the api not answering).
 */
export type FetchPageData = <Data, Variables extends OperationVariables>(request: {
  query: TypedDocumentNode<Data, Variables>;
  variables: Variables;
}) => Promise<Data | undefined>;

/** What the server gives a reader page's loader (React Router's `requestContext`). */
export interface ReaderLoadContext {
  /** Apollo Client over the gateway's schema in process, as a reader (no session). */
  fetch: FetchPageData;
  /** The reader's chosen language, if any: it decides the home page's edition. */
  lang: Language | null;
}

/** What every reader page's loader answers with. */
export interface Loaded {
  /** The language the page is in when the reader chose none: an edition's, an article's. */
  pageLanguage?: Language;
  /** The page's data could not be fetched: it says so, with a 503. */
  failed?: boolean;
}
