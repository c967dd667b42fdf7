import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * How every story on a reader page looks (the front page's lead, latest and category blocks, the
 * list's cards on home, category, search and author pages, "Read next"): plain elements styled
 * from one place, the reader pages' content root (src/ssr/entry-server.tsx), rather than a styled
 * component each, since the front page holds about forty stories and every styled component costs
 * its own style work on every rendering. Being on the root, no page can show a story unstyled.
 */
export const storyCss: SystemStyleObject = {
  '& .story a': { color: 'inherit', textDecoration: 'none' },
  '& .story a:hover': { textDecoration: 'underline' },
  '& .story a:focus-visible': {
    outline: '2px solid',
    outlineColor: 'red.500',
    outlineOffset: '2px',
    rounded: 'xs',
  },
  '& .headline': {
    fontFamily: 'headline',
    fontWeight: 'bold',
    lineHeight: '1.25',
    color: 'fg',
    overflowWrap: 'anywhere',
  },
  '& .summary': { color: 'fg.muted', overflowWrap: 'anywhere' },
  '& .meta': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: '2',
    fontSize: 'sm',
    color: 'fg.muted',
  },
  '& .meta .category': { fontWeight: 'semibold', color: 'red.700', _dark: { color: 'red.300' } },
  // A live blog's badge while its coverage is live: white on the brand's red, as on the article.
  '& .meta .live': {
    fontWeight: 'bold',
    textTransform: 'uppercase',
    bg: 'red.700',
    color: 'white',
    rounded: 'xs',
    px: '1.5',
  },
  '& .meta .edition': { borderWidth: '1px', borderColor: 'border', rounded: 'xs', px: '1.5' },
  '& .story a.more': {
    alignSelf: 'flex-start',
    fontSize: 'sm',
    fontWeight: 'semibold',
    color: 'red.700',
    _dark: { color: 'red.300' },
  },
  '& .sr-only': { srOnly: true },
  // Telugu letters stack signs above and below: a headline's lines need more room between them.
  '& .headline:lang(te)': { lineHeight: '1.45' },

  // The lead: the photo across its column, the headline large.
  '& .lead': { display: 'flex', flexDirection: 'column', gap: '3' },
  '& .lead .headline': { fontSize: { base: '2xl', md: '3xl', lg: '4xl' }, lineHeight: '1.15' },
  '& .lead .headline:lang(te)': { lineHeight: '1.4' },
  '& .lead .summary': { fontSize: { base: 'md', md: 'lg' }, lineClamp: '4' },

  // The latest: headline, summary and time, a small picture beside them.
  '& .compact': {
    display: 'flex',
    gap: '3',
    alignItems: 'flex-start',
    py: '3',
    borderTopWidth: '1px',
  },
  '& .compact > .text': {
    flex: '1',
    minW: '0',
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
  },
  '& .compact .headline': { fontSize: 'lg', lineClamp: '3' },
  '& .compact .summary': { fontSize: 'sm', lineClamp: '2' },
  '& .compact .thumb': { flexShrink: '0', w: { base: '24', md: '28' }, rounded: 'sm' },

  // A category's block: its newest stories, the first with its picture.
  '& .mini': { display: 'flex', flexDirection: 'column', gap: '1', py: '2' },
  '& .mini + .mini': { borderTopWidth: '1px' },
  '& .mini .headline': { fontSize: 'md', lineClamp: '3' },
  '& .mini:first-of-type .headline': { fontSize: 'lg' },

  // A category's block: its name, a link to its news, over its stories. The blocks are below the
  // fold: the browser lays them out when they come near the screen, not all before the first paint.
  // Until then a block takes the height a block of four stories usually has (Telugu headlines are
  // shorter), so that what follows it does not jump when a reader lands below it.
  '& .block': {
    contentVisibility: 'auto',
    containIntrinsicSize: { base: 'auto 30rem', lg: 'auto 35rem' },
  },
  '& .block:lang(te)': { containIntrinsicSize: { base: 'auto 25rem', lg: 'auto 29.5rem' } },
  '& .block > h2': {
    fontFamily: 'headline',
    fontWeight: 'bold',
    fontSize: 'xl',
    borderTopWidth: '3px',
    borderColor: 'red.600',
    pt: '2',
    mb: '1',
  },
  '& .block > h2 > a, & a.more-news': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    textDecoration: 'none',
  },
  '& .block > h2 > a': { color: 'fg' },
  '& .block > h2 > a:hover': { color: 'red.700', _dark: { color: 'red.300' } },
  '& a.more-news': {
    alignSelf: 'flex-start',
    mt: '3',
    fontWeight: 'semibold',
    color: 'red.700',
    _dark: { color: 'red.300' },
  },
  '& a.more-news:hover': { textDecoration: 'underline' },
  '& .block > h2 > a:focus-visible, & a.more-news:focus-visible': {
    outline: '2px solid',
    outlineColor: 'red.500',
    outlineOffset: '2px',
  },

  // The list: cards of picture, meta, headline, summary and "Read More".
  '& .card': {
    display: 'flex',
    flexDirection: 'column',
    borderWidth: '1px',
    rounded: 'l3',
    overflow: 'hidden',
    bg: 'bg',
  },
  '& .card > .text': { display: 'flex', flexDirection: 'column', gap: '2', p: '4', flex: '1' },
  '& .card .meta': { justifyContent: 'space-between' },
  '& .card .headline': { fontSize: 'lg', lineClamp: '3' },
  '& .card .summary': { lineClamp: '3' },
  '& .card .more': { mt: 'auto', pt: '1' },
  // Past the first row, laid out as they come near the screen (as the blocks above), meanwhile
  // as tall as a card usually is.
  '& .card:nth-of-type(n + 4)': { contentVisibility: 'auto', containIntrinsicSize: 'auto 28rem' },
};
