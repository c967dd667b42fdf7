import { Box, Text } from '@chakra-ui/react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { pageWindow, totalPages } from './pageWindow';

interface PaginationProps {
  page: number;
  pageSize: number;
  totalItems: number;
  /**
   * Called instead of following a page's link (a plain click): for a screen that changes its own
   * address. Without it the links navigate as links do.
   */
  onPageChange?: (page: number) => void;
}

/** Each page is a link; the ends that lead nowhere are drawn alike but are not links. */
const pagerCss = {
  '& > a, & > [aria-disabled]': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minW: '9',
    h: '9',
    px: '3',
    borderWidth: '1px',
    borderColor: 'border',
    rounded: 'l2',
    fontSize: 'sm',
    fontWeight: 'medium',
    color: 'fg',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
  },
  '& > a:hover': { bg: 'bg.muted' },
  '& > a:focus-visible': { outline: '2px solid', outlineColor: 'red.500', outlineOffset: '2px' },
  '& > a[aria-current=page]': { bg: 'red.600', borderColor: 'red.600', color: 'white' },
  '& > [aria-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
};

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * First, Prev, a window of at most four page numbers, Next, Last: links to the same address with
 * another `page` (the first page has none), so paging works without JavaScript and every page has
 * an address. Nothing when everything fits on one page.
 */
export function Pagination({ page, pageSize, totalItems, onPageChange }: PaginationProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const total = totalPages(totalItems, pageSize);
  if (total <= 1) return null;
  const current = Math.min(Math.max(1, page), total);

  const searchFor = (n: number) => {
    const next = new URLSearchParams(params);
    if (n > 1) next.set('page', String(n));
    else next.delete('page');
    const search = next.toString();
    return search ? `?${search}` : '';
  };
  const link = (
    key: string,
    to: number,
    children: ReactNode,
    props: { 'aria-label'?: string; 'aria-current'?: 'page' } = {},
  ) => (
    <RouterLink
      key={key}
      to={{ search: searchFor(to) }}
      onClick={
        onPageChange &&
        ((event) => {
          if (!plainClick(event)) return;
          event.preventDefault();
          onPageChange(to);
        })
      }
      {...props}
    >
      {children}
    </RouterLink>
  );
  const end = (enabled: boolean, to: number, label: string) =>
    enabled ? (
      link(label, to, label)
    ) : (
      <span key={label} role="link" aria-disabled="true">
        {label}
      </span>
    );

  return (
    <nav aria-label={t('pagination.label')}>
      <Box display="flex" flexWrap="wrap" gap="1" justifyContent="center" py="4" css={pagerCss}>
        {end(current > 1, 1, t('pagination.first'))}
        {end(current > 1, current - 1, t('pagination.prev'))}
        {pageWindow(current, total).map((n) =>
          link(`page-${n}`, n, n, {
            'aria-label': t('pagination.page', { page: n }),
            'aria-current': n === current ? 'page' : undefined,
          }),
        )}
        {end(current < total, current + 1, t('pagination.next'))}
        {end(current < total, total, t('pagination.last'))}
      </Box>
      <Text textAlign="center" fontSize="sm" color="fg.muted">
        {t('pagination.summary', { page: current, total })}
      </Text>
    </nav>
  );
}
