import { articlePath, READER_HOOKS } from '@news/contract';
import { useTranslation } from 'react-i18next';
import { graphql } from '../gql';
import type { CategoryStory_ArticleFragment, Story_ArticleFragment } from '../gql/graphql';
import { langOf } from './articles';
import { ArticleImage, type ImageLoad } from './components/ArticleImage';
import { highlight, type SearchMarks } from './highlight';
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
    liveStatus
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
    liveStatus
  }
`);

type StoryBase = CategoryStory_ArticleFragment;

/**
 * What the stories say besides their own text, in the interface's language, worked out once for
 * the page rather than once a story (each translation hook is one more subscription).
 */
export interface StoryLabels {
  /** How long ago a time was, as of the page's clock. */
  when: (iso: string) => string;
  category: (article: StoryBase) => string;
  /** The edition a story is in ("English", "తెలుగు"), where a list holds both. */
  edition: (article: StoryBase) => string;
  readMore: string;
  /** The badge of a live blog whose coverage is live. */
  live: string;
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
    live: t('live.badge'),
  };
}

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
      {article.liveStatus === 'LIVE' && <span className="live">{labels.live}</span>}
      {category && <span className="category">{labels.category(article)}</span>}
      {edition && (
        <span className="edition" lang={langOf(article.language)}>
          {labels.edition(article)}
        </span>
      )}
      <time dateTime={date} {...{ [READER_HOOKS.relativeTime]: '' }}>
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
  pattern?: SearchMarks | null;
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

/** A top story's words: headline, summary, when, and Read More. */
function StoryText({ article, labels, level }: StoryProps & { level: 'h2' | 'h3' }) {
  return (
    <>
      <Headline article={article} as={level} />
      <p className="summary" lang={langOf(article.language)}>
        {article.summary}
      </p>
      <Meta article={article} labels={labels} />
      <ReadMore article={article} labels={labels} />
    </>
  );
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
  return (
    <article className="story lead">
      <ArticleImage
        article={article}
        sizes={LEAD_IMAGE_SIZES}
        load="priority"
        decorative
        rounded="md"
      />
      <StoryText article={article} labels={labels} level="h2" />
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
  return (
    <article className="story compact">
      <div className="text">
        <StoryText article={article} labels={labels} level={level} />
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
  pattern: SearchMarks | null;
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
