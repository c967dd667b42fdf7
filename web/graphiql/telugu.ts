/*
 * Telugu in GraphiQL: its interface (Roboto) and its editors (Fira Code, which Monaco is told to
 * use) carry no Telugu letters, and a machine without a Telugu face draws boxes. The site's
 * Telugu face joins both families for the Telugu letters alone, so the Latin text and the digits
 * stay as GraphiQL draws them; the file loads only once Telugu text is on the page.
 */
import teluguBold from '@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-700-normal.woff2?url';
import teluguRegular from '@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2?url';

/** The Telugu block, its two dandas and the joiners: letters only, no digits or punctuation. */
const TELUGU_LETTERS = 'U+0964-0965,U+0C00-0C7F,U+200C-200D';

export function addTeluguFaces(fonts: FontFaceSet = document.fonts): void {
  for (const family of ['Fira Code', 'Roboto']) {
    for (const [url, weight] of [
      [teluguRegular, '400'],
      [teluguBold, '700'],
    ] as const) {
      fonts.add(
        new FontFace(family, `url(${url}) format('woff2')`, {
          weight,
          display: 'swap',
          unicodeRange: TELUGU_LETTERS,
        }),
      );
    }
  }
}
