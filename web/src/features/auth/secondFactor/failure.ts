import { problems } from '../../../shared/errors';

/**
 * What to tell a person whose code was refused: a wrong or used code, a sign-in that took too
 * long (back to the password), too many attempts, or the service down.
 */
export function codeFailure(error: unknown): {
  key: string;
  count?: number;
  restart?: boolean;
} {
  const [problem] = problems(error);
  if (problem?.reason === 'WRONG_CODE') return { key: 'secondFactor.wrongCode' };
  if (problem?.reason === 'TICKET_EXPIRED') {
    return { key: 'secondFactor.ticketExpired', restart: true };
  }
  switch (problem?.code) {
    case 'RATE_LIMITED':
      return problem.retryAfter
        ? { key: 'login.rateLimitedFor', count: problem.retryAfter }
        : { key: 'login.rateLimited' };
    case 'CONFLICT':
      return { key: 'secondFactor.inUse' };
    case 'UPSTREAM_UNAVAILABLE':
    case undefined:
      return { key: 'errors.unavailable' };
    default:
      return { key: 'secondFactor.failed' };
  }
}
