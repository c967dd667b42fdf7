/*
 * The picture link previews show for an article (Open Graph, X cards). WhatsApp, Facebook and X
 * render no SVG, so an illustration of this site's own (the seed's `/media/seed/{name}.svg`) is
 * rasterised once into a 1200 px JPEG and kept under DATA_DIR: it is made from a file shipped
 * with the api, so every process can make the same bytes again and none needs to tell another
 * (a process, or a machine, that finds no copy makes its own once). Nothing else is rasterised:
 * only files of the seed directory, by a strict name, of a bounded size; no URL is ever fetched.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { ImageFormat, type Image, type ShareImage } from '../../domain.js';

/** Link previews' preferred width (Facebook and X ask for 1200 px). */
export const SHARE_WIDTH = 1200;
const JPEG = { quality: 82, mozjpeg: true } as const;
/**
 * Part of each address's hash with the SVG's bytes: a change to how pictures are made gives new
 * addresses, since an address is cached for a year.
 */
const RASTER_VERSION = `svg-jpeg:${SHARE_WIDTH}:${JPEG.quality}:1`;
/** A seed illustration's name: lower-case words joined by hyphens, as the seed's slugs are. */
const NAME = '[a-z0-9]+(?:-[a-z0-9]+)*';
const SEED_PATH = new RegExp(`^/media/seed/(${NAME})\\.svg$`);
/** `/media/share/{name}-{hash}.jpg`: the hash is of the SVG's bytes and RASTER_VERSION. */
const SHARE_NAME = new RegExp(`^(${NAME})-([0-9a-f]{16})\\.jpg$`);
const SHARE_NAME_MAX = 200;
/** The seed's SVGs are about a kilobyte; anything far larger is not one of them. */
const SVG_BYTES_MAX = 256 * 1024;
/** libvips' guard while rendering, should an SVG declare an enormous size. */
const PIXELS_MAX = 50_000_000;

interface SeedSvg {
  name: string;
  hash: string;
  svg: Buffer;
  /** The SVG's own size (its width and height, or its viewBox). */
  width: number;
  height: number;
}

const isMissing = (err: unknown) => {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
};

/** Whether an address names an SVG (by its path's extension, as servers serve them). */
function isSvg(url: string): boolean {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://site.invalid').pathname);
  } catch {
    return true;
  }
  return /\.svgz?$/i.test(pathname);
}

/**
 * An uploaded photo's file for previews: its 1200 px file (or the widest narrower one, for a
 * smaller photo), in JPEG for a JPEG photo and in WebP for a PNG one (a PNG photo's own file is
 * several times larger, and previews read WebP).
 */
export function photoShareImage(image: Image): ShareImage | null {
  const type = image.type === ImageFormat.JPEG ? ImageFormat.JPEG : ImageFormat.WEBP;
  const files = image.variants.filter((v) => v.type === type);
  const file = files.filter((v) => v.width <= SHARE_WIDTH).at(-1) ?? files[0];
  return file ? { url: file.url, width: file.width, height: file.height, type: file.type } : null;
}

export class ShareImages {
  /** The seed's SVGs read so far, by name (only ones that exist: at most the seed's files). */
  private readonly seeds = new Map<string, Promise<SeedSvg | undefined>>();
  /** JPEGs made or read from disk, by address name: each is made at most once per process. */
  private readonly rasters = new Map<string, Promise<Buffer>>();

