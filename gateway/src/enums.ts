import { ImageFormat, type ImageFormatName } from '@news/contract';

const IMAGE_FORMAT_NAMES = new Map(
  Object.entries(ImageFormat).map(([name, type]) => [type as string, name as ImageFormatName]),
);

/**
 * The GraphQL `ImageFormat` name of a MIME type the api sent, for answers GraphQL does not
 * serialize itself (the upload endpoint's JSON); undefined for a type the contract does not know.
 */
export const imageFormatName = (type: string): ImageFormatName | undefined =>
  IMAGE_FORMAT_NAMES.get(type);
