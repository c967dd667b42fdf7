/*
 * Turning an uploaded file into the stored files of a photo, with sharp (libvips). The type is
 * judged from the bytes; the pixel count is read from the header before anything is decoded, so
 * a decompression bomb (a few KB that would decode to gigabytes) is refused cheaply; the photo is
 * decoded once, strictly (a truncated file is an error, not a grey half), and every file written
 * from that one decode has no metadata (EXIF, GPS, XMP, ICC) and its orientation applied.
 */
import crypto from 'node:crypto';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { IMAGE_WIDTHS, ImageFormat, UPLOAD } from '../../domain.js';
import { uploadRefused } from '../../lib/errors.js';

// libvips' operation cache keeps decoded images around for reuse; uploads are never repeated, so
// it would only hold memory.
sharp.cache(false);

/** The two formats an upload may be, and what the photo's own-format files are. */
export type PhotoType = typeof ImageFormat.JPEG | typeof ImageFormat.PNG;

const EXTENSIONS: Record<ImageFormat, string> = {
  [ImageFormat.JPEG]: 'jpg',
  [ImageFormat.PNG]: 'png',
  [ImageFormat.WEBP]: 'webp',
};

/** A stored file's name: the hash of its bytes (32 hex digits), its width and its format. */
export const FILE_NAME = /^[0-9a-f]{32}-[1-9][0-9]{0,4}\.(?:webp|jpg|png)$/;

/** The MIME type of a stored file, from its name. */
export function typeOfName(name: string): ImageFormat | undefined {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  return (Object.keys(EXTENSIONS) as ImageFormat[]).find((t) => EXTENSIONS[t] === extension);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What the bytes are, by their signature (never the name or the declared type). */
export function sniff(bytes: Buffer): PhotoType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return ImageFormat.JPEG;
  }
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return ImageFormat.PNG;
  return undefined;
}

/** The first 32 hex digits of the SHA-256 of the bytes: image ids and file names. */
export const contentHash = (bytes: Buffer) =>
  crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 32);

export interface ProcessedFile {
  name: string;
  width: number;
  height: number;
  type: ImageFormat;
  data: Buffer;
}

export interface ProcessedPhoto {
  /** The photo's size, orientation applied. */
  width: number;
  height: number;
  type: PhotoType;
  /** Narrowest first, WebP before the photo's own format at each width. */
  files: ProcessedFile[];
}

/**
 * The widths made of a photo `width` px wide: IMAGE_WIDTHS below it, and then its own width
 * standing in for those above it (never enlarged): 4000 px gives 480, 960, 1200, 1600; 1000 px
 * gives 480, 960, 1000; 300 px gives 300.
 */
export function widthsFor(width: number): number[] {
  const widest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  return [...IMAGE_WIDTHS.filter((w) => w < Math.min(width, widest)), Math.min(width, widest)];
}

const INPUT = {
  // A truncated or corrupt file is refused, not decoded into a grey half.
  failOn: 'truncated',
  // libvips' own guard, should the header lie.
  limitInputPixels: UPLOAD.pixelsMax,
  // One pass, top to bottom: libvips streams the decode instead of holding the whole image.
  sequentialRead: true,
} as const;

/** Reads the header only: the format, the size and the orientation. */
async function inspect(bytes: Buffer, type: PhotoType) {
  let metadata: Metadata;
  try {
    // Only the header is read; the pixel limit is checked below, with its own reason.
    metadata = await sharp(bytes, { ...INPUT, limitInputPixels: false }).metadata();
  } catch {
    throw uploadRefused('DAMAGED');
  }
  const expected = type === ImageFormat.JPEG ? 'jpeg' : 'png';
  if (metadata.format !== expected || !metadata.width || !metadata.height) {
    throw uploadRefused('DAMAGED');
  }
  if (metadata.width * metadata.height > UPLOAD.pixelsMax) throw uploadRefused('TOO_MANY_PIXELS');
  // Orientations 5 to 8 turn the photo a quarter.
  const turned = (metadata.orientation ?? 1) >= 5;
  return {
    width: turned ? metadata.height : metadata.width,
    height: turned ? metadata.width : metadata.height,
  };
}

function encode(image: Sharp, type: ImageFormat): Sharp {
  switch (type) {
    case ImageFormat.JPEG:
      return image.jpeg({ quality: 80, mozjpeg: true, progressive: true });
    case ImageFormat.PNG:
      // A palette of up to 256 colours, dithered: a fifth of the size of truecolour for a photo,
      // far less for a screenshot or a chart, and the WebP file beside it is what browsers take
      // anyway. Higher efforts cost seconds (measured: 1200 px, effort 7 3.5 s, 1 0.6 s) for a
      // few per cent.
      return image.png({ compressionLevel: 9, palette: true, effort: 1 });
    default:
      return image.webp({ quality: 80, effort: 4 });
  }
}

/**
 * The photo's stored files. Refuses (field `file`) what is not a whole JPEG or PNG of at most
 * UPLOAD.pixelsMax pixels. Never throws anything else for bad input: sharp's errors become
 * DAMAGED.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (bytes.length === 0) throw uploadRefused('EMPTY');
  const type = sniff(bytes);
  if (!type) throw uploadRefused('WRONG_TYPE');
  const size = await inspect(bytes, type);
  const widths = widthsFor(size.width);
  const widest = widths[widths.length - 1]!;

  // One decode, oriented and shrunk to the widest file (JPEG shrinks while decoding), into raw
  // pixels that every file is made from: a 4000x3000 photo holds 1600x1200x3 bytes, not 36 MB.
  let raw: { data: Buffer; info: OutputInfo };
  try {
    raw = await sharp(bytes, INPUT)
      .rotate()
      .resize({ width: widest, withoutEnlargement: true })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw uploadRefused('DAMAGED');
  }
  const { info } = raw;
  const source = () =>
    sharp(raw.data, {
      raw: { width: info.width, height: info.height, channels: info.channels },
    });

  const files: ProcessedFile[] = [];
  for (const width of widths) {
    for (const format of [ImageFormat.WEBP, type]) {
      const resized = width < info.width ? source().resize({ width }) : source();
      const out = await encode(resized, format).toBuffer({ resolveWithObject: true });
      files.push({
        name: `${contentHash(out.data)}-${out.info.width}.${EXTENSIONS[format]}`,
        width: out.info.width,
        height: out.info.height,
        type: format,
        data: out.data,
      });
    }
  }
  return { ...size, type, files };
}

/**
 * At most `max` tasks at a time; the others wait in line, at most `queueMax` of them (each holds
 * its upload in memory), beyond which `acquire` answers false.
 */
export class Limiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly max: number,
    private readonly queueMax: number,
  ) {}

  async run<T>(task: () => Promise<T>, full: () => Error): Promise<T> {
    if (this.running >= this.max) {
      if (this.waiting.length >= this.queueMax) throw full();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
