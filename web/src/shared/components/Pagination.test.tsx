import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { Pagination } from './Pagination';
import { pageWindow, totalPages } from './pageWindow';

describe('totalPages', () => {
  it('is items divided by page size, rounded up', () => {
    expect(totalPages(0, 10)).toBe(0);
    expect(totalPages(1, 10)).toBe(1);
    expect(totalPages(10, 10)).toBe(1);
    expect(totalPages(11, 10)).toBe(2);
    expect(totalPages(101, 50)).toBe(3);
  });
});

describe('pageWindow', () => {
  it('shows at most four numbers around the current page', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(5, 10)).toEqual([4, 5, 6, 7]);
    expect(pageWindow(9, 10)).toEqual([7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([7, 8, 9, 10]);
  });

  it('shows every page when there are four or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(4, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('keeps a page out of range inside the window', () => {
    expect(pageWindow(50, 6)).toEqual([3, 4, 5, 6]);
    expect(pageWindow(-3, 6)).toEqual([1, 2, 3, 4]);
  });
});

describe('<Pagination>', () => {
  const nav = () => screen.getByRole('navigation', { name: 'Pages' });
  const hrefOf = (name: string) => within(nav()).getByRole('link', { name }).getAttribute('href');

  it('links First, Prev, the window, Next and Last, marking the current page', async () => {
    const { router } = renderScreen(<Pagination page={5} pageSize={10} totalItems={95} />, {
      path: '/list',
      route: '/list?search=metro&category=Sports&page=5',
    });
    await screen.findByRole('navigation', { name: 'Pages' });
    const links = within(nav()).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'First',
      'Prev',
      '4',
      '5',
      '6',
      '7',
      'Next',
      'Last',
    ]);
    // Real links, keeping the rest of the address; the first page has no `page`.
    expect(hrefOf('First')).toBe('/list?search=metro&category=Sports');
    expect(hrefOf('Prev')).toBe('/list?search=metro&category=Sports&page=4');
    expect(hrefOf('Page 7')).toBe('/list?search=metro&category=Sports&page=7');
    expect(hrefOf('Next')).toBe('/list?search=metro&category=Sports&page=6');
    expect(hrefOf('Last')).toBe('/list?search=metro&category=Sports&page=10');
    expect(within(nav()).getByRole('link', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('Page 5 of 10')).toBeInTheDocument();

    await userEvent.setup().click(within(nav()).getByRole('link', { name: 'Last' }));
    expect(router.state.location.search).toBe('?search=metro&category=Sports&page=10');
  });

  it('draws First and Prev on the first page, Next and Last on the last, as no links', async () => {
    const { unmount } = renderScreen(<Pagination page={1} pageSize={50} totalItems={120} />);
    const first = await screen.findByRole('link', { name: 'First' });
    expect(first).toHaveAttribute('aria-disabled', 'true');
    expect(first).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Prev' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/?page=2');
    expect(screen.getByRole('link', { name: 'Next' })).not.toHaveAttribute('aria-disabled');
    unmount();

    renderScreen(<Pagination page={3} pageSize={50} totalItems={120} />);
    expect(await screen.findByRole('link', { name: 'Last' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Prev' })).toHaveAttribute('href', '/?page=2');
  });

  it('leaves the change to the screen when it asks to', async () => {
    const onPageChange = vi.fn();
    const { router } = renderScreen(
      <Pagination page={5} pageSize={10} totalItems={95} onPageChange={onPageChange} />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'First' }));
    await user.click(screen.getByRole('link', { name: 'Prev' }));
    await user.click(screen.getByRole('link', { name: 'Page 7' }));
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await user.click(screen.getByRole('link', { name: 'Last' }));
    expect(onPageChange.mock.calls.map(([p]) => p as number)).toEqual([1, 4, 7, 6, 10]);
    expect(router.state.location.search).toBe('');
  });

  it('is not shown when everything fits on one page', () => {
    renderScreen(<Pagination page={1} pageSize={50} totalItems={44} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('speaks Telugu in Telugu', async () => {
    renderScreen(<Pagination page={2} pageSize={10} totalItems={30} />, { language: 'te' });
    const nav = await screen.findByRole('navigation');
    expect(nav.textContent).not.toContain('First');
    expect(nav.textContent).toMatch(/[\u0C00-\u0C7F]/);
  });
});
