// Writing a Telugu story on an English keyboard, on a phone's screen: see support/teluguTyping.ts.
import { test } from '../support/fixtures.js';
import { teluguTypingTests } from '../support/teluguTyping.js';

test.describe('in English', () => teluguTypingTests('en'));
test.describe('in Telugu', () => teluguTypingTests('te'));
