/**
 * Telugu spelled as readers spell it, brought to one form (after Lucene's TeluguNormalizer):
 * zero-width joiners only steer how a conjunct is drawn, candrabindu is a nasal the anusvara
 * also writes, the visarga is often left out, and long and short vowels are confused in typing
 * (కాలేజీ, కాలేజి). Each rule is a row: what is found and what it becomes.
 */
export const TELUGU_NORMAL_FORMS: readonly (readonly [from: string, to: string])[] = [
  // Two-part vowel signs and vowels written as their precomposed letter first, before the
  // single letters below change their parts.
  ['\u0C46\u0C56', '\u0C48'], // ె + ౖ → ై
  ['\u0C12\u0C55', '\u0C13'], // ఒ + ౕ → ఓ
  ['\u0C12\u0C4C', '\u0C14'], // ఒ + ౌ → ఔ
  ['\u200C', ''], // ZWNJ
  ['\u200D', ''], // ZWJ
  ['\u0C00', '\u0C02'], // ఀ → ం
  ['\u0C01', '\u0C02'], // ఁ → ం
  ['\u0C03', ''], // visarga ః
  ['\u0C06', '\u0C05'], // ఆ → అ
  ['\u0C08', '\u0C07'], // ఈ → ఇ
  ['\u0C0A', '\u0C09'], // ఊ → ఉ
  ['\u0C10', '\u0C0F'], // ఐ → ఏ
  ['\u0C14', '\u0C13'], // ఔ → ఓ
  ['\u0C40', '\u0C3F'], // ీ → ి
  ['\u0C42', '\u0C41'], // ూ → ు
  ['\u0C47', '\u0C46'], // ే → ె
  ['\u0C4B', '\u0C4A'], // ో → ొ
];

const NORMAL_FORM = new Map(TELUGU_NORMAL_FORMS);
/** Every `from` of the table in one pattern, the two-letter ones first. */
const FOUND = new RegExp(TELUGU_NORMAL_FORMS.map(([from]) => from).join('|'), 'gu');

/**
 * A Telugu word in its normal form: NFC first, then each `from` of TELUGU_NORMAL_FORMS as its
 * `to`, read once from the start (a two-part sign is replaced whole before its parts are seen).
 */
export function normaliseTelugu(word: string): string {
  return word.normalize('NFC').replace(FOUND, (from) => NORMAL_FORM.get(from)!);
}
