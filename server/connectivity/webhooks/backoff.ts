/** Attempts before a delivery is given up (failed); the console can still send it again. */
export const MAX_ATTEMPTS = 10;

/**
 * The wait after the n-th failed attempt: `base` doubled each time (30 s, 1, 2, 4 … min), at most
 * six hours; ten attempts span about eight and a half hours.
 */
export function retryDelayMs(failedAttempts: number, baseMs = 30_000): number {
  const exponent = Math.max(0, failedAttempts - 1);
  return Math.min(baseMs * 2 ** exponent, 6 * 3_600_000);
}
