import { Box, Button, Input, Stack, Text } from '@chakra-ui/react';
import { LIMITS } from '@news/contract';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { LuTrash2 } from 'react-icons/lu';
import { FormField } from '../../shared/components/FormField';
import { PhotoFileInput } from '../../shared/components/PhotoFileInput';
import { bindFields } from '../../shared/formFields';
import type { ArticleValues } from './articleSchema';
import { PhotoPreview } from './photo/PhotoPreview';
import { PhotoWordFields } from './photo/PhotoWordFields';
import { useLeadPhoto } from './photo/useLeadPhoto';
import { requiredMessage } from './requiredFields';

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
  const { image } = form.values;
  const status = (form.status ?? {}) as Record<string, string | undefined>;
  const photo = useLeadPhoto(form, onUploadingChange);
  const { fileError, fileInput, urlInput } = photo;

  return (
    <Box as="fieldset" borderWidth="1px" rounded="md" p="4" minW="0">
      <Text as="legend" px="1" fontWeight="medium">
        {t('articleForm.photo')}
      </Text>
      <Stack gap="4">
        <PhotoPreview form={form} local={photo.local} lang={lang} />
        <Text role="status" srOnly>
          {photo.announcement}
        </Text>
        <FormField
          label={t('articleForm.photoFile')}
          error={fileError ?? status.imageId}
          helper={t(image ? 'articleForm.photoReplaceHelp' : 'articleForm.photoFileHelp')}
          required={false}
        >
          <PhotoFileInput ref={fileInput} name="photo" onChange={(e) => void photo.onFile(e)} />
        </FormField>
        {image ? (
          <Button
            variant="outline"
            colorPalette="red"
            alignSelf="flex-start"
            onClick={photo.removePhoto}
          >
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
        <PhotoWordFields form={form} lang={lang} />
      </Stack>
    </Box>
  );
}
