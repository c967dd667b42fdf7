/*
 * The site's cookies: the staff session, which only the GraphQL endpoint reads, and the reader's
 * choices of language and theme, which the server renders pages by. The page's script keeps the
 * choices in localStorage under the same names (the spec's keys).
 */
import type { Language } from './facts.js';

/** The staff session's token: httpOnly, SameSite=Strict, and as long-lived as the token. */
export const SESSION_COOKIE = 'news_session';
/** The session cookie goes only to the GraphQL endpoint: nothing else on the site needs it. */
export const SESSION_COOKIE_PATH = '/graphql';

export type Theme = 'dark' | 'light';
export const THEMES: readonly Theme[] = ['dark', 'light'];

/** The reader's choices, by the cookie (and localStorage key) that holds each. */
export const PREFERENCE_COOKIES = { language: 'lang', theme: 'theme' } as const;

/** The interface language until the reader chooses one. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** A year: a choice holds until the reader changes it. */
export const PREFERENCE_MAX_AGE_SECONDS = 365 * 24 * 3600;

/**
 * Where a form without a script sends a choice of language or theme (the gateway stores it in the
 * cookie and sends the reader back).
 */
export const PREFERENCES_PATH = '/preferences';
