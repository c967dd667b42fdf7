import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticlePhoto } from './components/ArticleImage';
import { checkPhotoFile, uploadFailureMessage, uploadPhoto } from './uploadPhoto';

/** How a chosen file ended: refused here, stored, failed, or replaced by a later choice. */
export type UploadOutcome = 'refused' | 'uploaded' | 'failed' | 'replaced';

/**
 * Sends a chosen photo through the photo pipeline, one at a time: a new choice (refused or not)
 * stops the one on its way, and leaving the page stops it too, so no late answer lands.
 * `error` is why the last file gave no photo, in the reader's language.
 */
export function usePhotoUpload() {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const pending = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      pending.current?.abort();
      pending.current = null;
    },
    [],
  );

  const stop = () => {
    pending.current?.abort();
    pending.current = null;
    setUploading(false);
  };

  /**
   * Checks and sends `file`: `onStart` runs once it is on its way, and `onPhoto` takes the stored
   * photo unless a later choice came first.
   */
  const upload = async (
    file: File,
    { onStart, onPhoto }: { onStart?: () => void; onPhoto: (photo: ArticlePhoto) => unknown },
  ): Promise<UploadOutcome> => {
    stop();
    setError(undefined);
    const refusal = checkPhotoFile(file);
    if (refusal) {
      setError(t(`uploadRefusals.${refusal}`));
      return 'refused';
    }
    const controller = new AbortController();
    pending.current = controller;
    setUploading(true);
    onStart?.();
    try {
      const photo = await uploadPhoto(file, controller.signal);
      if (pending.current !== controller) return 'replaced';
      await onPhoto(photo);
      return 'uploaded';
    } catch (failure) {
      if (pending.current !== controller) return 'replaced';
      setError(uploadFailureMessage(t, failure));
      return 'failed';
    } finally {
      if (pending.current === controller) {
        pending.current = null;
        setUploading(false);
      }
    }
  };

  return { upload, stop, uploading, error, setError };
}
