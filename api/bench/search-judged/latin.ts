import * as story from './stories.js';
import { judged, type JudgedQuery } from './types.js';

const RYTHU_BAZAAR = ['rythu-bazaar-vegetable-prices-rise-te'];
const STATE_KABADDI = ['state-kabaddi-nalgonda-champions-te'];
const VILLAGE_TANK = ['village-tank-restored-by-shramadaan-te'];
const DRAMA_FESTIVAL = ['ravindra-bharathi-drama-festival-te'];
const ATHLETICS = ['warangal-girls-rural-athletics-te'];
const CRICKET_TRIALS = ['under-19-cricket-trials-vizag-te'];
const AUDIO_LAUNCH = ['vennela-paata-audio-launch-tirupati-te'];

/**
 * English letters: Telugu typed by sound, endings and all (`latin-telugu`), and English words
 * Telugu stories spell in Telugu (`loanword`). See index.ts for what each expects.
 */
export const latinQueries: readonly JudgedQuery[] = [
  ...judged('latin-telugu', [
    ['hyderabad lo', story.IN_HYDERABAD_TE],
    ['sinima', story.FILMS_TE],
    ['sinimalu', story.FILMS_TE],
    ['matti manushulu', ['matti-manushulu-release-te']],
    ['vennela paata', AUDIO_LAUNCH],
    ['raitu runalu', ['assembly-debate-farm-loans-te']],
    ['raitulaku runalu', ['assembly-debate-farm-loans-te']],
    ['ulli dharalu', story.KURNOOL_ONION],
    ['kurnool lo ulli', story.KURNOOL_ONION],
    ['patti konugolu', ['cotton-procurement-centres-open-te']],
    ['kabaddi potilu', STATE_KABADDI],
    ['nalgonda jattu', STATE_KABADDI],
    ['visakha lo cricket', CRICKET_TRIALS],
    ['tirupati lo audio', AUDIO_LAUNCH],
    ['natakotsavam', DRAMA_FESTIVAL],
    ['ravindra bharathi lo natakalu', DRAMA_FESTIVAL],
    ['godavari ki varada', story.SRIRAM_SAGAR],
    ['sriramsagar project', story.SRIRAM_SAGAR],
    ['kuragayala dharalu', RYTHU_BAZAAR],
    ['rythu bazar lo', RYTHU_BAZAAR],
    ['cheruvu punaruddharana', VILLAGE_TANK],
    ['shramadanam', VILLAGE_TANK],
    ['pado taragati parikshalu', story.TENTH_EXAMS],
    ['kathala poti', story.STORY_CONTEST],
    ['rahadari vistarana', ['uppal-lb-nagar-road-widening-te']],
    ['telugu edition lo', story.TELUGU_EDITION],
    ['raitula kosam app', ['telugu-voice-app-for-farmers-te']],
    ['visakhapatnam lo it park', story.VIZAG_IT_PARK],
    ['warangal ammayilu', ATHLETICS],
  ]),
  ...judged('loanword', [
    [
      'cinema',
      [
        ...story.FILMS_TE,
        'kondapalli-kota-opening-day',
        'neeli-alalu-music-launch-vizag',
        'childrens-film-festival-hyderabad',
      ],
    ],
    ['it park bus', [...story.VIZAG_IT_PARK, 'warangal-it-park-first-tenants']],
    ['hospital', story.VIZAG_IT_PARK],
    ['cricket', [...CRICKET_TRIALS, 'hyderabad-hawks-win-t20-league-final']],
    ['tomato', RYTHU_BAZAAR],
    ['beans', RYTHU_BAZAAR],
    ['athletics', ATHLETICS],
    ['long jump', ATHLETICS],
    ['synthetic track', ATHLETICS],
    ['fast bowler', CRICKET_TRIALS],
    ['audio', [...AUDIO_LAUNCH, 'neeli-alalu-music-launch-vizag']],
    ['housefull', ['matti-manushulu-release-te', 'kondapalli-kota-opening-day']],
    ['mobile app', ['telugu-voice-app-for-farmers-te', 'single-app-citizen-services']],
    ['market yard', [...story.KURNOOL_ONION, 'guntur-chilli-prices-export-demand']],
    ['project gates', story.SRIRAM_SAGAR],
    ['inflow', [...story.SRIRAM_SAGAR, 'srisailam-inflows-rise-krishna-rain']],
    ['flyover', ['uppal-lb-nagar-road-widening-te']],
    ['hall tickets', story.TENTH_EXAMS],
    ['token', ['cotton-procurement-centres-open-te']],
    ['unicode', story.STORY_CONTEST],
  ]),
];