  constructor(
    /** The seed's illustrations (api/media/seed). */
    private readonly seedDir: string,
    /** Where the JPEGs are kept (DATA_DIR/share-images). */
    private readonly cacheDir: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * The preview picture of an article's image: the uploaded photo's file; for a seed
   * illustration its JPEG's address and size (known from the SVG, without rasterising); any
   * other address as it is, size and type unknown; null for an SVG from elsewhere, or a seed
   * address with no file behind it.
   */
  async describe(article: { mediaUrl: string; image: Image | null }): Promise<ShareImage | null> {
    if (article.image) return photoShareImage(article.image);
    const url = article.mediaUrl;
    const seed = SEED_PATH.exec(url);
    if (seed) {
      const svg = await this.seed(seed[1]!);
      if (!svg) return null;
      return {
        url: `/media/share/${svg.name}-${svg.hash}.jpg`,
        width: SHARE_WIDTH,
        height: Math.round((SHARE_WIDTH * svg.height) / svg.width),
        type: ImageFormat.JPEG,
      };
    }
    if (url === '' || isSvg(url)) return null;
    return { url, width: null, height: null, type: null };
  }

  /**
   * The JPEG behind `/media/share/{name}`, or undefined when the name is not the current
   * address of a seed illustration. Read from disk when a process made it before; otherwise
   * made here, once however many ask at the same moment, and written for the next process.
   */
  async file(name: string): Promise<Buffer | undefined> {
    const match = name.length <= SHARE_NAME_MAX ? SHARE_NAME.exec(name) : null;
    if (!match) return undefined;
    const svg = await this.seed(match[1]!);
    if (!svg || svg.hash !== match[2]) return undefined;
    let raster = this.rasters.get(name);
    if (!raster) {
      raster = this.readOrMake(name, svg);
      this.rasters.set(name, raster);
      // A failure is not kept: the next request tries again.
      raster.catch(() => this.rasters.delete(name));
    }
    return raster;
  }

  private seed(name: string): Promise<SeedSvg | undefined> {
    let seed = this.seeds.get(name);
    if (!seed) {
      seed = this.readSeed(name);
      this.seeds.set(name, seed);
      // Only files that exist are remembered, so made-up names never fill the map.
      void seed.then(
        (found) => found ?? this.seeds.delete(name),
        () => this.seeds.delete(name),
      );
    }
    return seed;
  }

  private async readSeed(name: string): Promise<SeedSvg | undefined> {
    // `name` is lower-case words and hyphens (NAME): no separator, no dot, so no other directory.
    const file = path.join(this.seedDir, `${name}.svg`);
    let svg: Buffer;
    try {
      const handle = await fs.open(file, 'r');
      try {
        const stat = await handle.stat();
        if (!stat.isFile() || stat.size > SVG_BYTES_MAX) return undefined;
        svg = await handle.readFile();
      } finally {
        await handle.close();
      }
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
    const { width, height } = await sharp(svg, { limitInputPixels: PIXELS_MAX }).metadata();
    if (!width || !height) return undefined;
    const hash = crypto
      .createHash('sha256')
      .update(RASTER_VERSION)
      .update(svg)
      .digest('hex')
      .slice(0, 16);
    return { name, hash, svg, width, height };
  }

  private async readOrMake(name: string, svg: SeedSvg): Promise<Buffer> {
    const file = path.join(this.cacheDir, name);
    try {
      return await fs.readFile(file);
    } catch (err) {
      if (!isMissing(err)) throw err;
    }
    // Rendered at the density that makes it SHARE_WIDTH wide, so nothing is scaled up blurred.
    const jpeg = await sharp(svg.svg, {
      density: (72 * SHARE_WIDTH) / svg.width,
      limitInputPixels: PIXELS_MAX,
    })
      .resize({ width: SHARE_WIDTH })
      .flatten({ background: '#ffffff' })
      .jpeg(JPEG)
      .toBuffer();
    await this.keep(file, jpeg);
    return jpeg;
  }

  /** Written whole and renamed, so another process never reads half a file. */
  private async keep(file: string, data: Buffer): Promise<void> {
    const temp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    try {
      await fs.mkdir(this.cacheDir, { recursive: true });
      await fs.writeFile(temp, data, { flag: 'wx', mode: 0o644 });
      await fs.rename(temp, file);
    } catch (err) {
      // Served all the same; the next process makes it again.
      await fs.rm(temp, { force: true }).catch(() => undefined);
      this.log.warn({ err }, 'could not keep a share picture');
    }
  }
}
