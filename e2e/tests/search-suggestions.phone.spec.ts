// Suggestions under the reader search box on a phone's screen, by keyboard and touch: see
// support/searchSuggestions.ts.
import { test } from '../support/fixtures.js';
import { suggestionTests } from '../support/searchSuggestions.js';

test.describe('in English', () => suggestionTests('en', true));
test.describe('in Telugu', () => suggestionTests('te', true));
