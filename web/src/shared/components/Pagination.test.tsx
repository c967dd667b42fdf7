import { screen } from '@testing-library/react';
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
  it('renders First, Prev, the window, Next and Last, marking the current page', async () => {
    const onPageChange = vi.fn();
    renderScreen(<Pagination page={5} pageSize={10} totalItems={95} onPageChange={onPageChange} />);
    const nav = await screen.findByRole('navigation', { name: 'Pages' });
    const labels = [...nav.querySelectorAll('button')].map((b) => b.textContent);
    expect(labels).toEqual(['First', 'Prev', '4', '5', '6', '7', 'Next', 'Last']);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Page 5 of 10')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'First' }));
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    await user.click(screen.getByRole('button', { name: 'Page 7' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(onPageChange.mock.calls.map(([p]) => p as number)).toEqual([1, 4, 7, 6, 10]);
  });

  it('disables First and Prev on the first page, Next and Last on the last', async () => {
    const { unmount } = renderScreen(
      <Pagination page={1} pageSize={50} totalItems={120} onPageChange={() => {}} />,
    );
    expect(await screen.findByRole('button', { name: 'First' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    unmount();

    renderScreen(<Pagination page={3} pageSize={50} totalItems={120} onPageChange={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Last' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeEnabled();
  });

  it('is not shown when everything fits on one page', () => {
    renderScreen(<Pagination page={1} pageSize={50} totalItems={44} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('speaks Telugu in Telugu', async () => {
    renderScreen(<Pagination page={2} pageSize={10} totalItems={30} onPageChange={() => {}} />, {
      language: 'te',
    });
    const nav = await screen.findByRole('navigation');
    expect(nav.textContent).not.toContain('First');
    expect(nav.textContent).toMatch(/[\u0C00-\u0C7F]/);
  });
});
