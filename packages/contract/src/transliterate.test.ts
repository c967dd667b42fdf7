import { describe, expect, it } from 'vitest';
import {
  BORROWED_FORMS,
  englishSoundReadings,
  latinWordReadings,
  looseReading,
  readingDistance,
  readingFits,
  skeletonOf,
  teluguWordReading,
} from './transliterate.js';

describe('loose readings', () => {
  it('reads a Telugu word and its common English spellings alike', () => {
    const pairs: [string, string[]][] = [
      ['విజయవాడ', ['vijayawada', 'vijayavada']],
      ['వర్షాలు', ['varshalu', 'varshaalu', 'varsalu']],
      ['నిజామాబాద్', ['nizamabad', 'nijamabad']],
      ['వార్తలు', ['vartalu', 'vaartalu']],
      ['పంచాయతీ', ['panchayati', 'panchayathi']],
      ['ముఖ్యమంత్రి', ['mukhyamantri', 'mukyamantri']],
    ];
    for (const [telugu, typed] of pairs) {
      const reading = teluguWordReading(telugu);
      for (const t of typed) expect(looseReading(t), `${t} as ${telugu}`).toBe(reading);
    }
  });

  it('finds hyderabad as హైదరాబాద్ by its consonants, a vowel apart', () => {
    const reading = teluguWordReading('హైదరాబాద్')!;
    expect(skeletonOf(looseReading('hyderabad'))).toBe(skeletonOf(reading));
    expect(readingDistance(looseReading('hyderabad'), reading)).toBe(1);
  });

  it('reads only Telugu words, and only Latin words of three letters or more', () => {
    expect(teluguWordReading('hyderabad')).toBeUndefined();
    expect(latinWordReadings('re')).toEqual([]);
    expect(latinWordReadings('వరద')).toEqual([]);
  });

  it('also reads a word without an ending typed for a Telugu case suffix', () => {
    expect(latinWordReadings('vijayawadalo')).toEqual(['vijayavadalo', 'vijayavada']);
    expect(latinWordReadings('raitulaku')).toContain('raitu');
    expect(latinWordReadings('raitulaku')).toContain('raitula');
  });

  it('reads a final m also as the n an anusvara is before an ending', () => {
    const typed = latinWordReadings('visakhapatnam');
    expect(typed).toContain('visakapatnan');
    const inflected = teluguWordReading('విశాఖపట్నంలో')!;
    expect(typed.some((t) => inflected.startsWith(t))).toBe(true);
    expect(typed.some((t) => skeletonOf(inflected).startsWith(skeletonOf(t)))).toBe(true);
    expect(latinWordReadings('shramadanam')).toContain('sramadanan');
  });

  it('finds words by their consonants and measures how close the vowels are', () => {
    expect(skeletonOf('vijayavada')).toBe('vjyvd');
    expect(readingDistance('vijayavada', 'vijayavadalo')).toBe(0);
    expect(readingDistance('kurnul', 'karnulu')).toBe(1);
    expect(readingDistance('varada', 'vijayavada')).toBeGreaterThan(2);
  });
});

describe('English loanwords read by sound', () => {
  const fits = (english: string, telugu: string) => {
    const reading = teluguWordReading(telugu)!;
    return latinWordReadings(english).some((typed) => readingFits(typed, reading));
  };

  it.each([
    ['c before e, i, y as s', 'cinema', 'సినిమా'],
    ['short u as a, and Telugu’s u after a final consonant', 'bus', 'బస్సు'],
    ['g before e as j, silent e, short o as a, i after j', 'college', 'కాలేజీ'],
    ['ea as ee', 'beans', 'బీన్స్'],
    ['ow before a consonant as au', 'bowler', 'బౌలర్'],
    ['a y between i and a vowel', 'audio', 'ఆడియో'],
    ['y after a consonant as ai', 'flyover', 'ఫ్లైఓవర్లు'],
    ['-tion as -shan, a long a before it as e', 'station', 'స్టేషన్'],
    ['-ation as -eshan', 'ration', 'రేషన్'],
    ['-ction as -kshan', 'election', 'ఎలక్షన్'],
  ])('%s: %s reads as %s', (_rule, english, telugu) => {
    expect(fits(english, telugu)).toBe(true);
  });

  it.each([
    ['soil fertility is not a bus', 'bus', 'భూసారం'],
    ['a stay is not a bus', 'bus', 'బస'],
    ['a syllabus is not a cinema', 'cinema', 'సిలబస్'],
  ])('refuses a reading that lands on an unrelated word: %s', (_why, english, telugu) => {
    expect(fits(english, telugu)).toBe(false);
  });

  it.each([
    ['hospital', 'ఆసుపత్రి'],
    ['pension', 'పింఛను'],
    ['rupee', 'రూపాయి'],
  ])('reads %s as its borrowed form %s, which no rule of sound reaches', (english, telugu) => {
    expect(Object.keys(BORROWED_FORMS)).toContain(english);
    const reading = teluguWordReading(telugu)!;
    expect(englishSoundReadings(english).some((typed) => readingFits(typed, reading))).toBe(false);
    expect(fits(english, telugu)).toBe(true);
  });

  it('gives the sound readings of a word, with and without the added vowel', () => {
    expect(englishSoundReadings('bus')).toEqual(['bas', 'basu']);
    expect(englishSoundReadings('college')).toEqual(['kalej', 'kaleji']);
    expect(englishSoundReadings('cinema')).toEqual(['sinema']);
  });

  it('lets a longer word through only past an ending or one letter', () => {
    expect(readingFits('raitu', 'raitulaku')).toBe(true);
    expect(readingFits('vijayavada', 'vijayavadalo')).toBe(true);
    expect(readingFits('bus', 'busaram')).toBe(false);
    expect(readingFits('ulli', 'ullipayalu')).toBe(false);
  });
});
