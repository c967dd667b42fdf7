import { CATEGORY_COLOURS, READER_HOOKS } from '@news/contract';
import { useCallback, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { ArticleImage_ArticleFragment, Category } from '../../gql/graphql';
import { PageKindContext } from '../pageKind';

/** What an article's picture needs: the uploaded photo in all its sizes, or the pasted address. */
export const ArticleImageFragment = graphql(`
  fragment ArticleImage_article on Article {
    mediaUrl
    category
    imageAlt
    image {
      ...Photo_image
    }
  }
`);

/** An uploaded photo with every stored width, as `pictureSources` draws it. */
graphql(`
  fragment Photo_image on Image {
    id
    width
    height
    format
    variants {
      url
      width
      height
      format
    }
  }
`);

/** An uploaded photo as the picture draws it (an upload's answer has this shape too). */
export type ArticlePhoto = NonNullable<ArticleImage_ArticleFragment['image']>;

/** The fragment's data; the article form's preview may not have a category yet. */
export type ArticleImageData = Omit<ArticleImage_ArticleFragment, 'category'> & {
  category?: Category | '' | null;
};

/**
 * How the picture loads: `priority` is the page's first (largest) image, fetched at once and
 * ahead of everything else; `eager` is above the fold but not first; `lazy` waits until it is
 * about to scroll into view.
 */
export type ImageLoad = 'priority' | 'eager' | 'lazy';

/** The fallback's colours for an article not yet given a category (the form's preview). */
const NO_CATEGORY: readonly [string, string] = ['#27272a', '#52525b'];

/** The width the `src` of an uploaded photo has, for a browser that reads no `srcset`. */
const SRC_WIDTH = 960;

function srcSetOf(variants: ArticlePhoto['variants']): string {
  return variants.map((v) => `${v.url} ${v.width}w`).join(', ');
}

/** The photo's files in one format, narrowest first; `src` is a middle width of its own format. */
export function pictureSources(image: ArticlePhoto) {
  const byWidth = (format: string) =>
    image.variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width);
  const own = byWidth(image.format);
  const webp = image.format === 'WEBP' ? [] : byWidth('WEBP');
  const middle = own.find((v) => v.width >= SRC_WIDTH) ?? own[own.length - 1];
  return {
    webpSrcSet: webp.length ? srcSetOf(webp) : undefined,
    srcSet: own.length ? srcSetOf(own) : undefined,
    src: middle?.url,
  };
}

interface ArticleImageProps {
  article: ArticleImageData;
  /** The `sizes` of the picture: how wide it is drawn at each viewport width. */
  sizes: string;
  load?: ImageLoad;
  /**
   * Whether the picture only decorates (`alt=""`): a card's picture, whose story its title beside
   * it tells. Otherwise its alt is the article's alt text.
   */
  decorative?: boolean;
  /** Overrides the alt text (the article form's preview shows what is being typed). */
  alt?: string | null;
  /** The box's width over its height; the picture covers it. The 16:9 of the cards by default. */
  ratio?: number;
  /** The `lang` of the alt text: the article's own language. */
  lang?: string;
  /** The box's corners. */
  rounded?: 'md' | 'lg';
  /** A class of the page's own styles (a list's thumbnail). */
  className?: string;
}

/**
 * Whether the picture at `src` is broken: none at all, or one that failed to load. A new address
 * (another photo, an edited URL) gets its own chance. `checkLoaded` is the image's ref; `fail`,
 * its `error` handler.
 */
function useBrokenImage(src: string | null) {
  // The address that failed.
  const [failed, setFailed] = useState<string | null>(null);

  // An image that failed before React listened for its `error` (markup rendered ahead of the
  // script, a cached 404) would stay the browser's broken box: once in the page, an image already
  // complete without a picture is broken. `decode()` tells a broken file from an SVG that simply
  // has no intrinsic width. A lazy image that has not started loading is not complete, so only one
  // the browser already tried (near the top of the page) is looked at.
  const checkLoaded = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || !img.complete || img.naturalWidth > 0) return;
      if (typeof img.decode !== 'function') {
        setFailed(src);
        return;
      }
      img.decode().catch(() => {
        if (img.isConnected) setFailed(src);
      });
    },
    [src],
  );

  return { broken: !src || failed === src, checkLoaded, fail: () => setFailed(src) };
}

/** The category's colours and name, standing in for a missing or broken picture. */
function ImageFallback({
  category,
  altText,
  decorative,
  lang,
  hidden,
}: {
  category: ArticleImageData['category'];
  altText: string;
  decorative: boolean;
  lang: string | undefined;
  hidden: boolean;
}) {
  const { t } = useTranslation();
  const [from, to] = category ? CATEGORY_COLOURS[category] : NO_CATEGORY;
  return (
    <div
      {...{ [READER_HOOKS.imageFallback]: '' }}
      hidden={hidden}
      style={{ backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}
      {...(decorative || !altText
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': altText, lang })}
    >
      {category && <span>{t(`categories.${category}`)}</span>}
    </div>
  );
}

/**
 * An article's picture in a box of a fixed shape, so nothing moves when it arrives. An uploaded
 * photo is a `<picture>`: WebP in every width, then its own format in every width, and the
 * browser picks the smallest that fills the box at the screen's density. A pasted address is one
 * plain `<img>`. A missing or broken image becomes the category's colours and name, never the
 * browser's broken-image box: in the staff app React swaps it in; a reader page carries it hidden
 * beside the picture, for the page's script to show should the picture fail.
 */
export function ArticleImage({
  article,
  sizes,
  load = 'lazy',
  decorative = false,
  alt,
  ratio = 16 / 9,
  lang,
  rounded,
  className,
}: ArticleImageProps) {
  const reader = useContext(PageKindContext).kind === 'reader';
  const { image, mediaUrl, category } = article;
  const sources = image ? pictureSources(image) : undefined;
  const src = sources?.src ?? mediaUrl;
  const { broken, checkLoaded, fail } = useBrokenImage(src);
  const altText = decorative ? '' : (alt ?? article.imageAlt ?? '');
  const fallback = (hidden: boolean) => (
    <ImageFallback
      category={category}
      altText={altText}
      decorative={decorative}
      lang={lang}
      hidden={hidden}
    />
  );

  let content;
  if (broken) {
    content = fallback(false);
  } else {
    const img = (
      <img
        ref={checkLoaded}
        src={src}
        srcSet={sources?.srcSet}
        sizes={sources?.srcSet ? sizes : undefined}
        width={image?.width}
        height={image?.height}
        alt={altText}
        lang={altText ? lang : undefined}
        loading={load === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={load === 'priority' ? 'high' : undefined}
        decoding={load === 'priority' ? 'auto' : 'async'}
        onError={fail}
      />
    );
    content = sources ? (
      <picture>
        {sources.webpSrcSet && (
          <source type="image/webp" srcSet={sources.webpSrcSet} sizes={sizes} />
        )}
        {img}
      </picture>
    ) : (
      img
    );
    if (reader)
      content = (
        <>
          {content}
          {fallback(true)}
        </>
      );
  }

  return (
    <div
      className={['article-image', rounded && `rounded-${rounded}`, className]
        .filter(Boolean)
        .join(' ')}
      style={{ aspectRatio: String(ratio) }}
    >
      {content}
    </div>
  );
}
