/**
 * Chakra's global CSS defines every design token as a custom property (about 500: every colour of
 * every palette, in light and dark) and every animation's keyframes (about thirty), and a reader
 * page uses a third of the one and none of the other. A page's style is written with only what it
 * reads: the custom properties its own CSS and markup name in `var()`, those the global CSS's
 * other rules name, and those these name in turn; the keyframes an animation among them names.
 */

// A name may hold escaped characters: Chakra writes `--chakra-spacing-0\.5` and `--chakra-sizes-1\/2`.
const NAME = String.raw`--(?:[\w-]|\\.)+`;
const DECLARATION = new RegExp(String.raw`(${NAME})\s*:([^;{}]*)(;|(?=\}))`, 'g');
const REFERENCE = new RegExp(String.raw`var\(\s*(${NAME})`, 'g');
const KEYFRAMES = /@(?:-webkit-)?keyframes\s+([\w-]+)\s*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g;
/** The values that may name keyframes: an animation's, or a custom property's an animation reads. */
const ANIMATION_VALUE = /(?:animation(?:-name)?|--[\w-]+)\s*:([^;{}]*)/g;

const referencesIn = (text: string) => [...text.matchAll(REFERENCE)].map(([, name]) => name!);

const animationNamesIn = (text: string) =>
  new Set([...text.matchAll(ANIMATION_VALUE)].flatMap(([, value]) => value!.split(/[\s,]+/)));

type Piece = string | { property: string; text: string } | { keyframes: string; text: string };

export interface GlobalCss {
  /** The CSS for a page whose own CSS and markup are `page`. */
  forPage(...page: string[]): string;
}

/** Reads the global stylesheet's custom properties and keyframes once, for pages to keep what they use. */
export function globalCss(css: string): GlobalCss {
  const pieces: Piece[] = [];
  const references = new Map<string, Set<string>>();
  let rest = '';
  let last = 0;
  const text = (upTo: number) => {
    const between = css.slice(last, upTo);
    rest += between;
    pieces.push(between);
  };
  const keyframes = [...css.matchAll(KEYFRAMES)];
  for (const match of css.matchAll(DECLARATION)) {
    const [declaration, property, value] = match as unknown as [string, string, string];
    // A custom property inside keyframes is part of them.
    if (keyframes.some((k) => match.index > k.index && match.index < k.index + k[0].length)) {
      continue;
    }
    for (const k of keyframes) {
      if (k.index >= last && k.index < match.index) {
        text(k.index);
        pieces.push({ keyframes: k[1]!, text: k[0] });
        last = k.index + k[0].length;
      }
    }
    text(match.index);
    pieces.push({ property, text: declaration });
    last = match.index + declaration.length;
    const named = references.get(property) ?? new Set<string>();
    for (const ref of referencesIn(value)) named.add(ref);
    references.set(property, named);
  }
  for (const k of keyframes) {
    if (k.index >= last) {
      text(k.index);
      pieces.push({ keyframes: k[1]!, text: k[0] });
      last = k.index + k[0].length;
    }
  }
  text(css.length);
  // What the stylesheet's own rules read, and the animations they name, whatever the page.
  const always = referencesIn(rest);
  const ruleAnimations = animationNamesIn(rest);

  return {
    forPage(...page) {
      const keep = new Set<string>();
      const pending = [...always, ...page.flatMap(referencesIn)];
      while (pending.length > 0) {
        const name = pending.pop()!;
        if (keep.has(name)) continue;
        keep.add(name);
        for (const ref of references.get(name) ?? []) pending.push(ref);
      }
      const kept = pieces.map((piece) =>
        typeof piece === 'string' || 'keyframes' in piece
          ? piece
          : keep.has(piece.property)
            ? piece.text
            : '',
      );
      const keptProperties = pieces.flatMap((piece) =>
        typeof piece !== 'string' && 'property' in piece && keep.has(piece.property)
          ? [piece.text]
          : [],
      );
      const animations = new Set([
        ...ruleAnimations,
        ...animationNamesIn(keptProperties.join('') + page.join('')),
      ]);
      return kept
        .map((piece) =>
          typeof piece === 'string' ? piece : animations.has(piece.keyframes) ? piece.text : '',
        )
        .join('');
    },
  };
}
