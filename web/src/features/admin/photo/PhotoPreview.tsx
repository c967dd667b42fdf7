import { Box, HStack, Spinner } from '@chakra-ui/react';
import type { FormikProps } from 'formik';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleImage } from '../../../shared/components/ArticleImage';
import { isMediaUrl, type ArticleValues } from '../articleSchema';

/** The preview is drawn at most 28rem wide. */
const PREVIEW_SIZES = '(min-width: 480px) 448px, calc(100vw - 32px)';
/** How long typing in the Image URL field pauses before the address is previewed. */
const URL_PAUSE_MS = 600;

/** The photo as readers will see it: the file on its way, the uploaded photo, or the address. */
export function PhotoPreview({
  form,
  local,
  lang,
}: {
  form: FormikProps<ArticleValues>;
  /** The chosen file's own address while it uploads. */
  local: string | null;
  lang: string | undefined;
}) {
  const { t } = useTranslation();
  const { image, imageAlt, category, mediaUrl } = form.values;
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

  if (!preview) return null;
  return (
    <Box maxW="28rem" data-photo-preview="">
      {preview}
    </Box>
  );
}
