import sanscript from '@indic-transliteration/sanscript';

// A CommonJS module whose types declare a default export: Node and Vite import module.exports.
const Sanscript = sanscript as unknown as typeof sanscript.default;

/**
 * Telugu typed in English letters. Readers type `vijayawada`, `vartalu` or `nijamabad` for
 * విజయవాడ, వార్తలు and నిజామాబాద్: spellings without long vowels, retroflex letters or
 * aspirates, and with `w`, `z`, `ee`, `oo`, `sh` for what a scheme writes otherwise. Both sides are
 * brought to a loose reading that forgets those differences (`looseReading`), and Telugu words
 * are found by its consonant skeleton (`skeletonOf`), then kept when their reading is close.
 */

/** A Telugu letter: the Telugu block, U+0C00–U+0C7F. */
const TELUGU_LETTER = /[\u0C00-\u0C7F]/u;
const LATIN_WORD = /^[a-z]+$/;

/**
 * Telugu case endings, postpositions and plurals as they read loosely in English letters (లో,
 * కు, లకు, నుంచి, ...): typed joined to a word (`raitulaku`) or after it (`hyderabad lo`).
 */
export const LATIN_ENDINGS: readonly string[] = [
  'lanunci',
  'nunci',
  'nundi',
  'lalo',
  'laku',
  'lanu',
  'lapai',
  'loki',
  'loni',
  'paina',
  'lo',
  'lu',
  'la',
  'ku',
  'ki',
  'ni',
  'nu',
  'to',
  'pai',
  'ga',
  'ke',
  'ka',
];

/**
 * Telugu endings as readers type them as a word of their own after a word in English letters
 * (`hyderabad lo`, `warangal ki`, `raitula kosam`): those that are no English word (not `to`,
 * `la`, `ga`), so that an English search keeps its words.
 */
export const TYPED_ENDINGS: readonly string[] = [
  'lo',
  'loki',
  'loni',
  'ki',
  'ku',
  'laku',
  'lalo',
  'lanu',
  'nunchi',
  'nundi',
  'tho',
  'pai',
  'paina',
  'ni',
  'nu',
];

/** How short a Latin word may be and still be read as Telugu. */
export const TELUGU_READING_MIN_LENGTH = 3;

/**
 * Text in English letters as it reads loosely: no marks, one letter for each pair a typist or a
 * scheme may use for a sound (aa/a, ee/i, sh/s, w/v, z/j, th/t, ...), doubled consonants single.
 */
export function looseReading(latin: string): string {
  let text = latin
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  text = text
    .replace(/ch/g, 'C')
    .replace(/ck/g, 'k')
    .replace(/c/g, 'k')
    .replace(/C/g, 'c')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/f/g, 'p')
    // A consonant's `h` marks an aspirate or a sibilant (kh, th, sh, ...), which typists drop.
    .replace(/([bcdgjkpst])h/g, '$1')
    .replace(/aa/g, 'a')
    .replace(/ee|ii/g, 'i')
    .replace(/oo|uu/g, 'u')
    // `hyderabad` is typed with the English `y` for the vowel ai (హైదరాబాద్, haidarabad).
    .replace(/^([bdghjklmnprstv])y([bdgjklmnprstv])/, '$1ai$2')
    // The anusvara (ం, ṃ) before a consonant is typed as the nasal it sounds like.
    .replace(/m(?=[cdgjklnrstvy])/g, 'n')
    .replace(/([bcdgjklmnprstvy])\1+/g, '$1');
  return text;
}

/** The consonants of a loose reading, after its first letter: what a Telugu word is found by. */
export function skeletonOf(reading: string): string {
  return reading.slice(0, 1) + reading.slice(1).replace(/[aeiou]/g, '');
}

/**
 * A Telugu word's loose reading in English letters (ITRANS, which writes చ as `ch` as typists
 * do), or undefined for another word.
 */
export function teluguWordReading(word: string): string | undefined {
  if (!TELUGU_LETTER.test(word)) return undefined;
  const reading = looseReading(Sanscript.t(word, 'telugu', 'itrans'));
  return reading === '' ? undefined : reading;
}

/**
 * The loose readings a Latin search word may stand for: itself, and without an ending typed for
 * a Telugu case suffix (`vijayawadalo` is also `vijayawada`), and a final m as the n it is before
 * an ending. None for a short or non-Latin word.
 */
