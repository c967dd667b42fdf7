// The drafts scenario of drafts.spec.ts on a phone's screen, touch and all.
import { draftTests } from '../support/drafts.js';

draftTests();
