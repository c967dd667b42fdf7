import {
  UPLOAD,
  UPLOAD_FORMATS,
  UPLOAD_REFUSAL_REASONS,
  type UploadRefusalReason,
} from '@news/contract';
import type { TFunction } from 'i18next';
import type { ArticlePhoto } from './components/ArticleImage';
import { hasFields } from './hasFields';

/** The gateway's upload endpoint: multipart/form-data with one part, `file`. */
export const UPLOAD_URL = '/graphql/upload';

/** Why an upload did not give a photo: the gateway's code and reason, or none (no answer). */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly reason?: UploadRefusalReason,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/**
 * What the browser can tell about a file before sending it: the spec's JPG and PNG only, and not
 * empty or over the size the gateway takes. The gateway judges the bytes again. A file the
 * system gives no type (some name a `.jfif` or `.jpe` so) is left for the server to judge.
 */
export function checkPhotoFile(file: File): UploadRefusalReason | undefined {
  if (file.type !== '' && !(UPLOAD_FORMATS as readonly string[]).includes(file.type)) {
    return 'WRONG_TYPE';
  }
  if (file.size === 0) return 'EMPTY';
  if (file.size > UPLOAD.bytesMax) return 'TOO_LARGE';
  return undefined;
}

function isPhoto(value: unknown): value is ArticlePhoto {
  return (
    hasFields(value, { id: 'string', width: 'number', height: 'number', format: 'string' }) &&
    Array.isArray(value.variants) &&
    value.variants.every((variant: unknown) =>
      hasFields(variant, { url: 'string', width: 'number' }),
    )
  );
}

const STATUS_CODES: Partial<Record<number, string>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  413: 'BAD_USER_INPUT',
  429: 'RATE_LIMITED',
};

interface ErrorItem {
  message?: unknown;
  extensions?: { code?: unknown; reason?: unknown };
}

/**
 * Sends a photo to the gateway, which stores it in every width, and gives its `image` (pass its
 * id as `imageId` when saving). The session cookie goes along; the preflight header is the
 * gateway's CSRF rule. Throws `UploadError`.
 */
export async function uploadPhoto(file: File, signal?: AbortSignal): Promise<ArticlePhoto> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch(UPLOAD_URL, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { 'Apollo-Require-Preflight': 'true' },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new UploadError(error instanceof Error ? error.message : String(error));
  }
  const json: unknown = await response.json().catch(() => undefined);
  const answer = (typeof json === 'object' && json !== null ? json : {}) as {
    image?: unknown;
    errors?: ErrorItem[];
  };
  if (response.ok && isPhoto(answer.image)) return answer.image;
  const first = Array.isArray(answer.errors) ? answer.errors[0] : undefined;
  const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : undefined;
  const reason = UPLOAD_REFUSAL_REASONS.find((r) => r === first?.extensions?.reason);
  const message = typeof first?.message === 'string' ? first.message : response.statusText;
  // A proxy in front may answer without the gateway's JSON: its status still says what happened.
  throw new UploadError(
    message,
    code ?? STATUS_CODES[response.status],
    reason ?? (response.status === 413 ? 'TOO_LARGE' : undefined),
  );
}

/** An upload's failure in the reader's language: the refusal's reason, else what to do. */
export function uploadFailureMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof UploadError)) return t('articleForm.photoUploadFailed');
  if (error.reason) return t(`uploadRefusals.${error.reason}`);
  switch (error.code) {
    case 'UNAUTHENTICATED':
      return t('errors.sessionEnded');
    case 'FORBIDDEN':
      return t('errors.forbidden');
    case 'RATE_LIMITED':
      return t('errors.rateLimited');
    case undefined:
    case 'UPSTREAM_UNAVAILABLE':
    case 'INTERNAL_SERVER_ERROR':
      return t('articleForm.photoUploadFailed');
    default:
      // A refusal without a reason we know: the gateway's words, written for people.
      return error.message || t('articleForm.photoUploadFailed');
  }
}
