import type { FormikProps } from 'formik';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhotoUpload } from '../../../shared/usePhotoUpload';
import type { ArticleValues } from '../articleSchema';

/**
 * The article's own photo on its way: the chosen file shown from the disk while it uploads, what
 * is said of it, and removing it (the address field then takes the focus).
 */
export function useLeadPhoto(
  form: FormikProps<ArticleValues>,
  onUploadingChange: (uploading: boolean) => void,
) {
  const { t } = useTranslation();
  const { image } = form.values;
  const { setFieldValue, setFieldTouched, setStatus } = form;
  const status = (form.status ?? {}) as Record<string, string | undefined>;
  // The chosen file, shown from the disk while it uploads.
  const [local, setLocal] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const photoUpload = usePhotoUpload();
  const { error: fileError, setError: setFileError } = photoUpload;
  const fileInput = useRef<HTMLInputElement>(null);
  const urlInput = useRef<HTMLInputElement>(null);
  const focusUrl = useRef(false);
  const uploading = local !== null;

  useEffect(() => {
    if (!local) return;
    return () => URL.revokeObjectURL(local);
  }, [local]);

  useEffect(() => {
    onUploadingChange(uploading);
  }, [uploading, onUploadingChange]);

  // After "Remove photo" the address field takes the focus the button had.
  useEffect(() => {
    if (image || !focusUrl.current) return;
    focusUrl.current = false;
    urlInput.current?.focus();
  }, [image]);

  const stopUpload = () => {
    photoUpload.stop();
    setLocal(null);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    // A new choice replaces the one on its way, refused or not: no late answer of the old one.
    stopUpload();
    if (status.imageId) setStatus({ ...status, imageId: undefined });
    const outcome = await photoUpload.upload(file, {
      onStart: () => {
        setLocal(URL.createObjectURL(file));
        setAnnouncement(t('articleForm.photoUploading'));
      },
      onPhoto: async (photo) => {
        await setFieldValue('image', photo);
        // Alt text is required now: say so at once rather than at saving. (Not validated again
        // here: this render's values still lack the photo, and setting it has validated.)
        void setFieldTouched('imageAlt', true, false);
      },
    });
    if (outcome === 'replaced') return;
    setAnnouncement(outcome === 'uploaded' ? t('articleForm.photoUploaded') : '');
    if (outcome === 'refused') {
      input.value = '';
      return;
    }
    setLocal(null);
    // The same file may be chosen again (after a failure, or after removing it).
    if (fileInput.current) fileInput.current.value = '';
  };

  const removePhoto = () => {
    stopUpload();
    setFileError(undefined);
    setAnnouncement('');
    focusUrl.current = true;
    void setFieldValue('image', null);
  };

  return { local, announcement, fileError, fileInput, urlInput, onFile, removePhoto };
}
