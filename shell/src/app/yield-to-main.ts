/** `scheduler.yield()` where the browser has it (Chromium 129+). */
interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so that a long start-up (evaluating the libraries, building the
 * store, the first render) never blocks input for long: the browser can paint and answer taps in between.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
