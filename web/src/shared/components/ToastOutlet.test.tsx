import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render';
import { toastSuccess } from './toasts';

describe('ToastOutlet', () => {
  it('loads no toaster until a toast is asked for, then shows every one asked for', async () => {
    // renderScreen renders the app's ToastOutlet beside the screen.
    renderScreen(<p>A staff screen</p>);
    expect(await screen.findByText('A staff screen')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();

    // Both are asked for before the toaster has loaded: neither may be lost.
    act(() => {
      toastSuccess('The article was published.');
      toastSuccess('The user was created.');
    });
    expect(await screen.findByText('The article was published.')).toBeInTheDocument();
    expect(await screen.findByText('The user was created.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();

    // Once loaded, a later one shows too.
    act(() => toastSuccess('The article was deleted.'));
    expect(await screen.findByText('The article was deleted.')).toBeInTheDocument();
  });
});
