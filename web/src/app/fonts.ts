/*
 * The site's web fonts, all `swap`: the headline face of English stories (Source Serif 4, Latin
 * letters only, one weight, behind a fallback of its measures) and Noto Sans Telugu for Telugu
 * text (two weights).
 */
import headline from '@fontsource/source-serif-4/files/source-serif-4-latin-700-normal.woff2?url';
import teluguBold from '@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-700-normal.woff2?url';
import teluguRegular from '@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2?url';

/** The family of the headline face. */
export const HEADLINE_FAMILY = "'Source Serif 4'";

/** Fontsource's range for the Latin subset of Source Serif 4. */
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/**
 * What headlines show until Source Serif 4 has arrived (`swap`): Times New Roman's bold, or the
 * faces drawn to its measures (Liberation Serif, Tinos), enlarged to Source Serif 4's widths, so a
 * headline wraps into the same lines before and after and nothing below it moves when the font
 * arrives. The figures were measured in Chromium over the seed's 30 English headlines set at
 * 100 px: Source Serif 4 Bold is 14.04 % wider than Liberation Serif Bold; its ascent and descent
 * (104 and 34 px) are given as shares of the enlarged size.
 */
export const HEADLINE_FALLBACK_FAMILY = "'Source Serif 4 Fallback'";

const headlineFallbackFace = {
  fontFamily: HEADLINE_FALLBACK_FAMILY,
  fontStyle: 'normal',
  fontWeight: 700,
  src: [
    'Times New Roman Bold',
    'TimesNewRomanPS-BoldMT',
    'Liberation Serif Bold',
    'LiberationSerif-Bold',
    'Tinos Bold',
    'Tinos-Bold',
  ]
    .map((name) => `local('${name}')`)
    .join(', '),
  sizeAdjust: '114.04%',
  ascentOverride: '91.2%',
  descentOverride: '29.81%',
  lineGapOverride: '0%',
};

/**
 * The family of the Telugu faces. Fontsource's `telugu-400.css` declares its face without a
 * `unicode-range`, so a browser would fetch it for English text as well (to learn that it has no
 * Latin letters). These faces carry the Telugu subset's range: a page without Telugu text never
 * downloads them, and Latin text falls through to the next family of the stack. The name is the
 * site's own so that a face declared elsewhere without a range is never used.
 */
export const TELUGU_FAMILY = "'Noto Sans Telugu Web'";

/** The code points the Telugu subset covers (fontsource's range for it). */
const TELUGU_RANGE = 'U+0951-0952,U+0964-0965,U+0C00-0C7F,U+1CDA,U+1CF2,U+200C-200D,U+25CC';

/**
 * A Telugu face: the system's own Telugu face wherever there is one (Android's Noto Sans Telugu,
 * Windows' Nirmala UI, Apple's Kohinoor Telugu, Linux's Noto or Lohit), which every phone and
 * computer our readers use has: nothing to download, nothing that moves when it arrives. The file
 * is for a system with none.
 */
const teluguFace = (url: string, weight: number, localNames: string[]) => ({
  fontFamily: TELUGU_FAMILY,
  fontStyle: 'normal',
  fontDisplay: 'swap',
  fontWeight: weight,
  src: [...localNames.map((name) => `local('${name}')`), `url(${url}) format('woff2')`].join(', '),
  unicodeRange: TELUGU_RANGE,
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
  '@font-face': teluguFace(teluguRegular, 400, LOCAL_TELUGU[400]),
  '@font-face ': teluguFace(teluguBold, 700, LOCAL_TELUGU[700]),
};

/**
 * The headline faces' `@font-face` rules, Source Serif 4 and its fallback, for the system's global
 * CSS (keyed as above).
 */
export const HEADLINE_FONT_FACES = {
  '@font-face  ': {
    fontFamily: HEADLINE_FAMILY,
    fontStyle: 'normal',
    fontDisplay: 'swap',
    fontWeight: 700,
    src: `url(${headline}) format('woff2')`,
    unicodeRange: LATIN_RANGE,
  },
  '@font-face   ': headlineFallbackFace,
};
