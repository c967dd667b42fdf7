import crypto from 'node:crypto';
import { CATEGORY_COLOURS, CATEGORY_NAMES, Category, type CategoryName } from '@news/contract';

/** Each category's GraphQL name, by its REST spelling. */
const NAME_OF = Object.fromEntries(CATEGORY_NAMES.map((name) => [Category[name], name])) as Record<
  Category,
  CategoryName
>;

/** A simple white pictogram for each category, drawn in a 240x240 box. */
const PICTOGRAMS: Record<Category, string> = {
  Politics:
    '<path d="M120 20 L220 70 H20 Z"/><rect x="20" y="78" width="200" height="14"/><rect x="38" y="100" width="22" height="90"/><rect x="84" y="100" width="22" height="90"/><rect x="134" y="100" width="22" height="90"/><rect x="180" y="100" width="22" height="90"/><rect x="10" y="198" width="220" height="22"/>',
  Sports:
    '<circle cx="120" cy="120" r="100" fill="none" stroke="#fff" stroke-width="14"/><path d="M40 60 Q120 120 40 180 M200 60 Q120 120 200 180" fill="none" stroke="#fff" stroke-width="10"/>',
  Entertainment:
    '<rect x="20" y="80" width="200" height="140" rx="10"/><path d="M20 40 L210 10 L216 50 L26 80 Z"/><circle cx="120" cy="150" r="36" fill-opacity="0.35"/>',
  Business:
    '<rect x="20" y="150" width="36" height="70"/><rect x="76" y="110" width="36" height="110"/><rect x="132" y="70" width="36" height="150"/><rect x="188" y="30" width="36" height="190"/><path d="M20 120 L100 60 L140 90 L220 20" fill="none" stroke="#fff" stroke-width="10"/>',
  Technology:
    '<rect x="50" y="50" width="140" height="140" rx="14"/><rect x="85" y="85" width="70" height="70" fill-opacity="0.35"/><path d="M80 20v30M120 20v30M160 20v30M80 190v30M120 190v30M160 190v30M20 80h30M20 120h30M20 160h30M190 80h30M190 120h30M190 160h30" stroke="#fff" stroke-width="10"/>',
  Environment:
    '<path d="M30 210 C30 90 110 30 220 20 C215 140 150 210 30 210 Z"/><path d="M30 210 L160 80" stroke-opacity="0.5" stroke="#000" stroke-width="8"/>',
  Announcement:
    '<path d="M30 90 H80 L190 30 V210 L80 150 H30 Z"/><rect x="60" y="150" width="34" height="70" rx="8"/><path d="M205 90 Q225 120 205 150" fill="none" stroke="#fff" stroke-width="10"/>',
};

/**
 * A 16:9 illustration for a seeded article: the category's colours and pictogram, with a
 * pattern of circles drawn from the slug, so each article's image differs.
 */
export function seedImageSvg(slug: string, category: Category): string {
  const [from, to] = CATEGORY_COLOURS[NAME_OF[category]];
  const bytes = crypto.createHash('sha256').update(slug).digest();
  const byte = (i: number) => bytes[i % bytes.length] ?? 0;
  const circles = Array.from({ length: 6 }, (_, i) => {
    const cx = 40 + ((byte(i * 3) * 1120) >> 8);
    const cy = 30 + ((byte(i * 3 + 1) * 615) >> 8);
    const r = 40 + ((byte(i * 3 + 2) * 180) >> 8);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${(0.05 + (byte(i + 20) % 8) / 100).toFixed(2)}"/>`;
  }).join('');
  const angle = byte(30) % 90;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675" role="img">',
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="1200" height="675" fill="url(#g)"/>',
    circles,
    `<g transform="translate(480 217)" fill="#fff" fill-opacity="0.92">${PICTOGRAMS[category]}</g>`,
    '</svg>',
    '',
  ].join('\n');
}
