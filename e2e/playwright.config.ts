import { defineConfig } from '@playwright/test';
import { BASE_URL_ENV, LAUNCH_OPTIONS } from './support/stack.js';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  // The tests share one database, so they run one at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  // Ten seconds: on a busy two-core machine the home page's fifty cards can take five to render.
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    // Set by global setup before the runner starts the workers, which load this file again.
    baseURL: process.env[BASE_URL_ENV],
    browserName: 'chromium',
    launchOptions: LAUNCH_OPTIONS,
    // The same page on every machine: English browser, light system theme, the newsroom's zone.
    locale: 'en-US',
    colorScheme: 'light',
    timezoneId: 'Asia/Kolkata',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    // The tests answer requests with page.route, which a service worker's requests would pass
    // by: the site's worker runs only where a test asks for it (tests/offline.spec.ts).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /\.phone\.spec\.ts$/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      testMatch: /\.phone\.spec\.ts$/,
      use: { viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true },
    },
  ],
});
