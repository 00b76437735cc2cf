/**
 * TEST ONLY. With `HB_TEST_CRASH_AT=<point>` in the environment, the process kills itself
 * (SIGKILL: no cleanup, no answer) when it reaches that point, so a test can prove what another
 * process makes of the loose end (server/refund-crash.test.ts). Never set it in production.
 */
export function crashPoint(point: 'after-cancel-gateway'): void {
  if (process.env.HB_TEST_CRASH_AT === point) process.kill(process.pid, 'SIGKILL');
}
