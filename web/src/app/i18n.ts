import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  storedLanguage,
  storeLanguage,
  type Language,
} from '../shared/preferences';

export interface I18nOptions {
  language?: Language;
  /** Translations already at hand: the server's files, or those the server wrote into the page. */
  resources?: Resource;
  /** Fetch the languages `resources` lacks from /assets/i18n/{lng}.json (the page); off in tests and on the server. */
  fetchOthers?: boolean;
  /** Store every change of language (the page); off on the server. */
  persist?: boolean;
}

/**
 * The interface strings. The server renders reader pages with its own copy of the files; the staff
 * app fetches its language from /assets/i18n/{lng}.json, as the spec says, and another one when
 * the user switches. Every change of language is stored under `lang`.
 */
export function createI18n(options: I18nOptions = {}): I18n {
  const i18n = createInstance();
  const fetchOthers = options.fetchOthers ?? !options.resources;
  if (fetchOthers) i18n.use(HttpBackend);
  i18n.use(initReactI18next);
  if (options.persist ?? true) {
    i18n.on('languageChanged', (lng) => {
      if (isLanguage(lng)) storeLanguage(lng);
    });
  }
  void i18n.init({
    lng: options.language ?? storedLanguage(),
    // A page that carries only its own language's strings falls back to nothing it would have to
    // fetch (every string exists in both files); the server renders the same way.
    fallbackLng:
      !options.resources || DEFAULT_LANGUAGE in options.resources ? DEFAULT_LANGUAGE : false,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    resources: options.resources,
    partialBundledLanguages: !!options.resources && fetchOthers,
    // With the translations at hand, ready at once: the first render has them.
    initAsync: !options.resources,
    backend: fetchOthers ? { loadPath: '/assets/i18n/{{lng}}.json' } : undefined,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return i18n;
}
