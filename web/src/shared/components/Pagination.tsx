import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { pageWindow, totalPages } from './pageWindow';

interface PaginationProps {
  page: number;
  pageSize: number;
  totalItems: number;
  onPageChange: (page: number) => void;
}

/** First, Prev, a window of at most four page numbers, Next, Last. Nothing when everything fits on one page. */
export function Pagination({ page, pageSize, totalItems, onPageChange }: PaginationProps) {
  const { t } = useTranslation();
  const total = totalPages(totalItems, pageSize);
  if (total <= 1) return null;
  const current = Math.min(Math.max(1, page), total);
  const go = (to: number) => () => onPageChange(to);
  const atStart = current === 1;
  const atEnd = current === total;
  return (
    <nav aria-label={t('pagination.label')}>
      <HStack gap="1" wrap="wrap" justify="center" py="4">
        <Button size="sm" variant="outline" disabled={atStart} onClick={go(1)}>
          {t('pagination.first')}
        </Button>
        <Button size="sm" variant="outline" disabled={atStart} onClick={go(current - 1)}>
          {t('pagination.prev')}
        </Button>
        {pageWindow(current, total).map((n) => (
          <Button
            key={n}
            size="sm"
            minW="9"
            variant={n === current ? 'solid' : 'outline'}
            colorPalette={n === current ? 'red' : 'gray'}
            aria-current={n === current ? 'page' : undefined}
            aria-label={t('pagination.page', { page: n })}
            onClick={go(n)}
          >
            {n}
          </Button>
        ))}
        <Button size="sm" variant="outline" disabled={atEnd} onClick={go(current + 1)}>
          {t('pagination.next')}
        </Button>
        <Button size="sm" variant="outline" disabled={atEnd} onClick={go(total)}>
          {t('pagination.last')}
        </Button>
      </HStack>
      <Text textAlign="center" fontSize="sm" color="fg.muted">
        {t('pagination.summary', { page: current, total })}
      </Text>
    </nav>
  );
}
