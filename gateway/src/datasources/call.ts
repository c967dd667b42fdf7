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
