import fs from 'node:fs';
import path from 'node:path';
import type { RestImage } from '@news/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, Page } from '../../src/domain.js';
import { bearer, startApi, type ErrorBody, type TestApi } from '../helpers.js';
import { filePart, photo } from '../media-fixtures.js';

/*
 * Link previews need raster pictures: every article's `shareImage`, and the JPEGs the api makes
 * once from its own SVG illustrations under /media/share/.
 */

const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const SEED = 'agritech-startup-soil-testing-kiosks';
const SHARE_URL = new RegExp(`^/media/share/${SEED}-([0-9a-f]{16})\\.jpg$`);

let api: TestApi;
let token: string;

beforeAll(async () => {
  api = await startApi();
  token = await api.adminToken();
});
afterAll(() => api.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  api.inject({ method: 'GET', url, headers });

async function uploaded(bytes: Buffer, filename: string, type: string): Promise<RestImage> {
  const { body, contentType } = filePart(bytes, filename, type);
  const res = await api.inject({
    method: 'POST',
    url: '/Media',
    headers: { ...bearer(token), 'content-type': contentType },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<RestImage>();
}

const withImage = (mediaUrl: string) => api.createArticle(token, { mediaUrl, status: 'published' });

describe('shareImage of a seed illustration', () => {
  let article: Article;

  beforeAll(async () => {
    article = await withImage(`/media/seed/${SEED}.svg`);
  });

  it('names a 1200 px JPEG, its size known from the SVG', () => {
    const { url, ...size } = article.shareImage!;
    expect(url).toMatch(SHARE_URL);
    expect(size).toEqual({ width: 1200, height: 675, type: 'image/jpeg' });
  });

  it('serves a valid 1200 px JPEG, cached for a year, and keeps it under DATA_DIR', async () => {
    const url = article.shareImage!.url;
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBe(`"${url.split('/').at(-1)}"`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(MEDIA_CSP);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 675 });
    // A full decode: not a truncated or broken file.
    const { info } = await sharp(res.rawPayload, { failOn: 'truncated' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 1200, height: 675 });
    const kept = path.join(api.dataDir, 'share-images', url.split('/').at(-1)!);
    expect(fs.readFileSync(kept).equals(res.rawPayload)).toBe(true);

    const again = await get(url, { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('is served from the kept file by another api process sharing DATA_DIR', async () => {
    const url = article.shareImage!.url;
    const first = await get(url);
    const other = await startApi({}, { dataDir: api.dataDir });
    try {
      const res = await other.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(first.rawPayload)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('is in lists too, when Fields asks for it or names nothing', async () => {
    const asked = await get('/Articles?PageSize=100&Fields=id,shareImage');
    const listed = asked.json<Page<Partial<Article>>>().data.find((a) => a.id === article.id);
    expect(listed).toEqual({ id: article.id, shareImage: article.shareImage });
    const whole = await get('/Articles?PageSize=100');
    const all = whole.json<Page<Article>>().data.find((a) => a.id === article.id);
    expect(all?.shareImage).toEqual(article.shareImage);
  });
});

describe('GET /media/share/:name refuses anything but a seed illustration', () => {
  it.each([
    ['a hash that is not the illustration’s', `${SEED}-0123456789abcdef.jpg`],
    ['an illustration that does not exist', 'no-such-story-0123456789abcdef.jpg'],
    ['a path climbing out', '..%2F..%2F..%2Fpackage.json'],
    ['a climbing name', `..%2Fseed%2F${SEED}-0123456789abcdef.jpg`],
    ['another format', `${SEED}-0123456789abcdef.png`],
    ['the SVG itself', `${SEED}.svg`],
    ['capital letters', `${SEED.toUpperCase()}-0123456789abcdef.jpg`],
    ['a URL', 'https%3A%2F%2Fexample.com%2Fx.svg'],
  ])('answers 404 for %s', async (_what, name) => {
    const res = await get(`/media/share/${name}`);
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorBody>().errors[0]).toMatchObject({ code: 'NOT_FOUND' });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('makes nothing for a refused name', async () => {
    await get(`/media/share/${SEED}-0123456789abcdef.jpg`);
    const dir = path.join(api.dataDir, 'share-images');
    const kept = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    expect(kept.every((name) => SHARE_URL.test(`/media/share/${name}`))).toBe(true);
    expect(kept.some((name) => name.includes('0123456789abcdef'))).toBe(false);
  });
});

describe('shareImage of other images', () => {
  it('is the 1200 px JPEG of an uploaded JPEG photo', async () => {
    const image = await uploaded(await photo(2000, 1000), 'wide.jpg', 'image/jpeg');
    const article = await api.createArticle(token, {
      imageId: image.id,
      imageAlt: 'A wide field',
      mediaUrl: undefined,
    });
    const file = image.variants.find((v) => v.type === 'image/jpeg' && v.width === 1200)!;
    expect(article.shareImage).toEqual({
      url: file.url,
      width: 1200,
      height: 600,
      type: 'image/jpeg',
    });
  });

  it('is the WebP file of a PNG photo, at its own width when narrower than 1200 px', async () => {
    const image = await uploaded(await photo(700, 500, { format: 'png' }), 'p.png', 'image/png');
    const article = await api.createArticle(token, {
      imageId: image.id,
      imageAlt: 'A chart',
      mediaUrl: undefined,
    });
    const file = image.variants.find((v) => v.type === 'image/webp' && v.width === 700)!;
    expect(article.shareImage).toEqual({
      url: file.url,
      width: 700,
      height: 500,
      type: 'image/webp',
    });
  });

  it('is a pasted raster address as it is, its size and type unknown', async () => {
    for (const mediaUrl of ['https://cdn.example.com/photos/rally.jpg', '/media/other/rally.png']) {
      const article = await withImage(mediaUrl);
      expect(article.shareImage).toEqual({ url: mediaUrl, width: null, height: null, type: null });
    }
  });

  it('is null for an SVG from elsewhere, or an illustration that is not there', async () => {
    for (const mediaUrl of [
      'https://cdn.example.com/chart.svg',
      'https://cdn.example.com/chart.SVG?v=2',
      '/media/seed/no-such-story.svg',
      '/media/uploads/chart.svg',
    ]) {
      expect((await withImage(mediaUrl)).shareImage).toBeNull();
    }
  });
});
