/**
 * The scheme the article form types Telugu by on an English keyboard: a word's English letters
 * become its Telugu letters, always the same for the same letters (`typedToTelugu`). It is the
 * RTS/ITRANS way Telugu typists know, with three rules of Telugu spelling added: `m` and `n`
 * before a consonant are the anusvara (ం) as in మంచి, `m` ending a word is ం (నగరం), and `o`
 * ending a word is long (నగరంలో), as no Telugu word ends in a short ఒ.
 */

type Vowel = { kind: 'vowel'; letter: string; sign: string; long?: Vowel };
type Consonant = { kind: 'consonant'; letter: string; latin: string };
type Mark = { kind: 'mark'; letter: string };
type Token = Vowel | Consonant | Mark;

const vowel = (letter: string, sign: string, long?: Vowel): Vowel => ({
  kind: 'vowel',
  letter,
  sign,
  ...(long ? { long } : {}),
});
const AA = vowel('ఆ', 'ా');
const II = vowel('ఈ', 'ీ');
const UU = vowel('ఊ', 'ూ');
const EE = vowel('ఏ', 'ే');
const OO = vowel('ఓ', 'ో');
const AI = vowel('ఐ', 'ై');
const AU = vowel('ఔ', 'ౌ');
const RI = vowel('ఋ', 'ృ');

/** The vowels by their spellings; a capital is the long vowel (`A` ఆ), as is a doubled one. */
const VOWELS: Record<string, Vowel> = {
  a: vowel('అ', ''),
  aa: AA,
  A: AA,
  i: vowel('ఇ', 'ి'),
  ii: II,
  ee: II,
  I: II,
  u: vowel('ఉ', 'ు'),
  uu: UU,
  oo: UU,
  U: UU,
  R: RI,
  Ru: RI,
  e: vowel('ఎ', 'ె'),
  E: EE,
  ae: EE,
  ai: AI,
  o: vowel('ఒ', 'ొ', OO),
  O: OO,
  au: AU,
  ou: AU,
  // A sentence's capital on a doubled vowel or a pair (`Ee roju`, `Aidu`) is the same vowel.
  Aa: AA,
  Ee: II,
  Ii: II,
  Oo: UU,
  Uu: UU,
  Ai: AI,
  Au: AU,
  Ou: AU,
};

/** The consonants by their spellings: `h` after one makes the aspirate, capitals the retroflex. */
const CONSONANTS: Record<string, string> = {
  k: 'క',
  kh: 'ఖ',
  g: 'గ',
  gh: 'ఘ',
  c: 'చ',
  ch: 'చ',
  chh: 'ఛ',
  j: 'జ',
  jh: 'ఝ',
  T: 'ట',
  Th: 'ఠ',
  D: 'డ',
  Dh: 'ఢ',
  N: 'ణ',
  t: 'త',
  th: 'థ',
  d: 'ద',
  dh: 'ధ',
  n: 'న',
  p: 'ప',
  ph: 'ఫ',
  f: 'ఫ',
  b: 'బ',
  bh: 'భ',
  m: 'మ',
  y: 'య',
  r: 'ర',
  l: 'ల',
  L: 'ళ',
  v: 'వ',
  w: 'వ',
  sh: 'శ',
  S: 'ష',
  Sh: 'ష',
  s: 'స',
  h: 'హ',
  z: 'జ',
  q: 'క',
  x: 'క్ష',
  ksh: 'క్ష',
  kSh: 'క్ష',
  jn: 'జ్ఞ',
};

/** `M` is the anusvara (సంయుక్త as saMyukta) and `H` the visarga, after a vowel. */
const MARKS: Record<string, string> = { M: 'ం', H: 'ః' };

/** Capitals that mean nothing of their own: a sentence's capital, read as the small letter. */
const PLAIN_CAPITALS = /[BCFGJKPQVWXYZ]/g;

