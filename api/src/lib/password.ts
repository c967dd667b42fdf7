import argon2 from 'argon2';

/** OWASP's argon2id baseline: 19 MiB of memory, 2 iterations, 1 lane. */
const OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

/**
 * What an invited account stores until it sets its password: not an argon2 hash, so no password
 * matches it, and the login does the same work for it as for an unknown name.
 */
export const NO_PASSWORD = '!invited';

export const hasPassword = (hash: string) => hash.startsWith('$argon2');

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown user, or an invited one) it
 * still does the same work against a throwaway hash, so response time does not tell which
 * usernames exist.
 */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password-just-for-timing');
  const usable = hash !== undefined && hasPassword(hash);
  const target = usable ? hash : await dummyHash;
  try {
    const ok = await argon2.verify(target, password);
    return ok && usable;
  } catch {
    return false;
  }
}
