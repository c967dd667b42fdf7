// The newsroom's desk on a desktop: a rich story from a closed tab through review to readers and
// back in its history, in English and in Telugu (see support/desk.ts).
import { test } from '../support/fixtures.js';
import { deskTests } from '../support/desk.js';

test.describe('in English', () => deskTests('en'));
test.describe('in Telugu', () => deskTests('te'));
