/** The seed's stories that have a translation, as the pair a query expects together. */
export const SRIRAM_SAGAR = ['sriram-sagar-gates-lifted', 'sriram-sagar-gates-lifted-te'];
export const KURNOOL_ONION = ['kurnool-onion-prices-fall', 'kurnool-onion-prices-fall-te'];
export const TENTH_EXAMS = ['tenth-class-exam-schedule', 'tenth-class-exam-schedule-te'];
export const VIZAG_IT_PARK = ['vizag-it-park-foundation', 'vizag-it-park-foundation-te'];
export const STORY_CONTEST = ['telugu-short-story-contest', 'telugu-short-story-contest-te'];
export const TELUGU_EDITION = ['telugu-edition-goes-live', 'telugu-edition-launch-te'];

/** The Telugu stories set in Hyderabad (the athletics meet was held at Gachibowli). */
export const IN_HYDERABAD_TE = [
  'uppal-lb-nagar-road-widening-te',
  'ravindra-bharathi-drama-festival-te',
  'rythu-bazaar-vegetable-prices-rise-te',
  'telugu-voice-app-for-farmers-te',
  'warangal-girls-rural-athletics-te',
];

/** The Telugu film stories: a release, and a film's audio launch. */
export const FILMS_TE = ['matti-manushulu-release-te', 'vennela-paata-audio-launch-tirupati-te'];
