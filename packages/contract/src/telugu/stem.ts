import { normaliseTelugu } from './normalise.js';

/**
 * A light Telugu stemmer, after Lucene's TeluguStemmer: endings are taken off a normalised word
 * in three steps, at most one ending each, the longest first. Telugu joins case endings and
 * postpositions to the noun (హైదరాబాద్‌లో, రైతులకు), after the plural or its oblique form
 * (రైతులు, రైతుల), and a noun's own last sound changes before them (ప్రభుత్వం, ప్రభుత్వానికి;
 * సినిమా, సినిమాలు): these are the rows of TELUGU_ENDINGS, written as readers write them and
 * normalised once here.
 */
export const TELUGU_ENDINGS = {
  /** Case endings and postpositions, and those joined to a plural or a noun's oblique form. */
  case: [
    'ల్లోకి',
    'ల్లోని',
    'ల్లో',
    'ానికి',
    'ాన్ని',
    'నుంచి',
    'నుండి',
    'లోకి',
    'లోని',
    'లోను',
    'వరకు',
    'కోసం',
    'పైన',
    'లో',
    'కు',
    'కి',
    'ని',
    'ను',
    'తో',
    'పై',
    'గా',
    'చే',
    'కై',
  ],
  /** Plurals and the plural's oblique form (రైతుల before కు). */
  plural: ['ళ్లు', 'ళ్ళు', 'డ్లు', 'లు', 'ల'],
  /** A noun's last sound, which its other forms change: -ం/-ము, -డు/-డి, a final -ా. */
  final: ['ము', 'డు', 'డి', 'ం', 'ా'],
} as const;

type Step = keyof typeof TELUGU_ENDINGS;
const STEPS: readonly Step[] = ['case', 'plural', 'final'];
const VIRAMA = '\u0C4D';

/** The endings of each step, normalised as words are, longest first. */
const ENDINGS: Record<Step, string[]> = Object.fromEntries(
  STEPS.map((step) => [
    step,
    TELUGU_ENDINGS[step].map(normaliseTelugu).sort((a, b) => b.length - a.length),
  ]),
) as Record<Step, string[]>;

/**
 * The fewest syllables a stem keeps, so that a short word whose last letters look like an
 * ending (పని, నాని, పాలు, మేలు) keeps them.
 */
export const TELUGU_STEM_MIN_SYLLABLES = 2;

/** Syllables: letters (consonants, vowels) not joined by a virama to the next letter. */
export function syllables(word: string): number {
  return word.match(SYLLABLE)?.length ?? 0;
}
const SYLLABLE = /\p{L}(?!\u0C4D)/gu;

/**
 * Whether `ending` may come off `word` in `step`. A case ending may follow a consonant with a
 * virama (హైదరాబాద్‌లో, మార్కెట్‌కు) unless that consonant is the ending's own doubled (హక్కు,
 * పెన్ని): a doubled consonant is part of the word. Plurals and a noun's last sound never follow
 * a virama (ఇల్లు, రెడ్డి keep theirs).
 */
function strippable(word: string, ending: string, step: Step): boolean {
  if (!word.endsWith(ending)) return false;
  const stem = word.slice(0, -ending.length);
  if (syllables(stem) < TELUGU_STEM_MIN_SYLLABLES) return false;
  if (!stem.endsWith(VIRAMA) || ending.startsWith('\u0C3E')) return true;
  return step === 'case' && stem.at(-2) !== ending[0];
}

/**
 * The stem of a Telugu word: normalised (normaliseTelugu), with a case ending, a plural and a
 * noun's last sound taken off (TELUGU_ENDINGS). `రైతులకు`, `రైతులు` and `రైతు` share one.
 */
export function teluguStem(word: string): string {
  let stem = normaliseTelugu(word);
  for (const step of STEPS) {
    const ending = ENDINGS[step].find((e) => strippable(stem, e, step));
    if (ending) stem = stem.slice(0, -ending.length);
  }
  return stem;
}
