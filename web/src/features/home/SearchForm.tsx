import { Box, Button, chakra, Input, NativeSelect, type BoxProps } from '@chakra-ui/react';
import { Category, CATEGORY_NAMES, LIMITS, type CategoryName } from '@news/contract';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { SEARCH_FORM_ID } from '../../shared/searchForm';
import type { Edition } from './edition';

interface SearchFormProps {
  search: string;
  category: CategoryName | undefined;
  /** The edition the address names, kept by a search; none when the address names none. */
  edition: Edition | undefined;
  /** Where the form comes in the page's column (on a phone's front page, after the latest). */
  order?: BoxProps['order'];
}

/**
 * The search box, the category and Search: a GET form to /home, so the result is an address that
 * can be shared, and Back returns to the page before. The dropdown's values are the address's
 * spelling of a category (`Sports`), not the enum.
 */
export function SearchForm({ search, category, edition, order }: SearchFormProps) {
  const { t } = useTranslation();
  return (
    <chakra.form
      id={SEARCH_FORM_ID}
      method="get"
      action="/home"
      role="search"
      display="grid"
      gridTemplateColumns={{ base: '1fr auto', md: '2fr 1fr auto' }}
      gap="2"
      scrollMarginTop="32"
      order={order}
    >
      <Box gridColumn={{ base: '1 / -1', md: 'auto' }}>
        <chakra.label srOnly htmlFor="search-input">
          {t('home.searchLabel')}
        </chakra.label>
        <Input
          id="search-input"
          type="search"
          name="search"
          placeholder={t('home.searchPlaceholder')}
          maxLength={LIMITS.searchMax}
          defaultValue={search}
        />
      </Box>
      <Box minW="0">
        <chakra.label srOnly htmlFor="category-input">
          {t('home.categoryLabel')}
        </chakra.label>
        <NativeSelect.Root>
          <NativeSelect.Field
            id="category-input"
            name="category"
            defaultValue={category ? Category[category] : ''}
          >
            <option value="">{t('categories.all')}</option>
            {CATEGORY_NAMES.map((c) => (
              <option key={c} value={Category[c]}>
                {t(`categories.${c}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>
      {edition && <input type="hidden" name="edition" value={edition} />}
      <Button type="submit" colorPalette="red">
        <LuSearch aria-hidden /> {t('home.search')}
      </Button>
    </chakra.form>
  );
}
