import { CombinedGraphQLErrors } from '@apollo/client';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { afterFailure, autosaveMessage, useAutosave, type AutosaveState } from './autosave';

const refusal = new CombinedGraphQLErrors({
  errors: [{ message: 'No', extensions: { code: 'BAD_USER_INPUT' } }],
});

describe('the autosave status', () => {
  it('says saving, saved with the time, offline and failed', () => {
    const time = (at: number) => `at ${at}`;
    const says = (state: AutosaveState) => autosaveMessage(state, time);
    expect(says({ kind: 'idle' })).toBeNull();
    expect(says({ kind: 'saving' })).toEqual({ key: 'articleForm.autosave.saving' });
    expect(says({ kind: 'saved', at: 42 })).toEqual({
      key: 'articleForm.autosave.saved',
      values: { time: 'at 42' },
    });
    expect(says({ kind: 'offline' })).toEqual({ key: 'articleForm.autosave.offline' });
    expect(says({ kind: 'failed' })).toEqual({ key: 'articleForm.autosave.failed' });
  });

  it('counts a request that reached no server, or no network, as offline', () => {
    expect(afterFailure(new TypeError('Failed to fetch'), true)).toEqual({ kind: 'offline' });
    expect(afterFailure(refusal, false)).toEqual({ kind: 'offline' });
    expect(afterFailure(refusal, true)).toEqual({ kind: 'failed' });
  });
});

describe('useAutosave', () => {
  it('saves once typing pauses, not on every change, and says when', async () => {
    vi.useFakeTimers();
    try {
      const save = vi.fn(() => Promise.resolve());
      const { result, rerender } = renderHook(
        ({ values }) => useAutosave({ values, enabled: true, save, idleMs: 3000 }),
        { initialProps: { values: 'a' } },
      );
      rerender({ values: 'ab' });
      await act(() => vi.advanceTimersByTimeAsync(2000));
      rerender({ values: 'abc' });
      await act(() => vi.advanceTimersByTimeAsync(2999));
      expect(save).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(save).toHaveBeenCalledExactlyOnceWith('abc');
      expect(result.current.kind).toBe('saved');
    } finally {
      vi.useRealTimers();
    }
  });

  it('offline, keeps still until the browser says it is back online, then saves', async () => {
    vi.useFakeTimers();
    try {
      const save = vi
        .fn<(values: string) => Promise<void>>()
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValue(undefined);
      const { result } = renderHook(() =>
        useAutosave({ values: 'draft', enabled: true, save, idleMs: 3000 }),
      );
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(result.current.kind).toBe('offline');
      // No polling: however long it waits, nothing is sent again by itself.
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(save).toHaveBeenCalledTimes(1);
      await act(async () => {
        window.dispatchEvent(new Event('online'));
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(save).toHaveBeenCalledTimes(2);
      expect(result.current.kind).toBe('saved');
    } finally {
      vi.useRealTimers();
    }
  });

  it('never saves while not enabled (not a draft, or nothing to save)', async () => {
    vi.useFakeTimers();
    try {
      const save = vi.fn(() => Promise.resolve());
      renderHook(() => useAutosave({ values: 'x', enabled: false, save, idleMs: 3000 }));
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      window.dispatchEvent(new Event('online'));
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(save).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
