import { Box, Button, HStack, Input, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { LIMITS, UPLOAD_FORMATS } from '@news/contract';
import type { FormikProps } from 'formik';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuTrash2 } from 'react-icons/lu';
import { ArticleImage } from '../../shared/components/ArticleImage';
import { FormField } from '../../shared/components/FormField';
import { bindFields } from '../../shared/formFields';
import { isMediaUrl, type ArticleValues } from './articleSchema';
import { usePhotoUpload } from '../../shared/usePhotoUpload';
import { requiredMessage } from './requiredFields';

/** The preview is drawn at most 28rem wide. */
const PREVIEW_SIZES = '(min-width: 480px) 448px, calc(100vw - 32px)';
/** How long typing in the Image URL field pauses before the address is previewed. */
const URL_PAUSE_MS = 600;

/**
 * The article's picture: an uploaded JPEG or PNG (checked here, shown at once from the file,
 * then as the gateway stored it), or else a pasted address; and the alt text, caption and credit
 * for either. `onUploadingChange` tells the form to hold saving while a photo is on its way.
 */
export function PhotoFields({
  form,
  lang,
  onUploadingChange,
}: {
  form: FormikProps<ArticleValues>;
  /** The article's language: the alt text and caption are written in it. */
  lang: string | undefined;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const { t } = useTranslation();
  const { errorOf, props: field } = bindFields(form, t);
  const { image, imageAlt, category, mediaUrl } = form.values;
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

  // A pasted address is previewed once typing has paused (not every half-typed host), in a box
  // that is there from the moment the field holds an address: nothing below it moves when the
  // preview arrives, or when the field loses focus to a click on Save.
  const typedUrl = mediaUrl.trim();
  const [settledUrl, setSettledUrl] = useState(typedUrl);
  useEffect(() => {
    const timer = setTimeout(() => setSettledUrl(typedUrl), URL_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typedUrl]);
  const pastedBox = !image && isMediaUrl(typedUrl);
  const pasted = pastedBox && isMediaUrl(settledUrl) ? settledUrl : '';
  let preview = null;
  if (local) {
    preview = (
      <Box position="relative" aspectRatio={16 / 9} bg="bg.muted" overflow="hidden" rounded="md">
        <img
          src={local}
          alt={imageAlt.trim()}
          lang={lang}
          style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
        <HStack
          position="absolute"
          insetX="0"
          bottom="0"
          gap="2"
          px="3"
          py="2"
          bg="blackAlpha.700"
          color="white"
          fontSize="sm"
          aria-hidden
        >
          <Spinner size="sm" />
          {t('articleForm.photoUploading')}
        </HStack>
      </Box>
    );
  } else if (image || pastedBox) {
    preview = (
      <ArticleImage
        article={{ image, mediaUrl: pasted, category: category || null, imageAlt: null }}
        alt={imageAlt.trim()}
        lang={lang}
        sizes={PREVIEW_SIZES}
        load="eager"
        rounded="md"
      />
    );
  }

  return (
    <Box as="fieldset" borderWidth="1px" rounded="md" p="4" minW="0">
      <Text as="legend" px="1" fontWeight="medium">
        {t('articleForm.photo')}
      </Text>
      <Stack gap="4">
        {preview && (
          <Box maxW="28rem" data-photo-preview="">
            {preview}
          </Box>
        )}
        <Text role="status" srOnly>
          {announcement}
        </Text>
        <FormField
          label={t('articleForm.photoFile')}
          error={fileError ?? status.imageId}
          helper={t(image ? 'articleForm.photoReplaceHelp' : 'articleForm.photoFileHelp')}
          required={false}
        >
          <Input
            ref={fileInput}
            type="file"
            name="photo"
            accept={UPLOAD_FORMATS.join(',')}
            onChange={(e) => void onFile(e)}
            h="auto"
            py="1.5"
            px="2"
          />
        </FormField>
        {image ? (
          <Button variant="outline" colorPalette="red" alignSelf="flex-start" onClick={removePhoto}>
            <LuTrash2 aria-hidden /> {t('articleForm.photoRemove')}
          </Button>
        ) : (
          <FormField
            label={t('articleForm.mediaUrl')}
            error={errorOf('mediaUrl') ?? requiredMessage(form, t, 'mediaUrl')}
            helper={t('articleForm.mediaUrlHelp')}
          >
            <Input
              ref={urlInput}
              type="text"
              inputMode="url"
              maxLength={LIMITS.mediaUrlMax}
              {...field('mediaUrl')}
            />
          </FormField>
        )}
        <FormField
          label={t('articleForm.imageAlt')}
          error={errorOf('imageAlt')}
          helper={t('articleForm.imageAltHelp')}
          required={!!image}
        >
          <Textarea
            {...field('imageAlt')}
            rows={2}
            autoresize
            maxLength={LIMITS.imageAltMax}
            lang={lang}
          />
        </FormField>
        <Stack direction={{ base: 'column', md: 'row' }} gap="5">
          <FormField
            label={t('articleForm.imageCaption')}
            error={errorOf('imageCaption')}
            required={false}
          >
            <Input {...field('imageCaption')} maxLength={LIMITS.imageCaptionMax} lang={lang} />
          </FormField>
          <FormField
            label={t('articleForm.imageCredit')}
            error={errorOf('imageCredit')}
            helper={t('articleForm.imageCreditHelp')}
            required={false}
          >
            <Input {...field('imageCredit')} maxLength={LIMITS.imageCreditMax} />
          </FormField>
        </Stack>
      </Stack>
    </Box>
  );
}
