import { Type } from 'typebox';
import { ImageFormat, UPLOAD_FORMATS } from '../../domain.js';

const Format = (types: readonly string[], description: string) =>
  Type.Enum([...types], { description });

export const ImageVariant = Type.Object({
  url: Type.String({
    description:
      'Where the file is served (`/media/i/{hash}-{width}.{webp|jpg|png}`); its name never changes, so it may be cached forever.',
  }),
  width: Type.Integer(),
  height: Type.Integer(),
  type: Format(Object.values(ImageFormat), 'The MIME type.'),
  bytes: Type.Integer({ description: 'The file size.' }),
});

export const Image = Type.Object(
  {
    id: Type.String({
      pattern: '^[0-9a-f]{32}$',
      description: 'Pass as `imageId` when creating or changing an article.',
    }),
    width: Type.Integer({ description: "The photo's width, its orientation applied." }),
    height: Type.Integer(),
    type: Format(UPLOAD_FORMATS, "The photo's own format: image/jpeg or image/png."),
    variants: Type.Array(ImageVariant, {
      description:
        'Every stored file: each width of 480, 960, 1200 and 1600 px not above the photo’s own (the photo’s own width when it is narrower than 480), in WebP and in the photo’s own format; narrowest first, WebP before the own format at each width.',
    }),
  },
  { description: 'An uploaded photo.' },
);

export const UploadBody = Type.Object({
  file: Type.String({
    format: 'binary',
    description:
      'A JPEG or PNG photo, at most 10 MiB and 50 million pixels (judged from its bytes, not its name or declared type).',
  }),
});

export const MediaFileParams = Type.Object({
  name: Type.String({
    maxLength: 100,
    description: 'A stored file name: `{hash}-{width}.{webp|jpg|png}`.',
  }),
});

export const ShareFileParams = Type.Object({
  name: Type.String({
    maxLength: 200,
    description:
      'A share picture’s name, as `shareImage.url` gives it: `{illustration}-{hash}.jpg`.',
  }),
});