/**
 * A word's first N, L, M or H, or R before a vowel (`Raamu`), is a sentence's capital: no
 * Telugu word starts with ణ, ళ, ం or ః, and one starting with ఋ has a consonant next (ఋషి).
 */
const sentenceCapital = (latin: string) =>
  latin.replace(/^[NLMH]|^R(?=[aeiouAEIOU])/, (c) => c.toLowerCase());

/** Letters `n` keeps before (అన్న, జన్మ, కన్య, అన్వయం): before the others it is ం (మంచి). */
const N_KEPT_BEFORE = new Set(['n', 'm', 'y', 'v', 'r', 'l']);
/** Letters `m` keeps before (అమ్మ, రమ్య, నమ్రత, నిమ్న): before the others it is ం (నగరంలో). */
const M_KEPT_BEFORE = new Set(['m', 'y', 'r', 'n']);

const VIRAMA = '్';
const ANUSVARA = 'ం';
const LONGEST = Math.max(
  ...[...Object.keys(VOWELS), ...Object.keys(CONSONANTS)].map((spelling) => spelling.length),
);

/** The word's letters read into the scheme's tokens, each the longest spelling that fits. */
function tokensOf(latin: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < latin.length) {
    const first = latin[at]!;
    const previous = tokens.at(-1);
    if (first in MARKS && previous && previous.kind !== 'mark') {
      tokens.push({ kind: 'mark', letter: MARKS[first]! });
      at += 1;
      continue;
    }
    let length = Math.min(LONGEST, latin.length - at);
    for (; length > 0; length--) {
      const spelling = latin.slice(at, at + length);
      const v = VOWELS[spelling];
      if (v) {
        tokens.push(v);
        break;
      }
      const c = CONSONANTS[spelling];
      if (c) {
        tokens.push({ kind: 'consonant', letter: c, latin: spelling });
        break;
      }
    }
    // `M` or `H` with no vowel before it is its small letter; anything but A to Z stays.
    if (length === 0) {
      const small = first.toLowerCase();
      const c = CONSONANTS[small];
      tokens.push(
        c ? { kind: 'consonant', letter: c, latin: small } : { kind: 'mark', letter: first },
      );
      length = 1;
    }
    at += length;
  }
  return tokens;
}

/** Whether an `m` or `n` before `next` (or at the word's end, `next` undefined) is ం. */
function isAnusvara(nasal: string, next: Token | undefined): boolean {
  if (!next) return nasal === 'm';
  if (next.kind !== 'consonant') return false;
  const kept = nasal === 'm' ? M_KEPT_BEFORE : N_KEPT_BEFORE;
  return !kept.has(next.latin);
}

/**
 * A word typed in English letters (A to Z) as Telugu, by the scheme above: the same letters give
 * the same Telugu, whatever came before or after the word.
 */
export function typedToTelugu(latin: string): string {
  const tokens = tokensOf(sentenceCapital(latin).replace(PLAIN_CAPITALS, (c) => c.toLowerCase()));
  let out = '';
  tokens.forEach((token, i) => {
    const previous = tokens[i - 1];
    const next = tokens[i + 1];
    if (token.kind === 'mark') {
      out += token.letter;
    } else if (token.kind === 'vowel') {
      // A word's last o is long: Telugu words end in ో (లో, కో), never in ొ.
      const shown = !next && token.long ? token.long : token;
      out += previous?.kind === 'consonant' ? shown.sign : shown.letter;
    } else if ((token.latin === 'm' || token.latin === 'n') && isAnusvara(token.latin, next)) {
      // The anusvara is said after a vowel; at the start of a word the nasal is its letter.
      out += previous && previous.kind !== 'consonant' ? ANUSVARA : token.letter + VIRAMA;
    } else {
      // A consonant with no vowel after it (another consonant, or the word's end) takes ్.
      out += next?.kind === 'consonant' || !next ? token.letter + VIRAMA : token.letter;
    }
  });
  return out;
}
