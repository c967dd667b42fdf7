/*
 * Photos and hostile files for the upload tests and the bench, made on the spot with sharp and
 * zlib: nothing binary is checked in.
 */
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';

/**
 * Pixels that compress like a photograph's: soft gradients and blotches with grain, rather than
 * flat colour (which compresses to nothing) or pure noise (which does not compress at all).
 */
export function photographicPixels(width: number, height: number, seed = 1): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed >>> 0 || 1;
  const random = () => {
    // xorshift32: fast and repeatable.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  // Texture at several scales (value noise: random grids, interpolated), as leaves, walls and
  // faces have, so that downscaled files keep detail as a photograph's do.
  const octaves = [3, 11, 41].map((cell, i) => {
    const columns = Math.ceil(width / cell) + 2;
    const rows = Math.ceil(height / cell) + 2;
    const grid = new Float32Array(columns * rows).map(() => random() - 0.5);
    return { cell, columns, grid, amplitude: [22, 26, 30][i]! };
  });
  const texture = (x: number, y: number) => {
    let sum = 0;
    for (const { cell, columns, grid, amplitude } of octaves) {
      const gx = x / cell;
      const gy = y / cell;
      const x0 = Math.floor(gx);
      const y0 = Math.floor(gy);
      const fx = gx - x0;
      const fy = gy - y0;
      const at = (cx: number, cy: number) => grid[cy * columns + cx]!;
      const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
      const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
      sum += (top * (1 - fy) + bottom * fy) * amplitude;
    }
    return sum;
  };
  const blobs = Array.from({ length: 12 }, () => ({
    x: random() * width,
    y: random() * height,
    r: (0.1 + random() * 0.3) * Math.max(width, height),
    c: [random() * 160 - 80, random() * 160 - 80, random() * 160 - 80],
  }));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let r = 60 + (140 * x) / width;
      let g = 90 + (100 * y) / height;
      let b = 150 - (80 * (x + y)) / (width + height);
      for (const blob of blobs) {
        const d = Math.hypot(x - blob.x, y - blob.y) / blob.r;
        if (d < 1) {
          const k = (1 - d) * (1 - d);
          r += blob.c[0]! * k;
          g += blob.c[1]! * k;
          b += blob.c[2]! * k;
        }
      }
      const grain = (random() - 0.5) * 12 + texture(x, y);
      const i = (y * width + x) * 3;
      pixels[i] = Math.max(0, Math.min(255, r + grain));
      pixels[i + 1] = Math.max(0, Math.min(255, g + grain));
      pixels[i + 2] = Math.max(0, Math.min(255, b + grain));
    }
  }
  return pixels;
}

export interface PhotoOptions {
  format?: 'jpeg' | 'png';
  /** EXIF orientation to write (6: the camera was turned a quarter clockwise). */
  orientation?: number;
  /** Write GPS coordinates into the EXIF data. */
  gps?: boolean;
  /** PNG with an alpha channel. */
  alpha?: boolean;
  seed?: number;
}

/** A photo `width` x `height` as stored (before its orientation is applied). */
export async function photo(width: number, height: number, options: PhotoOptions = {}) {
  let image = sharp(photographicPixels(width, height, options.seed), {
    raw: { width, height, channels: 3 },
  });
  if (options.alpha) image = image.ensureAlpha(0.5);
  image = options.format === 'png' ? image.png() : image.jpeg({ quality: 90 });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  if (options.gps) {
    image = image.withExifMerge({
      IFD0: { Make: 'TestCam', Model: 'Fixture 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '17/1 23/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '78/1 29/1 5678/100',
      },
    });
  }
  return image.toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG of `width` x `height` black 1-bit pixels: a few hundred KB that would decode to
 * width x height pixels (20000 x 20000 is 400 million, 1.2 GB as RGB).
 */
export function bombPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = 1 + Math.ceil(width / 8); // a filter byte, then the bits
  const data = zlib.deflateSync(Buffer.alloc(row * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', data),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface Part {
  name: string;
  /** Absent for a plain field. */
  filename?: string;
  type?: string;
  data: Buffer | string;
}

/** A multipart/form-data body and its content type. */
export function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----news-test-${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.type) head.push(`Content-Type: ${part.type}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'));
    chunks.push(typeof part.data === 'string' ? Buffer.from(part.data) : part.data);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** One file in the part named `file`. */
export const filePart = (data: Buffer | string, filename = 'photo.jpg', type = 'image/jpeg') =>
  multipart([{ name: 'file', filename, type, data }]);
