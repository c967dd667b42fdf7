/*
 * The site's one web font, Noto Sans Telugu for Telugu text (two weights, `swap`; its Telugu
 * letters everywhere, its digits and Latin letters in Telugu text), behind the system's own Telugu
 * face. English headlines are set in the system's serif: a web face for them
 * would cost every first visit a download and a second layout when it arrives.
 */
import latinBold from '@fontsource/noto-sans-telugu/files/noto-sans-telugu-latin-700-normal.woff2?url';
import latinRegular from '@fontsource/noto-sans-telugu/files/noto-sans-telugu-latin-400-normal.woff2?url';
import teluguBold from '@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-700-normal.woff2?url';
import teluguRegular from '@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2?url';

/**
 * The family of the Telugu faces. Fontsource's `telugu-400.css` declares its face without a
 * `unicode-range`, so a browser would fetch it for English text as well (to learn that it has no
 * Latin letters). These faces carry the Telugu subset's range: a page without Telugu text never
 * downloads them, and Latin text falls through to the next family of the stack. The name is the
 * site's own so that a face declared elsewhere without a range is never used.
 */
export const TELUGU_FAMILY = "'Noto Sans Telugu Web'";

/**
 * The same font's digits, punctuation and Latin letters, for Telugu text only (`TELUGU_TEXT_STACK`
 * in system.ts): "16 గేట్లు" is one face, not Telugu letters beside the next family's digits.
 */
export const TELUGU_LATIN_FAMILY = "'Noto Sans Telugu Web Latin'";

/** The code points the Telugu subset covers (fontsource's range for it). */
const TELUGU_RANGE = 'U+0951-0952,U+0964-0965,U+0C00-0C7F,U+1CDA,U+1CF2,U+200C-200D,U+25CC';
/** The code points the Latin subset covers (fontsource's range for it). */
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,' +
  'U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/**
 * A Telugu face: the system's own Telugu face wherever there is one (Android's Noto Sans Telugu,
 * Windows' Nirmala UI, Apple's Kohinoor Telugu, Linux's Noto or Lohit), which every phone and
 * computer our readers use has: nothing to download, nothing that moves when it arrives. The file
 * is for a system with none, where Telugu text is boxes until it arrives (`swap`: readable soon,
 * moved once).
 */
const teluguFace = (
  family: string,
  range: string,
  url: string,
  weight: number,
  localNames: string[],
) => ({
  fontFamily: family,
  fontStyle: 'normal',
  fontDisplay: 'swap',
  fontWeight: weight,
  src: [...localNames.map((name) => `local('${name}')`), `url(${url}) format('woff2')`].join(', '),
  unicodeRange: range,
});

const LOCAL_TELUGU = {
  400: [
    'Noto Sans Telugu',
    'NotoSansTelugu-Regular',
    'Nirmala UI',
    'Kohinoor Telugu',
    'Lohit Telugu',
  ],
  700: [
    'Noto Sans Telugu Bold',
    'NotoSansTelugu-Bold',
    'Nirmala UI Bold',
    'Kohinoor Telugu Bold',
    'Lohit Telugu',
  ],
};

/**
 * The Telugu `@font-face` rules, for the system's global CSS (each key is one rule; the trailing
 * space only keeps the keys apart and changes nothing in the CSS).
 */
export const TELUGU_FONT_FACES = {
  '@font-face': teluguFace(TELUGU_FAMILY, TELUGU_RANGE, teluguRegular, 400, LOCAL_TELUGU[400]),
  '@font-face ': teluguFace(TELUGU_FAMILY, TELUGU_RANGE, teluguBold, 700, LOCAL_TELUGU[700]),
  '@font-face  ': teluguFace(
    TELUGU_LATIN_FAMILY,
    LATIN_RANGE,
    latinRegular,
    400,
    LOCAL_TELUGU[400],
  ),
  '@font-face   ': teluguFace(TELUGU_LATIN_FAMILY, LATIN_RANGE, latinBold, 700, LOCAL_TELUGU[700]),
};
