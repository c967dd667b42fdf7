import { badInput, gatewayError } from '../errors.js';
import type { RestRequest } from '../upstream.js';

/** A REST call made on behalf of one GraphQL request. */
export type Call = <T>(req: RestRequest) => Promise<T>;

const MAX_ID = 2_147_483_647;

/** Ids are GraphQL `ID`s (strings); the REST API numbers them from 1. */
export function parseId(value: string, field = 'id'): number {
  if (!/^[1-9][0-9]{0,9}$/.test(value) || Number(value) > MAX_ID) {
    throw badInput(field, `${field} must be a positive whole number such as 12`);
  }
  return Number(value);
}

/** Calls that need an account fail at once without a token: the REST API's answer is known. */
export function requireToken(token: string | undefined): string {
  if (!token) throw gatewayError('UNAUTHENTICATED', 'Sign in first.');
  return token;
}

const PAGE_MAX = 1_000_000;
const PAGE_SIZE_MAX = 1000;
const SEARCH_MAX = 200;

/**
 * List arguments, checked here so that errors name them as the schema does. An explicit null
 * means the schema's default, as leaving the argument out does.
 */
export function pageArgs(args: {
  page?: number | null;
  pageSize?: number | null;
  search?: string | null;
}): { page: number; pageSize: number } {
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? 10;
  if (page < 1 || page > PAGE_MAX) {
    throw badInput('page', `page must be from 1 to ${PAGE_MAX}`);
  }
  if (pageSize < 1 || pageSize > PAGE_SIZE_MAX) {
    throw badInput('pageSize', `pageSize must be from 1 to ${PAGE_SIZE_MAX}`);
  }
  if (args.search && [...args.search].length > SEARCH_MAX) {
    throw badInput('search', `search must be at most ${SEARCH_MAX} characters`);
  }
  return { page, pageSize };
}
