import { Input } from '@chakra-ui/react';
import { UPLOAD_FORMATS } from '@news/contract';
import type { ComponentProps } from 'react';

/** The file box a photo is chosen with: the formats the photo pipeline takes, padded to fit. */
export function PhotoFileInput(props: Omit<ComponentProps<typeof Input>, 'type' | 'accept'>) {
  return (
    <Input type="file" accept={UPLOAD_FORMATS.join(',')} h="auto" py="1.5" px="2" {...props} />
  );
}
