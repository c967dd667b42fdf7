import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  breakpoints,
} from '@chakra-ui/react/theme';
import { articleImageCss } from '../shared/components/articleImageCss';
import { TELUGU_FAMILY, TELUGU_FONT_FACES, TELUGU_LATIN_FAMILY } from './fonts';

const SANS = `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`;
// Telugu comes first: its @font-face covers only Telugu code points (see fonts.ts), so Latin text
// falls through to the next family while Telugu always gets Noto Sans Telugu, installed or not.
const fontStack = `${TELUGU_FAMILY}, ${SANS}`;
/** Reader pages' headlines: English in the system's serif, Telugu in Noto Sans Telugu (first, as above). */
const headlineStack = `${TELUGU_FAMILY}, Georgia, Cambria, 'Times New Roman', serif`;
/** Telugu text, headlines included: one sans face for its letters, digits and punctuation. */
const teluguTextStack = `${TELUGU_FAMILY}, ${TELUGU_LATIN_FAMILY}, ${SANS}`;

/**
 * Telugu letters are drawn smaller than Latin ones at the same size, so Telugu text never goes
 * below 15 px: the interface in Telugu (`<html lang="te">`) and Telugu stories in an English page
 * alike. The font-size tokens are custom properties, so redefining them where the language is
 * Telugu reaches every badge, button, meta line and footer. `!important` lets this base-layer rule
 * win over the tokens layer on the root element.
 */
const TELUGU_MIN = '0.9375rem !important';

/**
 * The font tokens follow the language of the text: in Telugu every one is the Telugu text stack
 * (a Telugu headline's "16" in the same face as its letters, not the English headlines' serif),
 * and English text inside a Telugu page gets the English ones back. Text that only inherits its
 * font (a summary, a meta line) takes the tokens of its own language too.
 */
const fontsOf = (body: string, headline: string) => ({
  '--chakra-fonts-body': `${body} !important`,
  '--chakra-fonts-heading': `${body} !important`,
  '--chakra-fonts-headline': `${headline} !important`,
  fontFamily: 'body',
});
const textByLanguage = {
  '[lang|=te]': {
    '--chakra-font-sizes-2xs': TELUGU_MIN,
    '--chakra-font-sizes-xs': TELUGU_MIN,
    '--chakra-font-sizes-sm': TELUGU_MIN,
    ...fontsOf(teluguTextStack, teluguTextStack),
  },
  '[lang|=en]': fontsOf(fontStack, headlineStack),
};

/**
 * The colour palettes the site uses: red (the brand), gray, yellow (a search's words), and the
 * alerts', toasts' and badges' green, orange, blue and purple. Building the system turns every
 * palette into tokens and CSS variables, which the browser pays for before the page can draw:
 * the default theme's teal, cyan and pink are left out.
 */
const PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'blue', 'purple'];
const only = <T extends object>(group: T, keys: string[]): T =>
  Object.fromEntries(Object.entries(group).filter(([key]) => keys.includes(key))) as T;
const colors = only(tokens.colors, [
  'transparent',
  'current',
  'black',
  'white',
  'whiteAlpha',
  'blackAlpha',
  ...PALETTES,
]);
const semanticColors = only(semanticTokens.colors, ['bg', 'fg', 'border', ...PALETTES]);

/** Only the recipes this site renders, not the whole default theme (see docs/architecture.md). */
const config = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    ...TELUGU_FONT_FACES,
    ...textByLanguage,
    ...articleImageCss,
    // A search's words in the results.
    mark: { bg: 'yellow.200', color: 'gray.900', rounded: 'xs', _dark: { bg: 'yellow.300' } },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      colors,
      fonts: {
        heading: { value: fontStack },
        body: { value: fontStack },
        headline: { value: headlineStack },
        mono: tokens.fonts.mono,
      },
    },
    semanticTokens: { ...semanticTokens, colors: semanticColors },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, config);
