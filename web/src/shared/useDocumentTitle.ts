import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to the screen's name and the site's brand, in the current language. */
export function useDocumentTitle(title: string | undefined) {
  const { t } = useTranslation();
  const brand = t('app.brand');
  useEffect(() => {
    document.title = title ? `${title} | ${brand}` : brand;
  }, [title, brand]);
}
