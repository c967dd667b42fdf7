// The budgets of issue 18, section 5. Sizes are in KB of 1000 bytes, the stricter reading.
export const BUDGET = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 30,
  cls: 0.01,
  pageJsGzip: 15_000,
  /** What the page's JavaScript aims for, printed beside the budget. */
  pageJsAimGzip: 5_000,
  serviceWorkerGzip: 15_000,
  htmlGzip: 30_000,
  /** The rendered home page's requests per second over `GET /Articles?PageSize=9`'s. */
  homeRpsRatio: 2,
  homeP99Ms: 50,
  uncachedRendersPerSecond: 60,
  healthzP99Ms: 50,
};
