import { Box, Button, chakra, Input, NativeSelect, type BoxProps } from '@chakra-ui/react';
import { CATEGORY_NAMES, LIMITS, type CategoryName } from '@news/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { useLocation } from 'react-router-dom';
import { categoryFromParam, categoryToParam } from '../../shared/categories';
import type { ListChanges } from '../../shared/useListScreen';
import type { Edition } from './edition';

/** The form's id: the header's search link on a phone points here (`/home#search`). */
export const SEARCH_FORM_ID = 'search';

interface SearchFormProps {
  search: string;
  category: CategoryName | undefined;
  /** The edition the address names, kept by a search; none when the address names none. */
  edition: Edition | undefined;
  update: (changes: ListChanges) => void;
  /** Where the form comes in the page's column (on a phone's front page, after the latest). */
  order?: BoxProps['order'];
}

/**
 * The search box, the category and Search. A real GET form to /home, so it works before (and
 * without) the page's script; with it, a search changes the address in place. The form edits a
 * draft: the address (and so the list) changes on Search. The dropdown's values are the address's
 * spelling of a category (`Sports`), not the enum.
 */
export function SearchForm({ search, category, edition, update, order }: SearchFormProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState({
    search,
    category: category ? categoryToParam(category) : '',
  });
  const [shown, setShown] = useState({ search, category });
  if (shown.search !== search || shown.category !== category) {
    setShown({ search, category });
    setDraft({ search, category: category ? categoryToParam(category) : '' });
  }

  // The header's search link (`/home#search`) lands in the box.
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash === `#${SEARCH_FORM_ID}`) input.current?.focus();
  }, [hash, key]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update({ search: draft.search.trim(), category: categoryFromParam(draft.category) });
  };

  return (
    <chakra.form
      id={SEARCH_FORM_ID}
      method="get"
      action="/home"
      role="search"
      onSubmit={onSubmit}
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
          ref={input}
          id="search-input"
          type="search"
          name="search"
          placeholder={t('home.searchPlaceholder')}
          maxLength={LIMITS.searchMax}
          value={draft.search}
          onChange={(e) => setDraft({ ...draft, search: e.currentTarget.value })}
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
            value={draft.category}
            onChange={(e) => setDraft({ ...draft, category: e.currentTarget.value })}
          >
            <option value="">{t('categories.all')}</option>
            {CATEGORY_NAMES.map((c) => (
              <option key={c} value={categoryToParam(c)}>
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
