/**
 * The timers a deadline or an idle limit is scheduled on: the process's own, or a clock a test
 * moves (so a test says when time passes instead of racing the machine's speed).
 */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

/**
 * The process's timers. None keeps the process alive: each guards a request, a connection or a
 * sweep, and what it guards does (or should not).
 */
export const systemTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms).unref(),
  clearTimeout: (timer) => clearTimeout(timer as NodeJS.Timeout | undefined),
};
