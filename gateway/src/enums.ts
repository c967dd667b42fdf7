/*
 * GraphQL enum values and the REST API's spelling of each come from the contract package: the
 * resolvers give these maps to the schema as the enums' internal values, and codegen.ts gives
 * them to the generated types.
 */
import { ImageFormat, type ImageFormatName } from '@news/contract';

export {
  AccountLinkPurpose,
  ArticleSort,
  ArticleStatus,
  AuditAction,
  Category,
  ImageFormat,
  Language,
  RevisionAction,
  Role,
  UserSort,
} from '@news/contract';

const IMAGE_FORMAT_NAMES = new Map(
  Object.entries(ImageFormat).map(([name, type]) => [type as string, name as ImageFormatName]),
);

/**
 * The GraphQL `ImageFormat` name of a MIME type the api sent, for answers GraphQL does not
 * serialize itself (the upload endpoint's JSON); undefined for a type the contract does not know.
 */
export const imageFormatName = (type: string): ImageFormatName | undefined =>
  IMAGE_FORMAT_NAMES.get(type);
