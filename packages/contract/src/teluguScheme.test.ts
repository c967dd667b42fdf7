import { describe, expect, it } from 'vitest';
import { typedToTelugu } from './teluguScheme.js';

/** Each rule of the scheme, as a table: what a writer types, and the Telugu it must give. */
const TABLE: Record<string, [typed: string, telugu: string][]> = {
  'a consonant takes the vowel sign after it, and ్ before another consonant or at the end': [
    ['telugu', 'తెలుగు'],
    ['vidudala', 'విదుదల'],
    ['hyderabad', 'హ్య్దెరబద్'],
    ['cinema', 'చినెమ'],
    ['kaaru', 'కారు'],
    ['mE', 'మే'],
    ['bOnu', 'బోను'],
    ['kai', 'కై'],
    ['gouri', 'గౌరి'],
    ['kRShNa', 'కృష్ణ'],
  ],
  'long vowels doubled or as capitals, and a vowel starting a word as its letter': [
    ['aame', 'ఆమె'],
    ['Aame', 'ఆమె'],
    ['iidu', 'ఈదు'],
    ['eedu', 'ఈదు'],
    ['Idu', 'ఈదు'],
    ['uuru', 'ఊరు'],
    ['ooru', 'ఊరు'],
    ['Eru', 'ఏరు'],
    ['aeru', 'ఏరు'],
    ['Oka', 'ఓక'],
    ['oka', 'ఒక'],
    ['aidu', 'ఐదు'],
    ['Aidu', 'ఐదు'],
    ['Ee', 'ఈ'],
    ['aaa', 'ఆఅ'],
  ],
  'consonant clusters': [
    ['vaartalu', 'వార్తలు'],
    ['amma', 'అమ్మ'],
    ['mukhyamantri', 'ముఖ్యమంత్రి'],
    ['samsthalu', 'సంస్థలు'],
    ['vachchaaru', 'వచ్చారు'],
    ['kaLLu', 'కళ్ళు'],
    ['lakshmi', 'లక్ష్మి'],
    ['xatriya', 'క్షత్రియ'],
    ['jnaanam', 'జ్ఞానం'],
    ['chhatri', 'ఛత్రి'],
    ['strii', 'స్త్రీ'],
  ],
  'aspirates with h, retroflex letters and ష as capitals': [
    ['khammam', 'ఖమ్మం'],
    ['ghaTana', 'ఘటన'],
    ['Thaa', 'ఠా'],
    ['DabbU', 'డబ్బూ'],
    ['Dhakka', 'ఢక్క'],
    ['telangaaNa', 'తెలంగాణ'],
    ['bhaaSha', 'భాష'],
    ['shaanti', 'శాంతి'],
    ['dhara', 'ధర'],
    ['phalam', 'ఫలం'],
    ['fal', 'ఫల్'],
    ['wari', 'వరి'],
    ['zilla', 'జిల్ల'],
  ],
  'm and n before a consonant are ం, except where Telugu keeps the letter': [
    ['manchi', 'మంచి'],
    ['mantri', 'మంత్రి'],
    ['pampu', 'పంపు'],
    ['simham', 'సింహం'],
    ['samvatsaram', 'సంవత్సరం'],
    ['panDu', 'పండు'],
    ['ganga', 'గంగ'],
    ['kanya', 'కన్య'],
    ['janma', 'జన్మ'],
    ['anvayam', 'అన్వయం'],
    ['anna', 'అన్న'],
    ['ramya', 'రమ్య'],
    ['namrata', 'నమ్రత'],
    ['nimna', 'నిమ్న'],
    ['saMyukta', 'సంయుక్త'],
    ['duHkham', 'దుఃఖం'],
  ],
  'm ending a word is ం, n ending one is న్': [
    ['nagaram', 'నగరం'],
    ['raam', 'రాం'],
    ['amm', 'అమ్మ్'],
    ['paakistaan', 'పాకిస్తాన్'],
    ['m', 'మ్'],
    ['n', 'న్'],
  ],
  'the endings lo, ki, nu, and a long o ending a word': [
    ['nagaramlo', 'నగరంలో'],
    ['paakistaanlo', 'పాకిస్తాన్లో'],
    ['inTiki', 'ఇంటికి'],
    ['pillalanu', 'పిల్లలను'],
    ['raamuDiki', 'రాముడికి'],
    ['lo', 'లో'],
    ['o', 'ఓ'],
    ['okkaTO', 'ఒక్కటో'],
  ],
  "a sentence's capital where the capital means nothing else": [
    ['Nagaram', 'నగరం'],
    ['Lakshmi', 'లక్ష్మి'],
    ['Hyderabad', 'హ్య్దెరబద్'],
    ['Manchi', 'మంచి'],
    ['Raamu', 'రాము'],
    ['Rshi', 'ఋశి'],
    ['Chaala', 'చాల'],
    ['Bandi', 'బంది'],
    ['Kaaru', 'కారు'],
    ['Vaartalu', 'వార్తలు'],
  ],
};

describe('the Telugu typing scheme', () => {
  for (const [rule, rows] of Object.entries(TABLE)) {
    it(rule, () => {
      for (const [typed, telugu] of rows) expect(typedToTelugu(typed), typed).toBe(telugu);
    });
  }

  it('leaves anything but English letters as it is', () => {
    expect(typedToTelugu('')).toBe('');
    expect(typedToTelugu('a1')).toBe('అ1');
  });
});
