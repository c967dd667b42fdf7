import { describe, expect, it } from 'vitest';
import { normaliseTelugu } from './normalise.js';
import { syllables, TELUGU_ENDINGS, teluguStem } from './stem.js';

describe('normaliseTelugu', () => {
  it.each([
    ['joiners dropped', 'రైతు\u200cకు', 'రైతుకు'],
    ['ZWJ dropped', 'క్\u200dష', 'క్ష'],
    ['candrabindu as anusvara', 'సఁఘం', 'సంఘం'],
    ['visarga dropped', 'దుఃఖం', 'దుఖం'],
    ['long vowel signs short', 'కాలేజీ', 'కాలెజి'],
    ['long vowels short', 'ఈరోజు', 'ఇరొజు'],
    ['ూ as ు', 'కర్నూలు', 'కర్నులు'],
    ['two-part ai as one', 'కె\u0C56', 'కై'],
  ])('%s: %s → %s', (_rule, word, normal) => {
    expect(normaliseTelugu(word)).toBe(normal);
  });
});

/** One row per ending of TELUGU_ENDINGS: a word that carries it and the stem it leaves. */
const RULES: Record<string, readonly [word: string, stem: string]> = {
  ల్లోకి: ['ఎన్నికల్లోకి', 'ఎన్నిక'],
  ల్లోని: ['గ్రామాల్లోని', 'గ్రామ'],
  ల్లో: ['ఎన్నికల్లో', 'ఎన్నిక'],
  'ానికి': ['ప్రభుత్వానికి', 'ప్రభుత్వ'],
  'ాన్ని': ['ప్రభుత్వాన్ని', 'ప్రభుత్వ'],
  నుంచి: ['విజయవాడనుంచి', 'విజయవాడ'],
  నుండి: ['విజయవాడనుండి', 'విజయవాడ'],
  లోకి: ['గోదావరిలోకి', 'గొదావరి'],
  లోని: ['హైదరాబాద్‌లోని', 'హైదరాబాద్'],
  లోను: ['బడిలోను', 'బడి'],
  వరకు: ['తిరుపతివరకు', 'తిరుపతి'],
  కోసం: ['రైతులకోసం', 'రైతు'],
  పైన: ['వంతెనపైన', 'వంతెన'],
  లో: ['విశాఖలో', 'విశాఖ'],
  కు: ['రైతుకు', 'రైతు'],
  కి: ['గోదావరికి', 'గొదావరి'],
  ని: ['జట్టుని', 'జట్టు'],
  ను: ['కథను', 'కథ'],
  తో: ['రైతుతో', 'రైతు'],
  పై: ['ఖమ్మంపై', 'ఖమ్మ'],
  గా: ['వేగంగా', 'వెగ'],
  చే: ['పోలీసుచే', 'పొలిసు'],
  కై: ['రైతుకై', 'రైతు'],
  ళ్లు: ['అమ్మాయిళ్లు', 'అమ్మాయి'],
  ళ్ళు: ['అమ్మాయిళ్ళు', 'అమ్మాయి'],
  డ్లు: ['చెట్టుడ్లు', 'చెట్టు'],
  లు: ['రైతులు', 'రైతు'],
  ల: ['కూరగాయల', 'కురగాయ'],
  ము: ['పుస్తకము', 'పుస్తక'],
  డు: ['నాయకుడు', 'నాయకు'],
  డి: ['నాయకుడి', 'నాయకు'],
  'ం': ['నాటకోత్సవం', 'నాటకొత్సవ'],
  'ా': ['సినిమా', 'సినిమ'],
};

describe('teluguStem', () => {
  it('has a test row for every ending in the table', () => {
    const endings = Object.values(TELUGU_ENDINGS).flat();
    expect(Object.keys(RULES).sort()).toEqual([...endings].sort());
  });

  it.each(Object.entries(RULES))('takes off %s: %j', (_ending, [word, stem]) => {
    expect(teluguStem(word)).toBe(stem);
  });

  it.each([
    ['case after plural', ['రైతులకు', 'రైతులు', 'రైతు']],
    ['case on a consonant-final word, with or without ZWNJ', ['హైదరాబాద్‌లో', 'హైదరాబాద్లో', 'హైదరాబాద్']],
    ['plural and a noun in -ం', ['ప్రభుత్వాలు', 'ప్రభుత్వంలో', 'ప్రభుత్వం']],
    ['plural and a noun in -ా', ['సినిమాలు', 'సినిమాల్లో', 'సినిమా']],
    ['long and short vowels', ['కాలేజీలో', 'కాలేజి', 'కాలేజీ']],
    ['ending on a loanword', ['మార్కెట్‌కు', 'మార్కెట్']],
  ])('joins the forms of a word: %s', (_case, forms) => {
    const stems = new Set(forms.map(teluguStem));
    expect(stems.size).toBe(1);
  });

  it.each([
    ['a short word keeps an ending-like end', 'పని', 'ప'],
    ['a name in -ని', 'నాని', 'నా'],
    ['milk, not a plural', 'పాలు', 'పా'],
    ['a doubled consonant is the word’s', 'హక్కు', 'హక్'],
    ['a conjunct before లు is the word’s', 'ఇల్లు', 'ఇల్'],
    ['a conjunct before డి is the word’s', 'రెడ్డి', 'రెడ్'],
    ['two, not a -డు noun', 'రెండు', 'రెం'],
    ['crore and fort', 'కోటి', 'కోట'],
    ['farmer and rule', 'రైతు', 'రైత'],
    ['bus and soil fertility', 'బస్సు', 'భూసారం'],
  ])('keeps apart: %s (%s, %s)', (_why, a, b) => {
    expect(teluguStem(a)).not.toBe(teluguStem(b));
    expect(teluguStem(a)).not.toBe(b);
  });

  it('counts syllables, a conjunct as one', () => {
    expect(syllables('రైతు')).toBe(2);
    expect(syllables('ధ్వ')).toBe(1);
    expect(syllables('హైదరాబాద్')).toBe(4);
  });
});
