import { homePath, homeQuery, type CategoryName } from '@news/contract';
import type { TFunction } from 'i18next';
import { SITE_SHARE_IMAGE, type HeadData } from '../../shared/head';
import type { Edition } from './edition';

const OG_LOCALES = { en: 'en_IN', te: 'te_IN' } as const;

interface HomeHeadInput {
  t: TFunction;
  /** The interface's language: the page's own words are in it. */
  language: string;
  /** The page's title: "Latest News", or the list's heading. */
  title: string;
  /** The edition shown, and the one the address names (if any). */
  edition: Edition;
  editionParam: Edition | undefined;
  search: string;
  category?: CategoryName;
  page: number;
}

/**
 * What a home address tells search engines and link previews. The canonical address keeps what
 * selects the news (edition, category, page) and never a search; a search's results stay out of
 * the index. The editions are each other's alternates (a category's too); the feed follows what
 * is shown.
 */
export function homeHead({
  t,
  language,
  title,
  edition,
  editionParam,
  search,
  category,
  page,
}: HomeHeadInput): HeadData {
  const locale = language === 'te' ? OG_LOCALES.te : OG_LOCALES.en;
  const brand = t('app.brand');
  const alternates =
    search || page > 1
      ? undefined
      : [
          { hrefLang: 'en', href: homePath({ edition: 'en', category }) },
          { hrefLang: 'te', href: homePath({ edition: 'te', category }) },
          { hrefLang: 'x-default', href: homePath({ category }) },
        ];
  return {
    title,
    description: t('app.description'),
    canonical: homePath({ edition: editionParam, category, page }),
    alternates,
    feeds: [
      {
        title: category
          ? t('home.feedCategory', { brand, category: t(`categories.${category}`) })
          : t('home.feed', { brand }),
        href: `/feed.xml${homeQuery({ edition, category })}`,
      },
    ],
    noindex: search ? true : undefined,
    og: {
      type: 'website',
      image: SITE_SHARE_IMAGE.url,
      imageWidth: SITE_SHARE_IMAGE.width,
      imageHeight: SITE_SHARE_IMAGE.height,
      imageType: SITE_SHARE_IMAGE.type,
      imageAlt: brand,
      locale,
      alternateLocale: locale === OG_LOCALES.te ? OG_LOCALES.en : OG_LOCALES.te,
    },
  };
}
