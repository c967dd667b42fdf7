import { describe, expect, it } from 'vitest';
import {
  latinWordReadings,
  looseReading,
  readingDistance,
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
    expect(latinWordReadings('raitulaku')).toContain('raitula');
  });

  it('finds words by their consonants and measures how close the vowels are', () => {
    expect(skeletonOf('vijayavada')).toBe('vjyvd');
    expect(readingDistance('vijayavada', 'vijayavadalo')).toBe(0);
    expect(readingDistance('kurnul', 'karnulu')).toBe(1);
    expect(readingDistance('varada', 'vijayavada')).toBeGreaterThan(2);
  });
});
