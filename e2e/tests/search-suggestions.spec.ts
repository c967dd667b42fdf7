// Suggestions under the reader search box on a desktop, by keyboard and mouse: see
// support/searchSuggestions.ts.
import { test } from '../support/fixtures.js';
import { suggestionTests } from '../support/searchSuggestions.js';

test.describe('in English', () => suggestionTests('en', false));
test.describe('in Telugu', () => suggestionTests('te', false));
