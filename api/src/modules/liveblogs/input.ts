/* A live post's input, checked and renamed once, at the edge of the service. */
import {
  checkRichDocument,
  LIVE_BLOG_LIMITS,
  LIMITS,
  type RichDocument,
  type RichImage,
} from '@news/contract';
import { badInput } from '../../lib/errors.js';
import { characterCount, normaliseText } from '../../lib/text.js';
import { richDocumentMessage } from '../articles/body.js';

/** A post's words: the document, its plain text, the photos it shows. */
export interface PostWords {
  body: RichDocument;
  text: string;
  images: RichImage['attrs'][];
}

/** A post's `body`: a document in the articles' schema, with some text and not too much. */
export function postWords(value: unknown): PostWords {
  const check = checkRichDocument(value);
  if (!check.ok) throw badInput('body', richDocumentMessage(check));
  const text = normaliseText(check.text);
  if (text === '' && check.images.length === 0) {
    throw badInput('body', 'body must have some text or a photo');
  }
  if (characterCount(text) > LIVE_BLOG_LIMITS.postTextMax) {
    throw badInput(
      'body',
      `body must be at most ${LIVE_BLOG_LIMITS.postTextMax} characters of text`,
    );
  }
  return { body: check.document, text, images: check.images };
}

/** `GET /LiveBlogs?ids=`: distinct ids, at most LIMITS.idsMax. */
export function idList(value: string): number[] {
  const ids = [...new Set(value.split(',').map(Number))];
  if (ids.length > LIMITS.idsMax)
    throw badInput('ids', `ids may name at most ${LIMITS.idsMax} articles`);
  if (ids.some((id) => id > LIMITS.idMax)) throw badInput('ids', 'ids must be article ids');
  return ids;
}
