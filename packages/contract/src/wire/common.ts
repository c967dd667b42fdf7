/* What every list and every refusal shares: pages and errors. */

import type { RefusalReason, UploadRefusalReason } from '../facts.js';

export interface RestPagination {
  /** How many items match, at most PAGING.countCap. */
  totalItems: number;
  /** More than PAGING.countCap items match: totalItems is the cap, not the count. */
  totalItemsCapped: boolean;
  page: number;
  pageSize: number;
  totalPages: number;
}

export interface RestPage<T> {
  data: T[];
  pagination: RestPagination;
}

/** `GET /Articles`: a page, and with a search read as Telugu too, how it was read. */
export interface RestArticlePage<T> extends RestPage<T> {
  /**
   * The search with its English-letter words as the Telugu words they were read as, when that
   * reading found some of the page's stories (`vijayawada` → `విజయవాడ`); absent otherwise.
   */
  searchedAs?: string;
}

export interface RestErrorItem {
  code: string;
  message: string;
  field?: string;
  /** With FORBIDDEN from the article rules: which rule (`Refusal`); with a refused upload, why (`UploadRefusal`). */
  reason?: RefusalReason | UploadRefusalReason;
}

export interface RestErrorBody {
  errors: RestErrorItem[];
}
