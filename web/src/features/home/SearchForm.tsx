import { chakra } from '@chakra-ui/react';
import { Category, CATEGORY_NAMES, LIMITS, type CategoryName } from '@news/contract';
import { useTranslation } from 'react-i18next';
import { LuChevronDown, LuSearch } from 'react-icons/lu';
import {
  SEARCH_FORM_ID,
  SEARCH_INPUT_ID,
  SUGGESTIONS_ID,
  SUGGESTIONS_STATUS_ID,
} from '../../shared/searchForm';
import type { Edition } from './edition';

interface SearchFormProps {
  search: string;
  category: CategoryName | undefined;
  /** The edition the address names, kept by a search; none when the address names none. */
  edition: Edition | undefined;
}

/** The form's fields are plain elements styled from here, one class for the whole form. */
const formCss = {
  display: 'grid',
  gridTemplateColumns: { base: '1fr auto', md: '2fr 1fr auto' },
  gap: '2',
  // A link to the form or its box scrolls it out from under the sticky header.
  scrollMarginTop: '32',
  '& input': { scrollMarginTop: '32' },
  '& .query': { gridColumn: { base: '1 / -1', md: 'auto' }, position: 'relative' },
  '& [role=listbox]': {
    position: 'absolute',
    insetInline: '0',
    top: 'full',
    zIndex: 'dropdown',
    mt: '1',
    py: '1',
    bg: 'bg',
    borderWidth: '1px',
    borderColor: 'border',
    rounded: 'l2',
    shadow: 'md',
  },
  // Large enough to tap on a phone.
  '& [role=option]': { px: '3', py: '2', minH: '11', cursor: 'pointer' },
  '& [role=option].headline': { color: 'fg.muted' },
  '& [role=option]:is([aria-selected=true], :hover)': { bg: 'bg.muted' },
  '& input, & select': {
    w: 'full',
    h: '10',
    px: '3',
    rounded: 'l2',
    borderWidth: '1px',
    borderColor: 'border',
    bg: 'bg',
    fontSize: 'md',
    fontWeight: 'normal',
  },
  '& input::placeholder': { color: 'fg.subtle' },
  '& .category': { position: 'relative', display: 'flex', alignItems: 'center', minW: '0' },
  '& select': { appearance: 'none', pe: '8', cursor: 'pointer' },
  '& .category svg': {
    position: 'absolute',
    insetEnd: '3',
    pointerEvents: 'none',
    color: 'fg.muted',
  },
  '& button': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    h: '10',
    px: '4',
    rounded: 'l2',
    bg: 'red.600',
    color: 'white',
    fontWeight: 'medium',
    cursor: 'pointer',
    _hover: { bg: 'red.700' },
  },
  '& :is(input, select, button):focus-visible': {
    outline: '2px solid',
    outlineColor: 'red.500',
    outlineOffset: '1px',
  },
  '& .sr-only': { srOnly: true },
} as const;

/**
 * The search box, the category and Search: a GET form to /home, so the result is an address that
 * can be shared, and Back returns to the page before. The dropdown's values are the address's
 * spelling of a category (`Sports`), not the enum.
 */
export function SearchForm({ search, category, edition }: SearchFormProps) {
  const { t } = useTranslation();
  return (
    <chakra.form id={SEARCH_FORM_ID} method="get" action="/home" role="search" css={formCss}>
      <div className="query">
        <label className="sr-only" htmlFor={SEARCH_INPUT_ID}>
          {t('home.searchLabel')}
        </label>
        <input
          id={SEARCH_INPUT_ID}
          type="search"
          name="search"
          placeholder={t('home.searchPlaceholder')}
          maxLength={LIMITS.searchMax}
          defaultValue={search}
          autoComplete="off"
        />
        {/* Filled by the page's script (enhancer/suggestions.ts); the form works without it. */}
        <ul id={SUGGESTIONS_ID} role="listbox" aria-label={t('home.searchLabel')} hidden />
        <div
          id={SUGGESTIONS_STATUS_ID}
          className="sr-only"
          aria-live="polite"
          data-count={t('home.suggestionsCount')}
          data-one={t('home.suggestionsOne')}
        />
      </div>
      <div className="category">
        <label className="sr-only" htmlFor="category-input">
          {t('home.categoryLabel')}
        </label>
        <select
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
        </select>
        <LuChevronDown aria-hidden />
      </div>
      {edition && <input type="hidden" name="edition" value={edition} />}
      <button type="submit">
        <LuSearch aria-hidden /> {t('home.search')}
      </button>
    </chakra.form>
  );
}
