import fsp from 'node:fs/promises';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_DIR } from '../../src/app.js';
import { ShareImages } from '../../src/modules/media/share.js';

const SEED = 'agritech-startup-soil-testing-kiosks';
const log = { warn: () => undefined } as never;

const tempDirs: string[] = [];
function cacheDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-share-test-'));
  tempDirs.push(dir);
  return dir;
}
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The address name `describe` gives the seed illustration. */
async function nameOf(shareImages: ShareImages) {
  const image = await shareImages.describe({ mediaUrl: `/media/seed/${SEED}.svg`, image: null });
  return image!.url.split('/').at(-1)!;
}

describe('ShareImages', () => {
  it('makes a JPEG once for requests that arrive together, and another process reads it', async () => {
    const dir = cacheDir();
    const seedDir = path.join(MEDIA_DIR, 'seed');
    const writes = vi.spyOn(fsp, 'writeFile');
    const first = new ShareImages(seedDir, dir, log);
    const name = await nameOf(first);
    const files = await Promise.all(Array.from({ length: 8 }, () => first.file(name)));
    expect(writes).toHaveBeenCalledTimes(1);
    for (const file of files) expect(file!.equals(files[0]!)).toBe(true);
    expect(await sharp(files[0]).metadata()).toMatchObject({ format: 'jpeg', width: 1200 });
    // Written whole under a temporary name, then renamed: only the JPEG is left.
    expect(fs.readdirSync(dir)).toEqual([name]);

    const second = new ShareImages(seedDir, dir, log);
    const again = await second.file(name);
    expect(again!.equals(files[0]!)).toBe(true);
    expect(writes).toHaveBeenCalledTimes(1);
  });

  it('reads only files of the seed directory, of a bounded size', async () => {
    const seedDir = cacheDir();
    const outside = cacheDir();
    fs.writeFileSync(
      path.join(outside, 'secret.svg'),
      fs.readFileSync(path.join(MEDIA_DIR, 'seed', `${SEED}.svg`)),
    );
    fs.writeFileSync(
      path.join(seedDir, 'huge.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${' '.repeat(300_000)}</svg>`,
    );
    const shareImages = new ShareImages(seedDir, cacheDir(), log);
    for (const mediaUrl of ['/media/seed/huge.svg', '/media/seed/../secret.svg']) {
      expect(await shareImages.describe({ mediaUrl, image: null })).toBeNull();
    }
    expect(await shareImages.file('huge-0123456789abcdef.jpg')).toBeUndefined();
  });
});
