import { CombinedGraphQLErrors } from '@apollo/client';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * How long typing pauses before the form saves a draft by itself. The form's tests set it: long
 * where a test saves by hand, short where it waits for the autosave.
 */
export const autosaveTiming = { idleMs: 3000 };

/** Where the form's own saving stands, as its quiet status line says it. */
export type AutosaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: number }
  /** No network: the browser keeps the changes, and saving waits for the `online` event. */
  | { kind: 'offline' }
  /** The server refused or failed: kept too, and tried again after the next change. */
  | { kind: 'failed' };

/** The state a failed autosave leaves: offline when the request never reached the server. */
export function afterFailure(error: unknown, online: boolean): AutosaveState {
  return !online || !CombinedGraphQLErrors.is(error) ? { kind: 'offline' } : { kind: 'failed' };
}

/** The status line's translation key and values, or null when there is nothing to say. */
export function autosaveMessage(
  state: AutosaveState,
  formatTime: (at: number) => string,
): { key: string; values?: Record<string, string> } | null {
  switch (state.kind) {
    case 'idle':
      return null;
    case 'saving':
      return { key: 'articleForm.autosave.saving' };
    case 'saved':
      return { key: 'articleForm.autosave.saved', values: { time: formatTime(state.at) } };
    case 'offline':
      return { key: 'articleForm.autosave.offline' };
    case 'failed':
      return { key: 'articleForm.autosave.failed' };
  }
}

/**
 * Saves `values` with `save` once they have stood still for `idleMs`, while `enabled` (the form
 * says when: a draft it may edit, changed since its last save, with something in it). One save
 * at a time; changes made meanwhile are saved after it. Offline, it waits for the browser's
 * `online` event; after a refusal, for the next change.
 */
export function useAutosave<V>({
  values,
  enabled,
  save,
  idleMs = autosaveTiming.idleMs,
}: {
  values: V;
  enabled: boolean;
  save: (values: V) => Promise<void>;
  idleMs?: number;
}): AutosaveState {
  const [state, setState] = useState<AutosaveState>({ kind: 'idle' });
  // What a save started by a timer or the network coming back sends: the newest.
  const latest = useRef({ values, enabled, save });
  useEffect(() => {
    latest.current = { values, enabled, save };
  });
  const running = useRef(false);
  // The values the last failed save sent: not tried again until they change.
  const [refused, setRefused] = useState<{ values: V } | undefined>();

  const run = useCallback(async () => {
    const { values, enabled, save } = latest.current;
    if (!enabled || running.current) return;
    running.current = true;
    setState({ kind: 'saving' });
    try {
      await save(values);
      setRefused(undefined);
      setState({ kind: 'saved', at: Date.now() });
    } catch (error) {
      // Not tried again with the same values: only a change or the network coming back does.
      setRefused({ values });
      setState(afterFailure(error, navigator.onLine));
    } finally {
      running.current = false;
    }
  }, []);

  const waiting = state.kind === 'saving' || refused?.values === values;
  useEffect(() => {
    if (!enabled || waiting) return;
    const timer = setTimeout(() => void run(), idleMs);
    return () => clearTimeout(timer);
  }, [values, enabled, waiting, run, idleMs, state]);

  useEffect(() => {
    const retry = () => void run();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [run]);

  return state;
}
