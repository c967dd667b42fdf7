/**
 * The home page's red outlined links (the edition control, Browse by Category): their colours,
 * and the states of the links `link` selects, the current one filled.
 */
export const redOutline = {
  borderWidth: '1px',
  borderColor: 'red.600',
  color: 'red.700',
  textDecoration: 'none',
  _dark: { color: 'red.300', borderColor: 'red.400' },
};

export const redLinkStates = (link: string) => ({
  [`${link}:hover`]: { bg: 'red.subtle' },
  [`${link}:focus-visible`]: {
    outline: '2px solid',
    outlineColor: 'red.500',
    outlineOffset: '2px',
  },
  [`${link}[aria-current]`]: {
    bg: 'red.600',
    color: 'white',
    _dark: { bg: 'red.600', color: 'white' },
  },
});
