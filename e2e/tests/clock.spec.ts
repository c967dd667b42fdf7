// Dates and times on a desktop, in English and in Telugu (see support/clock.ts): one style per
// context, previews marked as such, and the staff screens on the newsroom's clock in a browser
// whose own clock is New York's.
import { test } from '../support/fixtures.js';
import { datesTests, previewTests, staffClockTests } from '../support/clock.js';

for (const lang of ['en', 'te'] as const) {
  test.describe(`dates (${lang})`, () => datesTests(lang));
  test.describe(`previews (${lang})`, () => previewTests(lang));
  test.describe(`a staff browser elsewhere (${lang})`, () => {
    test.use({ timezoneId: 'America/New_York' });
    staffClockTests(lang);
  });
}
