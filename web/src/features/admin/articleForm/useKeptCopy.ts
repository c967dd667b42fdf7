import type { FormikProps } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { forgetUnsaved, keepUnsaved, readUnsaved } from '../../../shared/unsavedArticles';
import type { ArticleValues } from '../articleSchema';
import { withBody } from './formValues';

/** How long typing pauses before the form's unsaved changes are kept in the browser. */
const UNSAVED_KEEP_DELAY_MS = 800;

/**
 * The form's unsaved changes, kept in this browser under `keptAt` as they are typed, and the
 * copy kept on an earlier visit, offered back until the writer restores or discards it.
 */
export function useKeptCopy(
  form: FormikProps<ArticleValues>,
  keptAt: string | null,
  savedValues: ArticleValues,
  changed: boolean,
) {
  // Changes kept from an earlier visit, offered back until the writer restores or discards them.
  const [kept, setKept] = useState(() => (keptAt ? readUnsaved<ArticleValues>(keptAt) : null));
  const { values, isSubmitting } = form;
  // What waits for typing to pause before it is kept.
  const notYetKept = useRef<ArticleValues | null>(null);
  useEffect(() => {
    notYetKept.current = null;
    // Not while saving: a save that succeeds forgets the kept copy, and none is written after it.
    if (!keptAt || !changed || isSubmitting) return;
    notYetKept.current = values;
    // Kept once typing pauses: a story of thousands of words is not written out on every key.
    const timer = setTimeout(() => {
      notYetKept.current = null;
      keepUnsaved(keptAt, values);
    }, UNSAVED_KEEP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [keptAt, values, changed, isSubmitting]);
  // A tab closed (or a phone's browser put away) while the writer types keeps the last words too.
  useEffect(() => {
    if (!keptAt) return;
    const keepNow = () => {
      if (notYetKept.current) keepUnsaved(keptAt, notYetKept.current);
      notYetKept.current = null;
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') keepNow();
    };
    window.addEventListener('pagehide', keepNow);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', keepNow);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [keptAt]);
  // Once a save (the form's own too) holds what the form holds, the kept copy is out of date.
  const openedWith = useRef(savedValues);
  useEffect(() => {
    if (keptAt && savedValues !== openedWith.current && !changed) forgetUnsaved(keptAt);
  }, [keptAt, savedValues, changed]);

  const restore = () => {
    if (kept) void form.setValues(withBody(kept.values), true);
    setKept(null);
  };
  const discard = () => {
    if (keptAt) forgetUnsaved(keptAt);
    setKept(null);
  };
  return { kept: keptAt ? kept : null, restore, discard };
}
