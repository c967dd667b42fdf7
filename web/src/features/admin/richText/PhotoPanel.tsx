import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticlePhoto } from '../../../shared/components/ArticleImage';
import { PhotoFileInput } from '../../../shared/components/PhotoFileInput';
import { usePhotoUpload } from '../../../shared/usePhotoUpload';
import { PanelBox, PanelField } from './PanelBox';
import { PhotoWords, usePhotoWords } from './PhotoWords';
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
  const { words, take, fields } = usePhotoWords();
  const { upload, uploading, error: fileError } = usePhotoUpload();

  const onFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    if ((await upload(file, { onPhoto: setPhoto })) === 'refused') input.value = '';
  };

  const insert = () => {
    if (!photo) return;
    const taken = take();
    if (taken) onInsert({ imageId: photo.id, src: srcOfPhoto(photo), ...taken });
  };

  return (
    <PanelBox label={t('storyEditor.photoPanel')}>
      <PanelField
        label={t('articleForm.photoFile')}
        error={fileError}
        helper={t('articleForm.photoFileHelp')}
      >
        <PhotoFileInput onChange={(e) => void onFile(e.currentTarget)} />
      </PanelField>
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
          <PhotoWords {...fields} lang={lang} />
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
