import { Stack, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ListScreen } from '../useListScreen';
import { Pagination } from './Pagination';

/**
 * A staff list as a table: its column headings over the rows it is given, scrolling sideways
 * when the screen is narrower. A `boxed` table (the default) has a frame and striped rows.
 */
export function ListTable({
  headings,
  busy,
  boxed = true,
  children,
}: {
  headings: string[];
  busy?: boolean;
  boxed?: boolean;
  children: ReactNode;
}) {
  const frame = boxed ? { borderWidth: '1px', rounded: 'md' } : {};
  return (
    <Table.ScrollArea {...frame}>
      <Table.Root size="sm" striped={boxed || undefined} aria-busy={busy}>
        <Table.Header>
          <Table.Row>
            {headings.map((heading) => (
              <Table.ColumnHeader key={heading}>{heading}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The same list on a phone: one card an item, named for screen readers. */
export function CardList({
  label,
  busy,
  children,
}: {
  label: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <Stack as="ul" role="list" gap="3" aria-label={label} aria-busy={busy} listStyleType="none">
      {children}
    </Stack>
  );
}

/** A staff list's pages, the page kept in the screen's address. */
export function ListPager({
  list,
  pageSize,
  totalItems,
}: {
  list: Pick<ListScreen, 'page' | 'setPage'>;
  pageSize: number;
  totalItems: number;
}) {
  return (
    <Pagination
      page={list.page}
      pageSize={pageSize}
      totalItems={totalItems}
      onPageChange={list.setPage}
    />
  );
}
