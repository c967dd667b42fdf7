import type { SystemStyleObject } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../gql';
import type { CategoryStory_ArticleFragment, Story_ArticleFragment } from '../gql/graphql';
import { articlePath, langOf } from './articles';
import { ArticleImage, type ImageLoad } from './components/ArticleImage';
import { highlight } from './highlight';
import { useRelativeTime } from './useDates';

/** What a story on the home page shows; the front page's and the list's queries spread it. */
export const StoryFragment = graphql(`
  fragment Story_article on Article {
    id
    title
    summary
    category
    language
    slug
    createdAt
    publishedAt
    ...ArticleImage_article
  }
`);

/** A story in a category's block: its headline and when, no summary and no picture. */
export const CategoryStoryFragment = graphql(`
  fragment CategoryStory_article on Article {
    id
    title
    category
    language
    slug
    createdAt
    publishedAt
  }
`);

type StoryBase = CategoryStory_ArticleFragment;

/**
 * What the stories say besides their own text, in the interface's language, worked out once for
 * the page rather than once a story (each translation hook is one more subscription to hydrate).
 */
export interface StoryLabels {
  /** How long ago a time was, as of the page's clock. */
  when: (iso: string) => string;
  category: (article: StoryBase) => string;
  /** The edition a story is in ("English", "తెలుగు"), where a list holds both. */
  edition: (article: StoryBase) => string;
  readMore: string;
}

export function useStoryLabels(): StoryLabels {
  const { t } = useTranslation();
  const when = useRelativeTime();
  // Seven categories and two editions: each label is looked up once a page, not once a story.
  const labels = new Map<string, string>();
  const label = (key: string) => {
    let text = labels.get(key);
    if (text === undefined) {
      text = t(key);
      labels.set(key, text);
    }
    return text;
  };
  return {
    when,
    // Only a draft may lack a category, and stories are what readers see.
    category: (article) => (article.category ? label(`categories.${article.category}`) : ''),
    edition: (article) => label(`languages.${langOf(article.language)}`),
    readMore: t('home.readMore'),
  };
}

/**
 * The stories are plain elements styled from one place, the page's root (`storyCss`), rather
 * than a styled component each: the front page holds about forty stories, and every styled
 * component costs its own style work on every rendering.
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
  '& .category': { fontWeight: 'semibold', color: 'red.700', _dark: { color: 'red.300' } },
  '& .edition': { borderWidth: '1px', borderColor: 'border', rounded: 'xs', px: '1.5' },
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

/** The time a story is shown with: when it was published (its article date until then). */
export const storyDate = (article: StoryBase) => article.publishedAt ?? article.createdAt;

/** "Sports · 2 hours ago". */
function Meta({
  article,
  labels,
  category = true,
  edition = false,
}: {
  article: StoryBase;
  labels: StoryLabels;
  category?: boolean;
  edition?: boolean;
}) {
  const date = storyDate(article);
  return (
    <p className="meta">
      {category && <span className="category">{labels.category(article)}</span>}
      {edition && (
        <span className="edition" lang={langOf(article.language)}>
          {labels.edition(article)}
        </span>
      )}
      <time dateTime={date} data-relative="">
        {labels.when(date)}
      </time>
    </p>
  );
}

function Headline({
  article,
  as: Tag,
  pattern = null,
}: {
  article: StoryBase;
  as: 'h2' | 'h3';
  pattern?: RegExp | null;
}) {
  return (
    <Tag className="headline" lang={langOf(article.language)}>
      <a href={articlePath(article)}>{highlight(article.title, pattern)}</a>
    </Tag>
  );
}

/**
 * The spec's "Read More": its text names the story too (hidden to the eye), so the link says where
 * it goes to a screen reader and a search engine alike.
 */
function ReadMore({ article, labels }: { article: StoryBase; labels: StoryLabels }) {
  return (
    <a className="more" href={articlePath(article)}>
      {labels.readMore}
      <span className="sr-only" lang={langOf(article.language)}>
        : {article.title}
      </span>
    </a>
  );
}

interface StoryProps {
  article: Story_ArticleFragment;
  labels: StoryLabels;
}

