import { Box, Heading, type BoxProps } from '@chakra-ui/react';
import { CATEGORY_NAMES, homePath, type CategoryName } from '@news/contract';
import { useTranslation } from 'react-i18next';
import type { Edition } from './edition';
import { redLinkStates, redOutline } from './linkChips';

const browseCss = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2',
  listStyle: 'none',
  p: '0',
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    h: '10',
    px: '4',
    rounded: 'full',
    fontWeight: 'medium',
    ...redOutline,
  },
  ...redLinkStates('& a'),
};

/**
 * 'Browse by Category': a link to each category's news (the edition the address names kept), the
 * one shown marked as the current page.
 */
export function BrowseCategories({
  category,
  edition,
  ...box
}: { category: CategoryName | undefined; edition: Edition | undefined } & BoxProps) {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="browse-heading" {...box}>
      <Heading as="h2" id="browse-heading" size="xl" mb="4" fontFamily="headline">
        {t('home.browse')}
      </Heading>
      <Box as="ul" css={browseCss}>
        {CATEGORY_NAMES.map((c) => (
          <li key={c}>
            <a
              href={homePath({ edition, category: c })}
              aria-current={c === category ? 'page' : undefined}
            >
              {t(`categories.${c}`)}
            </a>
          </li>
        ))}
      </Box>
    </Box>
  );
}
