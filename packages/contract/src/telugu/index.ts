export { normaliseTelugu, TELUGU_NORMAL_FORMS } from './normalise.js';
export { syllables, TELUGU_ENDINGS, TELUGU_STEM_MIN_SYLLABLES, teluguStem } from './stem.js';
