// The spec's required messages on the article form, on a desktop: see support/articleRequired.ts.
import { test } from '../support/fixtures.js';
import { requiredFieldTests } from '../support/articleRequired.js';

test.describe('in English', () => requiredFieldTests('en'));
test.describe('in Telugu', () => requiredFieldTests('te'));
