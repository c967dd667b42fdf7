import * as story from './stories.js';
import { judged, type JudgedQuery } from './types.js';

/** ZWNJ, which many keyboards put between a word ending in ్ and its ending, and some leave out. */
const ZWNJ = '\u200c';

/**
 * Telugu script: words in their plain form (which the stories may only use inflected), and
 * words with case endings, postpositions and plurals as readers write them, with and without
 * ZWNJ. See index.ts for what each expects.
 */
export const teluguQueries: readonly JudgedQuery[] = [
  ...judged('telugu-plain', [
    ['ఉల్లి ధర', story.KURNOOL_ONION],
    ['పత్తి కొనుగోలు', ['cotton-procurement-centres-open-te']],
    ['కబడ్డీ', ['state-kabaddi-nalgonda-champions-te']],
    ['నల్గొండ జట్టు', ['state-kabaddi-nalgonda-champions-te']],
    ['క్రికెట్ ఎంపిక', ['under-19-cricket-trials-vizag-te']],
    ['అథ్లెటిక్స్', ['warangal-girls-rural-athletics-te']],
    ['సినిమా', story.FILMS_TE],
    ['నాటకోత్సవం', ['ravindra-bharathi-drama-festival-te']],
    ['ఐటీ పార్కు', story.VIZAG_IT_PARK],
    ['యాప్', ['telugu-voice-app-for-farmers-te']],
    ['కూరగాయలు', ['rythu-bazaar-vegetable-prices-rise-te']],
    ['టమాటా', ['rythu-bazaar-vegetable-prices-rise-te']],
    [`శ్రీరామ్${ZWNJ}సాగర్`, story.SRIRAM_SAGAR],
    ['గోదావరి', story.SRIRAM_SAGAR],
    ['చెరువు', ['village-tank-restored-by-shramadaan-te']],
    ['శ్రమదానం', ['village-tank-restored-by-shramadaan-te']],
    ['తెలుగు ఎడిషన్', story.TELUGU_EDITION],
    ['కథల పోటీ', story.STORY_CONTEST],
    ['పదో తరగతి పరీక్షలు', story.TENTH_EXAMS],
    ['రహదారి విస్తరణ', ['uppal-lb-nagar-road-widening-te']],
    ['రైతు రుణాలు', ['assembly-debate-farm-loans-te']],
    ['విశాఖపట్నం', [...story.VIZAG_IT_PARK, 'under-19-cricket-trials-vizag-te']],
  ]),
  ...judged('telugu-inflected', [
    [`హైదరాబాద్${ZWNJ}లో`, story.IN_HYDERABAD_TE],
    ['హైదరాబాద్లో', story.IN_HYDERABAD_TE],
    ['రైతులకు మద్దతు ధర', ['cotton-procurement-centres-open-te']],
    ['పత్తి రైతులకు', ['cotton-procurement-centres-open-te']],
    ['కర్నూలులో ఉల్లి', story.KURNOOL_ONION],
    [`మార్కెట్${ZWNJ}కు ఉల్లి`, story.KURNOOL_ONION],
    ['సినిమాలు', story.FILMS_TE],
    ['నల్గొండ జట్టుకు', ['state-kabaddi-nalgonda-champions-te']],
    ['ఖమ్మంపై', ['state-kabaddi-nalgonda-champions-te']],
    ['విశాఖలో క్రికెట్', ['under-19-cricket-trials-vizag-te']],
    ['క్రికెట్ జట్టుకు', ['under-19-cricket-trials-vizag-te']],
    ['వరంగల్ అమ్మాయిలకు పతకాలు', ['warangal-girls-rural-athletics-te']],
    [`అథ్లెటిక్స్${ZWNJ}లో`, ['warangal-girls-rural-athletics-te']],
    ['అథ్లెటిక్స్లో', ['warangal-girls-rural-athletics-te']],
    ['తిరుపతిలో ఆడియో విడుదల', ['vennela-paata-audio-launch-tirupati-te']],
    ['ఆడియో వేడుకకు', ['vennela-paata-audio-launch-tirupati-te']],
    ['రవీంద్రభారతిలో నాటకాలు', ['ravindra-bharathi-drama-festival-te']],
    ['నాటకోత్సవంలో', ['ravindra-bharathi-drama-festival-te']],
    ['గోదావరిలోకి', story.SRIRAM_SAGAR],
    ['గోదావరికి వరద', story.SRIRAM_SAGAR],
    [`శ్రీరామ్${ZWNJ}సాగర్${ZWNJ}కు`, story.SRIRAM_SAGAR],
    ['శ్రీరామ్సాగర్కు', story.SRIRAM_SAGAR],
    ['చెరువులో పూడిక', ['village-tank-restored-by-shramadaan-te']],
    ['పదో తరగతి పరీక్షలకు', story.TENTH_EXAMS],
    [`ఎల్బీనగర్${ZWNJ}కు`, ['uppal-lb-nagar-road-widening-te']],
    ['టమాటాలు', ['rythu-bazaar-vegetable-prices-rise-te']],
    ['కూరగాయల ధరలపై', ['rythu-bazaar-vegetable-prices-rise-te']],
    [`రైతు బజార్${ZWNJ}లో టమాటా`, ['rythu-bazaar-vegetable-prices-rise-te']],
    ['కథల పోటీకి', story.STORY_CONTEST],
    ['తెలుగు కథలకు', story.STORY_CONTEST],
    ['రైతులకు యాప్', ['telugu-voice-app-for-farmers-te']],
    [`తెలుగు ఎడిషన్${ZWNJ}లో`, story.TELUGU_EDITION],
    ['ఐటీ పార్కులో ఉద్యోగాలు', story.VIZAG_IT_PARK],
    ['శాసనసభలో చర్చ', ['assembly-debate-farm-loans-te']],
    ['రైతు రుణాలపై', ['assembly-debate-farm-loans-te']],
  ]),
];
