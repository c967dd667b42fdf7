// Drafts that are never lost, in the browser: a reporter types a draft with only a headline and
// text, the form saves it by itself (waited for as its "Saved" line, never as time), a reload
// finds it at its own address, and submitting it says what it still needs, in English and Telugu.
import { draftTests } from '../support/drafts.js';

draftTests();
