import { useContext, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronDown, LuMoon, LuSun } from 'react-icons/lu';
import { useLocation } from 'react-router-dom';
import { PageKindContext } from '../shared/pageKind';
import { answerThemeForm, isLanguage, LANGUAGES, PREFERENCES_PATH } from '../shared/preferences';

/** Where the preferences forms send the reader back to: this page. */
function ReturnTo() {
  const { pathname, search } = useLocation();
  return <input type="hidden" name="return" value={pathname + search} />;
}

/**
 * The theme toggle: a form that asks the server to remember the other theme, so it works without
 * a script and before the page's script runs; with it, the theme changes in place. Which theme is
 * on is the `dark`/`light` class on <html>, which the server may not know (no cookie yet): the form
 * has a button to each theme, each sending its own, and the class shows the one to the other
 * (the header's CSS), so what is sent is always the theme the reader does not see.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const page = useContext(PageKindContext);
  // A reader page's script answers the form there (src/enhancer/theme.ts).
  const onSubmit =
    page.kind === 'staff'
      ? (event: FormEvent<HTMLFormElement>) => answerThemeForm(event.nativeEvent)
      : undefined;
  return (
    <form method="post" action={PREFERENCES_PATH} onSubmit={onSubmit} data-theme-form="">
      <ReturnTo />
      <button type="submit" name="theme" value="dark" className="button icon to-dark">
        <LuMoon aria-hidden />
        <span className="sr-only">{t('nav.themeToDark')}</span>
      </button>
      <button type="submit" name="theme" value="light" className="button icon to-light">
        <LuSun aria-hidden />
        <span className="sr-only">{t('nav.themeToLight')}</span>
      </button>
    </form>
  );
}

/**
 * The language: a form the server answers by remembering it, with a button shown only without a
 * script; with one, choosing is enough: on a reader page the head script of reader.html stores the
 * choice and loads the page again in it, from the first paint on; the staff app changes in place.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const page = useContext(PageKindContext);
  return (
    <form method="post" action={PREFERENCES_PATH} data-language-form="">
      <ReturnTo />
      <span className="select">
        <select
          name="lang"
          aria-label={t('nav.language')}
          {...(page.kind === 'staff'
            ? {
                value: i18n.language,
                onChange: (event) => {
                  const lng = event.currentTarget.value;
                  if (isLanguage(lng)) void i18n.changeLanguage(lng);
                },
              }
            : { defaultValue: i18n.language })}
        >
          {LANGUAGES.map((lng) => (
            <option key={lng} value={lng} lang={lng}>
              {t(`languages.${lng}`)}
            </option>
          ))}
        </select>
        <LuChevronDown aria-hidden />
      </span>
      {page.kind === 'reader' && (
        <noscript>
          <button type="submit" className="button outline">
            {t('nav.changeLanguage')}
          </button>
        </noscript>
      )}
    </form>
  );
}
