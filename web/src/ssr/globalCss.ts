/**
 * Chakra's global CSS defines every design token as a custom property (about 500: every colour of
 * every palette, in light and dark), and a reader page uses a third of them. A page's style is
 * written with only the ones it reads: those its own CSS and markup name in `var()`, those the
 * global CSS's other rules name, and those these name in turn.
 */

const DECLARATION = /(--[\w-]+)\s*:([^;{}]*)(;|(?=\}))/g;
const REFERENCE = /var\(\s*(--[\w-]+)/g;

const referencesIn = (text: string) => [...text.matchAll(REFERENCE)].map(([, name]) => name!);

export interface CustomProperties {
  /** The CSS with only the custom properties `used` names (and those they name) defined. */
  keepOnly(used: string[]): string;
}

/** Reads a stylesheet's custom property definitions once, for pages to keep what they use. */
export function customProperties(css: string): CustomProperties {
  /** The stylesheet as text between definitions, each definition by its property's name. */
  const pieces: (string | { name: string; text: string })[] = [];
  const references = new Map<string, Set<string>>();
  let rest = '';
  let last = 0;
  for (const match of css.matchAll(DECLARATION)) {
    const [text, name, value] = match as unknown as [string, string, string];
    rest += css.slice(last, match.index);
    pieces.push(css.slice(last, match.index), { name, text });
    last = match.index + text.length;
    const named = references.get(name) ?? new Set<string>();
    for (const ref of referencesIn(value)) named.add(ref);
    references.set(name, named);
  }
  pieces.push(css.slice(last));
  rest += css.slice(last);
  // What the stylesheet's own rules read, whatever the page.
  const always = referencesIn(rest);

  return {
    keepOnly(used) {
      const keep = new Set<string>();
      const pending = [...always, ...used];
      while (pending.length > 0) {
        const name = pending.pop()!;
        if (keep.has(name)) continue;
        keep.add(name);
        for (const ref of references.get(name) ?? []) pending.push(ref);
      }
      return pieces
        .map((piece) =>
          typeof piece === 'string' ? piece : keep.has(piece.name) ? piece.text : '',
        )
        .join('');
    },
  };
}

/** The custom properties a page's CSS or markup names in `var()`. */
export const propertiesUsedBy = (...texts: string[]): string[] => texts.flatMap(referencesIn);
