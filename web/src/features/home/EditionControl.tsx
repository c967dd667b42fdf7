import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { homePath, LANGUAGES } from '@news/contract';
import { EDITIONS, type Edition } from './edition';
import type { HomeView } from './homeData';
import { redLinkStates, redOutline } from './linkChips';

const editionCss = {
  display: 'inline-flex',
  flexShrink: '0',
  '& > a': {
    display: 'inline-flex',
    alignItems: 'center',
    h: '8',
    px: '2',
    fontSize: 'xs',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    ...redOutline,
  },
  '& > a + a': { borderInlineStartWidth: '0' },
  '& > a:first-of-type': { roundedStart: 'l2' },
  '& > a:last-of-type': { roundedEnd: 'l2' },
  ...redLinkStates('& > a'),
};

/**
 * Which edition's news the home page lists: English, Telugu or both, as links that set
 * `?edition=` and keep the category (a new edition starts at its first page). A search covers both
 * editions whatever the address says, so there the links say what they change: which edition's
 * stories come first.
 */
export function EditionControl({ view }: { view: HomeView }) {
  const { t } = useTranslation();
  const { edition, firstEdition, search, category, sort } = view;
  const links: { to: Edition; label: string; current: boolean; lang?: string }[] = search
    ? LANGUAGES.map((e) => ({
        to: e,
        label: t(`home.firstEdition.${e}`),
        current: e === firstEdition,
      }))
    : EDITIONS.map((e) => ({
        to: e,
        label: e === 'all' ? t('home.editionAll') : t(`languages.${e}`),
        current: e === edition,
        lang: e === 'all' ? undefined : e,
      }));
  return (
    <Box
      role="group"
      aria-label={t(search ? 'home.firstEditionLabel' : 'home.edition')}
      css={editionCss}
    >
      {links.map(({ to, label, current, lang }) => (
        <a
          key={to}
          href={homePath({ edition: to, search, category, sort: search ? sort : undefined })}
          aria-current={current ? 'true' : undefined}
          lang={lang}
        >
          {label}
        </a>
      ))}
    </Box>
  );
}
