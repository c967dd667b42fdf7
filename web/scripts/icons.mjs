// Rebuilds the site's raster pictures in public/ from public/favicon.svg (`npm run icons -w web`):
// the web app manifest's icons, the publisher logo structured data names, and the picture link
// previews show for a page that has none of its own.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
const mark = fs.readFileSync(path.join(publicDir, 'favicon.svg'));
const RED = '#b91c1c';

/** The mark drawn `size` px square, alone on a transparent ground. */
const markAt = (size) =>
  sharp(mark, { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toBuffer();

/** The mark centred on the brand red, `inner` px of a `width` x `height` picture. */
async function onRed(width, height, inner) {
  return sharp({ create: { width, height, channels: 4, background: RED } }).composite([
    { input: await markAt(inner), gravity: 'centre' },
  ]);
}

const out = (name) => path.join(publicDir, name);
fs.mkdirSync(out('icons'), { recursive: true });
await sharp(await markAt(192)).toFile(out('icons/icon-192.png'));
await sharp(await markAt(512)).toFile(out('icons/icon-512.png'));
// A maskable icon keeps its mark inside the middle 80 % (the safe zone) on a full-bleed ground.
await (await onRed(512, 512, 360)).png().toFile(out('icons/maskable-512.png'));
await (await onRed(180, 180, 140)).png().toFile(out('icons/apple-touch-icon.png'));
await (await onRed(1200, 630, 360)).jpeg({ quality: 85, mozjpeg: true }).toFile(out('share.jpg'));
console.log('Wrote public/icons/*.png and public/share.jpg');
