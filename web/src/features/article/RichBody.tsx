import { Box } from '@chakra-ui/react';
import type {
  RichBlock,
  RichDocument,
  RichImage,
  RichInline,
  RichListItem,
  RichMark,
} from '@news/contract';
import { Fragment, type ReactNode } from 'react';
import type { Category } from '../../gql/graphql';
import { ArticleImage, type ArticlePhoto } from '../../shared/components/ArticleImage';
import { PhotoCaption } from './PhotoCaption';

/** A photo keeps its own shape, from square to 2.4:1, as the lead photo does. */
const photoRatio = (photo: ArticlePhoto | undefined) =>
  photo ? Math.min(Math.max(photo.width / photo.height, 1), 2.4) : 16 / 9;

/** A link that leaves the site: opened without handing it this page (`rel="noopener"`). */
const isExternal = (href: string) => /^https?:\/\//i.test(href);

function withMark(node: ReactNode, mark: RichMark, key: number): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong key={key}>{node}</strong>;
    case 'italic':
      return <em key={key}>{node}</em>;
    case 'link':
      return (
        <a
          key={key}
          href={mark.attrs.href}
          rel={isExternal(mark.attrs.href) ? 'noopener' : undefined}
        >
          {node}
        </a>
      );
  }
}

function Inline({ nodes }: { nodes: readonly RichInline[] | undefined }) {
  return (
    <>
      {(nodes ?? []).map((node, i) => {
        if (node.type === 'hardBreak') return <br key={i} />;
        // Bold and italic inside, the link outside, so a link reads as one piece however marked.
        const marks = [...(node.marks ?? [])].sort(
          (a, b) => Number(a.type === 'link') - Number(b.type === 'link'),
        );
        return (
          <Fragment key={i}>
            {marks.reduce<ReactNode>((n, m, k) => withMark(n, m, k), node.text)}
          </Fragment>
        );
      })}
    </>
  );
}

function List({
  items,
  ordered,
  start,
}: {
  items: RichListItem[];
  ordered: boolean;
  start?: number;
}) {
  const children = items.map((item, i) => (
    <li key={i}>
      {item.content.map((node, j) =>
        node.type === 'paragraph' ? (
          <p key={j}>
            <Inline nodes={node.content} />
          </p>
        ) : (
          <List
            key={j}
            items={node.content}
            ordered={node.type === 'orderedList'}
            start={node.type === 'orderedList' ? node.attrs?.start : undefined}
          />
        ),
      )}
    </li>
  ));
  return ordered ? (
    <ol start={start !== undefined && start !== 1 ? start : undefined}>{children}</ol>
  ) : (
    <ul>{children}</ul>
  );
}

interface PhotoProps {
  attrs: RichImage['attrs'];
  sizes: string;
  photo: ArticlePhoto | undefined;
  category: Category | null | undefined;
  lang: string;
}

/** A photo inside the story: the lead photo's responsive picture, with caption and credit. */
function Photo({ attrs, sizes, photo, category, lang }: PhotoProps) {
  return (
    <Box as="figure" m="0">
      <ArticleImage
        article={{ mediaUrl: attrs.src, category, imageAlt: attrs.alt, image: photo ?? null }}
        sizes={sizes}
        ratio={photoRatio(photo)}
        rounded="lg"
        lang={lang}
      />
      <PhotoCaption caption={attrs.caption} credit={attrs.credit} lang={lang} lineHeight="normal" />
    </Box>
  );
}

interface BlockProps {
  block: RichBlock;
  photos: ReadonlyMap<string, ArticlePhoto>;
  sizes: string;
  category: Category | null | undefined;
  lang: string;
}

function Block({ block, photos, sizes, category, lang }: BlockProps) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <Inline nodes={block.content} />
        </p>
      );
    case 'heading':
      return block.attrs.level === 2 ? (
        <h2>
          <Inline nodes={block.content} />
        </h2>
      ) : (
        <h3>
          <Inline nodes={block.content} />
        </h3>
      );
    case 'blockquote': {
      const quote = (
        <blockquote>
          {block.content.map((p, i) => (
            <p key={i}>
              <Inline nodes={p.content} />
            </p>
          ))}
        </blockquote>
      );
      const by = block.attrs?.attribution?.trim();
      return by ? (
        <figure className="quote">
          {quote}
          <figcaption>
            — <cite>{by}</cite>
          </figcaption>
        </figure>
      ) : (
        quote
      );
    }
    case 'bulletList':
      return <List items={block.content} ordered={false} />;
    case 'orderedList':
      return <List items={block.content} ordered start={block.attrs?.start} />;
    case 'image':
      return (
        <Photo
          attrs={block.attrs}
          sizes={sizes}
          photo={photos.get(block.attrs.imageId)}
          category={category}
          lang={lang}
        />
      );
  }
}

interface RichBodyProps {
  body: RichDocument;
  /** The photos the body shows, with their files (the article's `bodyImages`). */
  photos: readonly ArticlePhoto[];
  /** The photos' `sizes`: the lead photo's, since they are drawn as wide. */
  sizes: string;
  category?: Category | null;
  /** The article's language, for its text and its photos' alt text. */
  lang: string;
}

/**
 * An article's body as HTML, rendered on the server: paragraphs, subheadings, quotes with who
 * said them, lists, links and photos. Plain elements styled from here, with nothing to run in
 * the browser.
 */
export function RichBody({ body, photos, sizes, category, lang }: RichBodyProps) {
  const byId = new Map(photos.map((p) => [p.id, p]));
  return (
    <Box
      className="article-body"
      display="flex"
      flexDirection="column"
      gap="4"
      fontSize="lg"
      lineHeight="tall"
      lang={lang}
      css={{
        '&:lang(te)': { lineHeight: '1.9' },
        '& :is(p, ul, ol, blockquote, h2, h3, figure)': { m: '0' },
        '& h2': { fontSize: '2xl', fontWeight: 'bold', lineHeight: 'short', mt: '4' },
        '& h3': { fontSize: 'xl', fontWeight: 'bold', lineHeight: 'short', mt: '2' },
        '&:lang(te) :is(h2, h3)': { lineHeight: '1.6' },
        '& a': {
          color: 'colorPalette.fg',
          colorPalette: 'red',
          textDecoration: 'underline',
          textUnderlineOffset: '0.15em',
        },
        '& :is(ul, ol)': { ps: '6', display: 'flex', flexDirection: 'column', gap: '2' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li > :is(ul, ol)': { mt: '2' },
        '& ul ul': { listStyleType: 'circle' },
        '& blockquote': {
          borderStartWidth: '4px',
          borderColor: 'border.emphasized',
          ps: '4',
          fontStyle: 'italic',
          display: 'flex',
          flexDirection: 'column',
          gap: '2',
        },
        '& figure.quote > figcaption': { ps: '5', mt: '2', color: 'fg.muted', fontSize: 'md' },
        '& figure.quote cite': { fontStyle: 'normal', fontWeight: 'medium' },
        '& > p:nth-of-type(n + 3)': {
          contentVisibility: 'auto',
          containIntrinsicSize: 'auto 10rem',
        },
      }}
    >
      {body.content.map((block, i) => (
        <Block key={i} block={block} photos={byId} sizes={sizes} category={category} lang={lang} />
      ))}
    </Box>
  );
}
