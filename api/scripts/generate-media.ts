/** Rebuilds api/media/seed/: one image per seeded article. Run with `npm run media`. */
import fs from 'node:fs';
import path from 'node:path';
import { MEDIA_DIR } from '../src/app.js';
import { seedArticles } from '../src/db/seed/articles.js';
import { seedImageSvg } from '../src/db/seed/images.js';

const dir = path.join(MEDIA_DIR, 'seed');
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
for (const article of seedArticles) {
  fs.writeFileSync(
    path.join(dir, `${article.slug}.svg`),
    seedImageSvg(article.slug, article.category),
  );
}
console.log(`Wrote ${seedArticles.length} images to ${path.relative(process.cwd(), dir)}`);
