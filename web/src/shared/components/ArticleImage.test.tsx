import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import te from '../../../public/assets/i18n/te.json';
import { photo } from '../../test/photos';
import { renderScreen } from '../../test/render';
import { ArticleImage, pictureSources, type ArticleImageData } from './ArticleImage';

const ID = photo().id;

const uploaded: ArticleImageData = {
  mediaUrl: `/media/i/${ID}-1600.jpg`,
  category: 'SPORTS',
  imageAlt: 'Fans waving flags at the stadium',
  image: photo(),
};

const pasted: ArticleImageData = {
  mediaUrl: 'https://example.com/metro.jpg',
  category: 'TECHNOLOGY',
  imageAlt: null,
  image: null,
};

const SIZES = '(min-width: 1152px) 347px, calc(100vw - 32px)';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ArticleImage, an uploaded photo', () => {
  it('is a <picture>: WebP in every width, then its own format, with the caller’s sizes', () => {
    const { container } = renderScreen(<ArticleImage article={uploaded} sizes={SIZES} />);
    const img = screen.getByRole('img', { name: 'Fans waving flags at the stadium' });
    const picture = img.parentElement;
    expect(picture?.tagName).toBe('PICTURE');
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute(
      'srcset',
      `/media/i/${ID}-480.webp 480w, /media/i/${ID}-960.webp 960w, /media/i/${ID}-1200.webp 1200w, /media/i/${ID}-1600.webp 1600w`,
    );
    expect(source).toHaveAttribute('sizes', SIZES);
    expect(img).toHaveAttribute(
      'srcset',
      `/media/i/${ID}-480.jpg 480w, /media/i/${ID}-960.jpg 960w, /media/i/${ID}-1200.jpg 1200w, /media/i/${ID}-1600.jpg 1600w`,
    );
    expect(img).toHaveAttribute('sizes', SIZES);
    expect(img).toHaveAttribute('src', `/media/i/${ID}-960.jpg`);
    // The photo's own size: the browser reserves its shape before a byte arrives.
    expect(img).toHaveAttribute('width', '2400');
    expect(img).toHaveAttribute('height', '1350');
  });

  it('loads lazily by default, and first and ahead of the rest as the priority image', () => {
    const { unmount } = renderScreen(<ArticleImage article={uploaded} sizes={SIZES} />);
    let img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    unmount();

    renderScreen(<ArticleImage article={uploaded} sizes={SIZES} load="priority" />);
    img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('is eager without high priority for the rest of the first row', () => {
    renderScreen(<ArticleImage article={uploaded} sizes={SIZES} load="eager" />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('has an empty alt where it only decorates', () => {
    const { container } = renderScreen(
      <ArticleImage article={uploaded} sizes={SIZES} decorative />,
    );
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('takes a PNG’s own files for the <img>', () => {
    const sources = pictureSources(photo('PNG'));
    expect(sources.src).toBe(`/media/i/${ID}-960.png`);
    expect(sources.srcSet?.startsWith(`/media/i/${ID}-480.png 480w, `)).toBe(true);
    expect(sources.webpSrcSet?.startsWith(`/media/i/${ID}-480.webp 480w, `)).toBe(true);
  });
});

describe('ArticleImage, a pasted address', () => {
  it('is one plain <img> in the same box', () => {
    const { container } = renderScreen(<ArticleImage article={pasted} sizes={SIZES} />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', 'https://example.com/metro.jpg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img).toHaveAttribute('alt', '');
    expect(container.querySelector('picture')).not.toBeInTheDocument();
  });
});

describe('ArticleImage, the fallback', () => {
  it('shows the category’s colours and name when the image fails, never a broken image', () => {
    const { container } = renderScreen(<ArticleImage article={pasted} sizes={SIZES} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).not.toBeInTheDocument();
    const fallback = container.querySelector('[data-image-fallback]');
    expect(fallback).toHaveTextContent('Technology');
    // No alt text: nothing to say, so screen readers skip it (the badge names the category).
    expect(fallback).toHaveAttribute('aria-hidden', 'true');
  });

  it('says the alt text in place of a broken uploaded photo', () => {
    renderScreen(<ArticleImage article={uploaded} sizes={SIZES} lang="en" />);
    fireEvent.error(screen.getByRole('img'));
    const fallback = screen.getByRole('img', { name: 'Fans waving flags at the stadium' });
    expect(fallback).toHaveAttribute('data-image-fallback');
    expect(fallback).toHaveTextContent('Sports');
  });

  it('shows for an empty address, in Telugu too', () => {
    const { container } = renderScreen(
      <ArticleImage article={{ ...pasted, mediaUrl: '' }} sizes={SIZES} />,
      { language: 'te' },
    );
    expect(container.querySelector('img')).not.toBeInTheDocument();
    expect(container.querySelector('[data-image-fallback]')).toHaveTextContent(
      te.categories.TECHNOLOGY,
    );
  });

  it('catches an image that failed before React listened for its error', async () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const decode = vi.fn(() => Promise.reject(new Error('EncodingError')));
    HTMLImageElement.prototype.decode = decode;
    try {
      const { container } = renderScreen(
        <ArticleImage article={pasted} sizes={SIZES} load="priority" />,
      );
      await waitFor(() =>
        expect(container.querySelector('[data-image-fallback]')).toBeInTheDocument(),
      );
      expect(decode).toHaveBeenCalled();
    } finally {
      // @ts-expect-error jsdom has no decode(); the test lent it one.
      delete HTMLImageElement.prototype.decode;
    }
  });

  it('keeps a loaded image that only lacks an intrinsic width (an SVG)', async () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const decode = vi.fn(() => Promise.resolve());
    HTMLImageElement.prototype.decode = decode;
    try {
      const { container } = renderScreen(
        <ArticleImage
          article={{ ...pasted, mediaUrl: '/media/seed/a.svg' }}
          sizes={SIZES}
          load="eager"
        />,
      );
      await waitFor(() => expect(decode).toHaveBeenCalled());
      await Promise.resolve();
      expect(container.querySelector('img')).toBeInTheDocument();
      expect(container.querySelector('[data-image-fallback]')).not.toBeInTheDocument();
    } finally {
      // @ts-expect-error jsdom has no decode(); the test lent it one.
      delete HTMLImageElement.prototype.decode;
    }
  });
});
