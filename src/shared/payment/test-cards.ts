/**
 * The documented test cards (issue 6: one per gateway outcome, plus one per other brand) and
 * the brand each must be detected as. Shared by the unit tests and, later, the journey tests.
 */
export const TEST_CARDS = [
  ['4242 4242 4242 4242', 'visa'], // succeeds
  ['4000 0000 0000 3220', 'visa'], // requires 3-D Secure
  ['4000 0000 0000 0002', 'visa'], // declined (3007)
  ['4000 0000 0000 0069', 'visa'], // expired (3005)
  ['4000 0000 0000 0119', 'visa'], // times out (3001)
  ['4000 0084 0000 1629', 'visa'], // fails 3-D Secure (3006)
  ['5555 5555 5555 4444', 'master'],
  ['2223 0031 2200 3222', 'master'],
  ['3782 822463 10005', 'amex'],
  ['3530 1113 3330 0000', 'jcb'],
  ['3056 9300 0902 0004', 'diners'],
] as const;
