import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { homePath, type HomeParams } from '@news/contract';
import { EDITIONS, type Edition } from './edition';
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
 * English, Telugu or both: which edition's news the home page lists. Links that set `?edition=`
 * and keep the search and the category (a new edition starts at its first page).
 */
export function EditionControl({
  edition,
  search,
  category,
}: {
  edition: Edition;
} & Pick<HomeParams, 'search' | 'category'>) {
  const { t } = useTranslation();
  return (
    <Box role="group" aria-label={t('home.edition')} css={editionCss}>
      {EDITIONS.map((e) => (
        <a
          key={e}
          href={homePath({ edition: e, search, category })}
          aria-current={e === edition ? 'true' : undefined}
          lang={e === 'all' ? undefined : e}
        >
          {e === 'all' ? t('home.editionAll') : t(`languages.${e}`)}
        </a>
      ))}
    </Box>
  );
}
