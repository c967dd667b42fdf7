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

/**
 * The page's translations. They are fetched from /assets/i18n/{lng}.json, as the spec says,
 * unless `resources` are given (tests). Every change of language is stored under `lang`.
 */
export function createI18n(options: { language?: Language; resources?: Resource } = {}): I18n {
  const i18n = createInstance();
  if (!options.resources) i18n.use(HttpBackend);
  i18n.use(initReactI18next);
  i18n.on('languageChanged', (lng) => {
    if (isLanguage(lng)) storeLanguage(lng);
  });
  void i18n.init({
    lng: options.language ?? storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    resources: options.resources,
    backend: { loadPath: '/assets/i18n/{{lng}}.json' },
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return i18n;
}