export function latinWordReadings(word: string): string[] {
  if (!LATIN_WORD.test(word) || word.length < TELUGU_READING_MIN_LENGTH) return [];
  const reading = looseReading(word);
  const readings = [
    reading,
    ...englishSoundReadings(word),
    ...(BORROWED_FORMS[word.toLowerCase()] ?? []).map(looseReading),
  ];
  for (const suffix of LATIN_ENDINGS) {
    const base = reading.slice(0, -suffix.length);
    if (reading.endsWith(suffix) && base.length >= TELUGU_READING_MIN_LENGTH) readings.push(base);
  }
  // A final anusvara reads as n before an ending's consonant (విశాఖపట్నంలో, visakapatnanlo).
  if (/[aeiou]m$/.test(reading)) readings.push(`${reading.slice(0, -1)}n`);
  return [...new Set(readings)];
}

const CONSONANT = '[bcdfghjklmnpqrstvwxz]';

/**
 * English words Telugu took through Hindustani, in forms no rule of sound reaches, written as
 * typists write those forms: a table before the rules, as Lucene's StemmerOverrideFilter is.
 */
export const BORROWED_FORMS: Readonly<Record<string, readonly string[]>> = {
  hospital: ['aasupatri'],
  pension: ['pinchanu'],
  rupee: ['rupaayi'],
};

/**
 * How an English word sounds, as Telugu writes a word it borrows (సినిమా, బస్సు, కాలేజీ): `c`
 * and `g` before e, i, y as s and j, ea as ee, ou/ow before a consonant as au, y after a
 * consonant as ai, -tion as -shan, a final silent e dropped, a short u or o before two consonants or one at the
 * end as a, and Telugu's vowel after a final consonant (u; i after j).
 * Loose readings (looseReading) of the word so read, with and without that vowel.
 */
export function englishSoundReadings(word: string): string[] {
  let text = word
    .toLowerCase()
    .replace(/c(?=[eiy])/g, 's')
    .replace(/g(?=[eiy])/g, 'j')
    .replace(/ea/g, 'ee')
    // -tion and -sion as Telugu writes them (స్టేషన్, ఎలక్షన్), a long a before them as e.
    .replace(new RegExp(`a(?=${CONSONANT}?[ts]ion)`, 'g'), 'e')
    .replace(/[ts]ion/g, 'shan')
    // ou and ow before a consonant sound as the diphthong au (house, bowler: హౌస్, బౌలర్).
    .replace(new RegExp(`o[uw](?=${CONSONANT})`, 'g'), 'au')
    // Telugu puts a y between i and the vowel after it (audio, radio: ఆడియో, రేడియో).
    .replace(/i(?=[aeou])/g, 'iy')
    .replace(new RegExp(`(${CONSONANT})y(?=.)`, 'g'), '$1ai');
  if (text.length > 3) text = text.replace(new RegExp(`(${CONSONANT})e$`), '$1');
  text = text.replace(new RegExp(`([^aeiou])[uo](?=${CONSONANT}(${CONSONANT}|$))`, 'g'), '$1a');
  const sound = looseReading(text);
  if (!new RegExp(`${CONSONANT}$`).test(sound)) return [sound];
  return [sound, `${sound}${sound.endsWith('j') ? 'i' : 'u'}`];
}

/** Typed readings this long or longer may stand for the start of any longer word. */
const OPEN_READING_LENGTH = 6;

/**
 * Whether a Telugu word's reading is a reading of a typed one: near enough (readingDistance,
 * readingTolerance), and a short typed word not the start of an unrelated longer word (`bus` is
 * not భూసారం): what the word has past the typed letters is an ending, or one letter past a word of four.
 */
export function readingFits(typed: string, reading: string): boolean {
  if (readingDistance(typed, reading) > readingTolerance(typed)) return false;
  const spare = reading.length - typed.length;
  if (spare <= 0 || typed.length >= OPEN_READING_LENGTH) return true;
  if (spare === 1 && typed.length > TELUGU_READING_MIN_LENGTH) return true;
  return LATIN_ENDINGS.some((e) => reading.endsWith(e) && Math.abs(spare - e.length) <= 1);
}

/**
 * How far a Telugu word's reading is from a typed one: the edit distance between the typed
 * reading and the start of the word's that is nearest to it in length (one letter either way),
 * since a search word is the start of a word (which may carry a suffix).
 */
export function readingDistance(typed: string, word: string): number {
  const target = word.slice(0, typed.length + 1);
  let previous = Array.from({ length: target.length + 1 }, (_, j) => j);
  for (let i = 1; i <= typed.length; i++) {
    const current = [i];
    for (let j = 1; j <= target.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (typed[i - 1] === target[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return Math.min(...previous.slice(Math.max(0, typed.length - 1)));
}

/** The largest distance at which a Telugu word still reads as a typed word of this length. */
export function readingTolerance(typed: string): number {
  return typed.length < 5 ? 0 : typed.length < 9 ? 1 : 2;
}
