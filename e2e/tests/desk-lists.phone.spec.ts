// The review loop in the staff lists, on a phone's screen: see support/deskLists.ts.
import { test } from '../support/fixtures.js';
import { deskListTests } from '../support/deskLists.js';

test.describe('in English', () => deskListTests('en'));
test.describe('in Telugu', () => deskListTests('te'));
