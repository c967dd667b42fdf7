/** What an upload is answered: the api's answer read and put in GraphQL's shapes. */
import { UploadRefusal, type UploadRefusalReason } from '@news/contract';
import type { GraphQLError } from 'graphql';
import { errors as undiciErrors, type Dispatcher } from 'undici';
import type { ImageRecord, ImageVariantRecord } from '../../datasources/rest-types.js';
import { imageFormatName } from '../../enums.js';
import { fromRestError } from '../../errors.js';

/** The largest answer read from the api: an image's JSON is well under a kilobyte. */
const ANSWER_MAX = 256 * 1024;

/** The GraphQL error shape, as /graphql answers. */
export const errorBody = (err: GraphQLError) => ({
  errors: [{ message: err.message, extensions: err.extensions }],
});

/** A refusal of the file, as the api words it (`UploadRefusal`), under the same mapping. */
export const refusal = (status: number, reason: UploadRefusalReason) =>
  fromRestError(status, {
    errors: [{ field: 'file', reason, message: UploadRefusal[reason] }],
  });

/** An upload that stopped arriving, under the mapping of a 408. */
export const stalled = () =>
  fromRestError(408, {
    errors: [{ message: 'The upload stopped arriving before its end. Please try again.' }],
  });

/** An uploaded photo as GraphQL's `Image` shows it: formats by their `ImageFormat` names. */
export function imageAnswer(image: ImageRecord) {
  const format = (type: string) => {
    const name = imageFormatName(type);
    if (!name) throw new Error(`the api sent an image of type ${type}`);
    return name;
  };
  const variant = (v: ImageVariantRecord) => ({
    url: v.url,
    width: v.width,
    height: v.height,
    format: format(v.type),
    bytes: v.bytes,
  });
  if (typeof image?.id !== 'string' || !Array.isArray(image.variants)) {
    throw new Error('the api answered an upload without an image');
  }
  return {
    image: {
      id: image.id,
      width: image.width,
      height: image.height,
      format: format(image.type),
      variants: image.variants.map(variant),
    },
  };
}

/** The api's JSON answer, read up to ANSWER_MAX bytes. */
export async function readAnswer(body: Dispatcher.ResponseData['body']): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > ANSWER_MAX) {
      body.destroy();
      throw new Error(`the api answered an upload with more than ${ANSWER_MAX} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Failures to reach the api or to hear from it in time, rather than a bad answer. */
export const isUnreachable = (err: unknown) =>
  err instanceof undiciErrors.ConnectTimeoutError ||
  err instanceof undiciErrors.HeadersTimeoutError ||
  err instanceof undiciErrors.RequestAbortedError ||
  (err instanceof Error && err.name === 'AbortError') ||
  ['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENOTFOUND'].includes(
    (err as { code?: string } | null)?.code ?? '',
  );
