import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuTrash2 } from 'react-icons/lu';
import { pictureSources, type ArticlePhoto } from '../../shared/components/ArticleImage';
import { FormField } from '../../shared/components/FormField';
import { PhotoFileInput } from '../../shared/components/PhotoFileInput';
import { usePhotoUpload } from '../../shared/usePhotoUpload';

interface AuthorPhotoFieldProps {
  photo: ArticlePhoto | null;
  onChange: (photo: ArticlePhoto | null) => void;
  /** Said beside the field: the api's refusal of the photo when saving. */
  error?: string | undefined;
}

/**
 * The author's photo on their page: uploaded at once through the photo pipeline, kept on the
 * account when the form is saved.
 */
export function AuthorPhotoField({ photo, onChange, error }: AuthorPhotoFieldProps) {
  const { t } = useTranslation();
  const { upload, uploading, error: failure } = usePhotoUpload();
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const outcome = await upload(file, {
      onStart: () => setAnnouncement(t('users.photoUploading')),
      onPhoto: onChange,
    });
    if (outcome === 'refused') return;
    if (outcome === 'uploaded') setAnnouncement(t('users.photoUploaded'));
    if (outcome === 'failed') setAnnouncement('');
    if (input.current) input.current.value = '';
  };

  const sources = photo ? pictureSources(photo) : null;
  return (
    <Stack gap="2">
      {sources && (
        <Box asChild width="72px" height="72px" borderRadius="full" overflow="hidden">
          <picture data-author-photo="">
            {sources.webpSrcSet && (
              <source type="image/webp" srcSet={sources.webpSrcSet} sizes="72px" />
            )}
            <img
              src={sources.src}
              srcSet={sources.srcSet}
              sizes="72px"
              alt={t('users.photoPreview')}
              style={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          </picture>
        </Box>
      )}
      <Text role="status" srOnly>
        {announcement}
      </Text>
      <FormField
        label={t('users.photo')}
        error={failure ?? error}
        helper={t(uploading ? 'users.photoUploading' : 'users.photoHelp')}
        required={false}
      >
        <PhotoFileInput
          ref={input}
          name="photo"
          onChange={(e) => void onFile(e)}
          disabled={uploading}
        />
      </FormField>
      {photo && (
        <Button
          variant="outline"
          colorPalette="red"
          alignSelf="flex-start"
          size="sm"
          onClick={() => {
            onChange(null);
            setAnnouncement(t('users.photoRemoved'));
          }}
        >
          <LuTrash2 aria-hidden /> {t('users.photoRemove')}
        </Button>
      )}
    </Stack>
  );
}
