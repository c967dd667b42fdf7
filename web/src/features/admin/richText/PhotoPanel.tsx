import { Box, Button, HStack, Input, Text } from '@chakra-ui/react';
import { UPLOAD_FORMATS } from '@news/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticlePhoto } from '../../../shared/components/ArticleImage';
import { FormField } from '../../../shared/components/FormField';
import { usePhotoUpload } from '../../../shared/usePhotoUpload';
import { PanelBox } from './PanelBox';
import { PhotoWords, wordsOf } from './PhotoWords';
import { srcOfPhoto, type StoryPhoto } from './storyPhoto';

/**
 * A photo for the story: uploaded through the photo pipeline as the article's own photo is,
 * then put in at the caret once it has its alt text.
 */
export function PhotoPanel({
  lang,
  onInsert,
  onClose,
}: {
  lang: string | undefined;
  onInsert: (photo: StoryPhoto) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [photo, setPhoto] = useState<ArticlePhoto | null>(null);
  const [altError, setAltError] = useState<string | undefined>();
  const [words, setWords] = useState({ alt: '', caption: '', credit: '' });
  const { upload, uploading, error: fileError } = usePhotoUpload();

  const onFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    if ((await upload(file, { onPhoto: setPhoto })) === 'refused') input.value = '';
  };

  const insert = () => {
    if (!photo) return;
    if (!words.alt.trim()) {
      setAltError(t('storyEditor.photoAltRequired'));
      return;
    }
    onInsert({ imageId: photo.id, src: srcOfPhoto(photo), ...wordsOf(words) });
  };

  return (
    <PanelBox label={t('storyEditor.photoPanel')}>
      <FormField
        label={t('articleForm.photoFile')}
        error={fileError}
        helper={t('articleForm.photoFileHelp')}
        required={false}
      >
        <Input
          type="file"
          accept={UPLOAD_FORMATS.join(',')}
          onChange={(e) => void onFile(e.currentTarget)}
          h="auto"
          py="1.5"
          px="2"
        />
      </FormField>
      <Text role="status" fontSize="sm" color="fg.muted">
        {uploading ? t('articleForm.photoUploading') : photo ? t('articleForm.photoUploaded') : ''}
      </Text>
      {photo && (
        <>
          <Box maxW="16rem">
            <img
              src={srcOfPhoto(photo)}
              alt={words.alt.trim()}
              style={{ display: 'block', width: '100%', height: 'auto', borderRadius: '6px' }}
            />
          </Box>
          <PhotoWords
            words={words}
            onChange={(next) => {
              setWords(next);
              if (next.alt.trim()) setAltError(undefined);
            }}
            altError={altError}
            lang={lang}
          />
        </>
      )}
      <HStack gap="2" wrap="wrap">
        <Button size="sm" colorPalette="red" disabled={!photo} onClick={insert}>
          {t('storyEditor.photoInsert')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t('storyEditor.cancel')}
        </Button>
      </HStack>
    </PanelBox>
  );
}
