// The desk scenario of desk.spec.ts on a phone's screen, touch and all.
import { test } from '../support/fixtures.js';
import { deskTests } from '../support/desk.js';

test.describe('in English', () => deskTests('en'));
test.describe('in Telugu', () => deskTests('te'));
