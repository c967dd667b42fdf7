/*
 * The other spellings a search word may have been meant as, before any is looked up: English
 * words one edit away, and a Telugu word as it is also commonly written.
 */

const LATIN_WORD = /^[a-z]+$/;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** Shorter English words are too often another real word one letter away to be corrected. */
export const CORRECTED_MIN = 4;

/**
 * The words one edit from an English word, likeliest first, since among words equally common the
 * first is taken: two letters swapped (`trian`), a letter left out (`goverment`, `opend`), a
 * letter changed, a letter added. Each is answered by a lookup on the index's key.
 */
export function englishEdits(word: string): string[] {
  if (!LATIN_WORD.test(word) || word.length < CORRECTED_MIN) return [];
  const edits = new Set<string>();
  const cuts = Array.from({ length: word.length + 1 }, (_, i): [string, string] => [
    word.slice(0, i),
    word.slice(i),
  ]);
  for (const [head, tail] of cuts) {
    if (tail.length > 1) edits.add(head + tail.charAt(1) + tail.charAt(0) + tail.slice(2));
  }
  for (const [head, tail] of cuts) for (const l of LETTERS) edits.add(head + l + tail);
  for (const [head, tail] of cuts) {
    if (tail) for (const l of LETTERS) edits.add(head + l + tail.slice(1));
  }
  for (const [head, tail] of cuts) if (tail) edits.add(head + tail.slice(1));
  edits.delete(word);
  return [...edits];
}

const ANUSVARA = '\u0C02';
const VIRAMA = '\u0C4D';
const U_SIGN = '\u0C41';
/** Each class of stops and the nasal said with it: ఙ క-ఘ, ఞ చ-ఝ, ణ ట-ఢ, న త-ధ, మ ప-భ. */
const CLASSES: [string, string][] = [
  ['\u0C19', '[\u0C15-\u0C18]'],
  ['\u0C1E', '[\u0C1A-\u0C1D]'],
  ['\u0C23', '[\u0C1F-\u0C22]'],
  ['\u0C28', '[\u0C24-\u0C27]'],
  ['\u0C2E', '[\u0C2A-\u0C2D]'],
];
const TELUGU_WORD = /^[\u0C00-\u0C7F]+$/u;

/**
 * A Telugu word's other common spellings: the anusvara (ం) for a nasal with a virama before a
 * stop of its class and the other way round (సంత / సన్త), and a final ు for a final ్ and the
 * other way round (కలెక్టరు / కలెక్టర్), alone and together. Joiners are already gone from an
 * indexed word (lib/search.ts).
 */
export function teluguVariants(word: string): string[] {
  if (!TELUGU_WORD.test(word)) return [];
  let spelt = word;
  let nasals = word;
  for (const [nasal, stops] of CLASSES) {
    spelt = spelt.replace(new RegExp(`${ANUSVARA}(?=${stops})`, 'gu'), `${nasal}${VIRAMA}`);
    nasals = nasals.replace(new RegExp(`${nasal}${VIRAMA}(?=${stops})`, 'gu'), ANUSVARA);
  }
  const ending = (w: string) =>
    w.endsWith(U_SIGN) ? w.slice(0, -1) + VIRAMA : w.endsWith(VIRAMA) ? w.slice(0, -1) + U_SIGN : w;
  const variants = new Set([spelt, nasals, ending(word), ending(spelt), ending(nasals)]);
  variants.delete(word);
  return [...variants];
}
