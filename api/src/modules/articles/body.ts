import {
  checkRichDocument,
  deriveSummary,
  documentOf,
  plainTextOf,
  type RichDocument,
  type RichImage,
} from '@news/contract';
import { badInput } from '../../lib/errors.js';
import { normaliseText } from '../../lib/text.js';

/** A stored body: its document, or (empty) the paragraphs of the content. */
export const storedBody = (body: string, content: string): RichDocument =>
  body === '' ? documentOf(content) : (JSON.parse(body) as RichDocument);

/**
 * The excerpt readers see when staff wrote no summary: the first paragraph of the story, so a
 * story opening with a subheading, a quote or a photo is summed up by its first sentences of
 * prose; a body with no paragraph at all gives its first block of text.
 */
export function excerptOf(body: RichDocument): string {
  const prose = plainTextOf({
    type: 'doc',
    content: body.content.filter((block) => block.type === 'paragraph'),
  });
  return deriveSummary(prose.trim() ? prose : plainTextOf(body));
}

/** A refused document's message: the field, where in the document, and why. */
export const richDocumentMessage = ({ path, reason }: { path: string; reason: string }) =>
  path ? `body is refused at ${path}: ${reason}` : `body is refused: ${reason}`;

export const BODY_AND_CONTENT = 'Send either body or content, not both: content is made from body';

/** The body a request writes, with its plain text and the photos it shows. */
export interface BodyInput {
  body: RichDocument;
  content: string;
  images: RichImage['attrs'][];
}

/**
 * What a request writes as the body: a `body` document, checked (its plain text becomes the
 * content), or a `content` text alone, made into paragraphs as the reader page always showed
 * it. Both at once are refused, naming `content`; undefined when neither is sent.
 */
export function bodyInput(input: {
  body?: unknown;
  content?: string | undefined;
}): BodyInput | undefined {
  if (input.body !== undefined) {
    if (input.content !== undefined) throw badInput('content', BODY_AND_CONTENT);
    const check = checkRichDocument(input.body);
    if (!check.ok) throw badInput('body', richDocumentMessage(check));
    return { body: check.document, content: normaliseText(check.text), images: check.images };
  }
  if (input.content === undefined) return undefined;
  const content = normaliseText(input.content);
  return { body: documentOf(content), content, images: [] };
}

/** The same text, whichever line endings a client sends it with. */
const sameText = (sent: string, stored: string) => sent.replace(/\r\n?/gu, '\n') === stored;

/**
 * Whether an update's body leaves the stored one as it is: a `content` alone that is the stored
 * body's own text (a client that knows no `body` sending back what it read) keeps the body,
 * headings, links and photos included; new text, or a document, replaces it.
 */
export function keepsStoredBody(
  written: BodyInput,
  bodySent: boolean,
  storedContent: string,
): boolean {
  return !bodySent && sameText(written.content, storedContent);
}
