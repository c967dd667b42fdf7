import {
  FORM_CATEGORY_ORDER,
  LIMITS,
  summaryFits,
  type CategoryName,
  type LanguageName,
  type RichDocument,
} from '@news/contract';
import * as Yup from 'yup';
import type { ArticlePhoto } from '../../shared/components/ArticleImage';
import { todayIso } from '../../shared/timeZone';
import { LANGUAGE_NAMES } from '../../shared/languages';

/** The linked translation, as the form shows it. */
export interface TranslationLink {
  id: string;
  title: string;
  language: LanguageName;
}

/**
 * The article form's rules: what any save needs. A draft may lack its title or text (not both),
 * category and image; what the other actions need is `draftNeeds`. Messages are translation keys.
 */
export function articleSchema(today = todayIso()) {
  return Yup.object({
    // Formik validates an empty field as undefined.
    title: Yup.string().trim().default('').max(LIMITS.titleMax, 'articleForm.titleTooLong'),
    // The body's plain text, derived from `body` as the editor changes it.
    content: Yup.string().trim().default(''),
    // The story as the editor holds it; the api checks its structure.
    body: Yup.mixed<RichDocument>().defined(),
    category: Yup.string<CategoryName | ''>()
      .default('')
      .oneOf(['', ...FORM_CATEGORY_ORDER], 'articleForm.categoryPlaceholder'),
    language: Yup.string<LanguageName | ''>()
      .required('articleForm.languageRequired')
      .oneOf(['', ...LANGUAGE_NAMES], 'articleForm.languageRequired'),
    author: Yup.string().trim().required('articleForm.authorRequired'),
    date: Yup.string()
      .required('articleForm.dateRequired')
      .matches(/^\d{4}-\d{2}-\d{2}$/, 'articleForm.dateRequired')
      .test('not-future', 'articleForm.dateInFuture', (value) => !value || value <= today),
    // An uploaded photo, or none (then the image is the pasted address).
    image: Yup.mixed<ArticlePhoto>().nullable().defined(),
    // Checked only without an uploaded photo, which replaces it.
    mediaUrl: Yup.string()
      .trim()
      .default('')
      .test(
        'url',
        'articleForm.mediaUrlInvalid',
        (value, context) => hasPhoto(context.parent) || !value || isMediaUrl(value),
      ),
    imageAlt: Yup.string()
      .trim()
      .default('')
      .max(LIMITS.imageAltMax, 'articleForm.imageAltTooLong')
      .test(
        'required',
        'articleForm.imageAltRequired',
        (value, context) => !hasPhoto(context.parent) || !!value,
      ),
    imageCaption: Yup.string()
      .trim()
      .default('')
      .max(LIMITS.imageCaptionMax, 'articleForm.imageCaptionTooLong'),
    imageCredit: Yup.string()
      .trim()
      .default('')
      .max(LIMITS.imageCreditMax, 'articleForm.imageCreditTooLong'),
    // Counted in characters (code points), as the api counts it; empty takes the first paragraph.
    summary: Yup.string()
      .trim()
      .default('')
      .test('max', 'articleForm.summaryTooLong', (value) => !value || summaryFits(value)),
    // Shown and sent only to accounts that may publish.
    lead: Yup.boolean().defined(),
    // The counterpart must be written in the other language.
    translation: Yup.mixed<TranslationLink>()
      .nullable()
      .defined()
      .test(
        'other-language',
        'articleForm.translationSameLanguage',
        (value, context) =>
          !value || value.language !== (context.parent as { language?: string }).language,
      ),
  });
}

const hasPhoto = (parent: unknown) => !!(parent as { image?: ArticlePhoto | null }).image;

/**
 * What the api accepts as an image address (it stores the normal form): an http(s) URL written
 * with `//` and a host, without a user name or password, or a path on this site starting with a
 * single `/`. Backslashes, tabs and newlines are refused (`/\host` is read as `//host`).
 */
export function isMediaUrl(value: string): boolean {
  if (/[\\\t\n\r]/.test(value)) return false;
  if (value.startsWith('/')) {
    // As the api resolves it: dot segments must not leave `//host`, another site's address.
    return (
      !value.startsWith('//') && !new URL(value, 'http://site.invalid').pathname.startsWith('//')
    );
  }
  if (!/^https?:\/\/[^/]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      !url.username &&
      !url.password &&
      /^(?:[a-z0-9_-]+\.)*[a-z0-9_-]+\.?$|^\[[0-9a-f:.]+\]$/.test(url.hostname)
    );
  } catch {
    return false;
  }
}

export type ArticleValues = Yup.InferType<ReturnType<typeof articleSchema>>;
