import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test/render';
import { useKeepInRange, useListScreen } from './useListScreen';

/** A list screen whose list has `totalPages` pages. */
function List({ totalPages }: { totalPages: number | undefined }) {
  const list = useListScreen();
  useKeepInRange(list, totalPages);
  return (
    <>
      <p data-testid="state">
        {list.page}|{list.search}|{list.category ?? '-'}|{list.param('status') ?? '-'}
      </p>
      <button onClick={() => list.update({ status: 'draft' })}>filter</button>
      <button onClick={() => list.setPage(2)}>page 2</button>
      <button onClick={() => list.update({ search: '', category: undefined })}>all</button>
    </>
  );
}

const search = (router: ReturnType<typeof renderScreen>['router']) => router.state.location.search;

describe('useListScreen', () => {
  it('reads page, search and category from the address', async () => {
    renderScreen(<List totalPages={undefined} />, {
      path: '/list',
      route: '/list?page=4&search=%20metro%20&category=sports',
    });
    expect(await screen.findByTestId('state')).toHaveTextContent('4|metro|SPORTS|-');
  });

  it('ignores a page that is not a whole number from 1', async () => {
    renderScreen(<List totalPages={undefined} />, { path: '/list', route: '/list?page=-2' });
    expect(await screen.findByTestId('state')).toHaveTextContent(/^1\|/);
  });

  it('moves a page past the end to the last page, replacing the address', async () => {
    const { router } = renderScreen(<List totalPages={3} />, {
      path: '/list',
      route: '/list?page=5&search=metro',
    });
    await waitFor(() => expect(search(router)).toBe('?page=3&search=metro'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByTestId('state')).toHaveTextContent('3|metro');
  });

  it('goes to the first page when nothing is left, and leaves a page in range alone', async () => {
    const { router, unmount } = renderScreen(<List totalPages={0} />, {
      path: '/list',
      route: '/list?page=2',
    });
    await waitFor(() => expect(search(router)).toBe(''));
    unmount();
    const second = renderScreen(<List totalPages={3} />, { path: '/list', route: '/list?page=2' });
    await screen.findByTestId('state');
    expect(search(second.router)).toBe('?page=2');
  });

  it('starts a new filter from the first page and keeps the other parameters', async () => {
    const { router } = renderScreen(<List totalPages={10} />, {
      path: '/list',
      route: '/list?search=metro&page=4&edition=te',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'filter' }));
    expect(search(router)).toBe('?search=metro&edition=te&status=draft');
    await user.click(screen.getByRole('button', { name: 'page 2' }));
    expect(search(router)).toBe('?search=metro&edition=te&status=draft&page=2');
    await user.click(screen.getByRole('button', { name: 'all' }));
    expect(search(router)).toBe('?edition=te&status=draft');
  });
});
