import { gatewayError } from '../errors.js';
import type { RestRequest } from '../upstream.js';

/** A REST call made on behalf of one GraphQL request. */
export type Call = <T>(req: RestRequest) => Promise<T>;

/** Calls that need an account fail at once without a token: the REST API's answer is known. */
export function requireToken(token: string | undefined): string {
  if (!token) throw gatewayError('UNAUTHENTICATED', 'Sign in first.');
  return token;
}

/** A call on behalf of the signed-in account: without a token it fails at once. */
export type AccountCall = <T>(req: Omit<RestRequest, 'token'>) => Promise<T>;

export const accountCall =
  (call: Call, token: string | undefined): AccountCall =>
  <T>(req: Omit<RestRequest, 'token'>) =>
    call<T>({ ...req, token: requireToken(token) });