/**
 * How wide the lead's photo is drawn: three fifths of the layout's 72rem container (less its 32 px
 * padding each side and the 32 px between the columns) from 1024 px, the whole width below. A
 * desktop draws it 634 px wide (the 960 px file at density 1); a 390 px phone 358 px.
 */
export const LEAD_IMAGE_SIZES = [
  '(min-width: 1152px) 634px',
  '(min-width: 1024px) calc((100vw - 96px) * 3 / 5)',
  '(min-width: 768px) calc(100vw - 48px)',
  'calc(100vw - 32px)',
].join(', ');

/**
 * The front page's lead: its photo first and before anything else (the page's largest image),
 * then the headline (the link to the story), the summary, when, and Read More. The photo only decorates
 * (`alt=""`): the headline tells the story, and the article page describes the photo.
 */
export function LeadStory({ article, labels }: StoryProps) {
  const lang = langOf(article.language);
  return (
    <article className="story lead">
      <ArticleImage
        article={article}
        sizes={LEAD_IMAGE_SIZES}
        load="priority"
        decorative
        rounded="md"
      />
      <Headline article={article} as="h2" />
      <p className="summary" lang={lang}>
        {article.summary}
      </p>
      <Meta article={article} labels={labels} />
      <ReadMore article={article} labels={labels} />
    </article>
  );
}

/** One of the latest stories under the lead: headline, summary, when, Read More, a small picture beside. */
export function CompactStory({
  article,
  labels,
  level = 'h2',
}: StoryProps & {
  /** The headline's level: h2 under the page's title, h3 in a section of its own. */
  level?: 'h2' | 'h3';
}) {
  const lang = langOf(article.language);
  return (
    <article className="story compact">
      <div className="text">
        <Headline article={article} as={level} />
        <p className="summary" lang={lang}>
          {article.summary}
        </p>
        <Meta article={article} labels={labels} />
        <ReadMore article={article} labels={labels} />
      </div>
      <ArticleImage article={article} sizes="112px" load="lazy" decorative className="thumb" />
    </article>
  );
}

/** A story in a category's block: its headline, when, and Read More. */
export function CategoryStory({
  article,
  labels,
}: {
  article: CategoryStory_ArticleFragment;
  labels: StoryLabels;
}) {
  return (
    <article className="story mini">
      <Headline article={article} as="h3" />
      <Meta article={article} labels={labels} category={false} />
      <ReadMore article={article} labels={labels} />
    </article>
  );
}

/**
 * How wide a list card is drawn, from the list's grid: one column below 480 px, two below
 * 1024 px, three above, in the layout's 72rem container (16, 24 then 32 px of padding each side)
 * with 24 px between cards. A desktop 1280 px wide draws cards about 347 px wide (the 480 px
 * file at density 1); a 390 px phone draws 358 px (the 960 px file at density 2, 1200 at 3).
 */
export const CARD_IMAGE_SIZES = [
  '(min-width: 1152px) 347px',
  '(min-width: 1024px) calc((100vw - 112px) / 3)',
  '(min-width: 768px) calc((100vw - 72px) / 2)',
  '(min-width: 480px) calc((100vw - 56px) / 2)',
  'calc(100vw - 32px)',
].join(', ');

/**
 * A card of the list (a search, a category, a later page): picture, category and when, headline,
 * summary and "Read More", the search's words marked in the headline and summary. The picture only
 * decorates (`alt=""`): a list of fifty would otherwise read fifty photo descriptions.
 */
export function ListCard({
  article,
  labels,
  load,
  pattern,
  edition = false,
}: StoryProps & {
  load: ImageLoad;
  pattern: RegExp | null;
  /** Say which edition the story is in (a search's results hold both). */
  edition?: boolean;
}) {
  const lang = langOf(article.language);
  return (
    <article className="story card">
      <ArticleImage article={article} sizes={CARD_IMAGE_SIZES} load={load} decorative />
      <div className="text">
        <Meta article={article} labels={labels} edition={edition} />
        <Headline article={article} as="h2" pattern={pattern} />
        <p className="summary" lang={lang}>
          {highlight(article.summary, pattern)}
        </p>
        <ReadMore article={article} labels={labels} />
      </div>
    </article>
  );
}
