/**
 * The time that rules depending on time read: cache lifetimes, rate-limit windows, job leases and
 * backoff, webhook retries, idempotency expiry, the signup floor. Tests replace the process's clock with
 * one they move themselves, so they advance time instead of waiting for it to pass.
 */
export type Clock = {
  /** Milliseconds since the epoch, as `Date.now()`. */
  now(): number;
  /** Resolves once `ms` milliseconds have passed on this clock. */
  sleep(ms: number): Promise<void>;
};

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

// On globalThis: Next.js bundles route handlers and server actions separately, each with its own copy of
// this module, and all of them must read the one clock a test sets.
const state = globalThis as unknown as { __adlabClock?: Clock };

/** The clock of this process: the system's unless a test has set another. */
export const clock = (): Clock => state.__adlabClock ?? systemClock;

/** The current time on the process's clock, as a Date (for database rows). */
export const clockDate = (): Date => new Date(clock().now());

/** Replaces the process's clock (tests); `undefined` goes back to the system's. */
export function setClock(next: Clock | undefined): void {
  state.__adlabClock = next;
}

/**
 * Runs `work` and settles no sooner than `floorMs` after it started, whether it succeeded or failed:
 * callers whose duration would tell something (signup: whether an address has an account) answer after
 * the same floor on every path.
 */
export async function noSoonerThan<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = clock().now();
  try {
    return await work();
  } finally {
    const left = floorMs - (clock().now() - started);
    if (left > 0) await clock().sleep(left);
  }
}
