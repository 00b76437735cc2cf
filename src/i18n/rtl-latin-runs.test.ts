import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES, textDirection } from '../rules/locales.ts';

const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * Latin runs that start with a digit ("3-D Secure"), outside ICU arguments. In a right-to-left
 * paragraph the digit takes the Arabic side and the run falls apart ("(D Secure-3"), so such a
 * run must sit between an isolate mark (LRI or FSI) and PDI. Runs starting with a letter
 * ("Page Up", "Visa") keep their order and need nothing.
 */
function unisolatedDigitRuns(message: string): string[] {
  const text = message.replace(/\{[^{}]*\}/g, '');
  const found: string[] = [];
  for (const match of text.matchAll(/[0-9][0-9A-Za-z]*[-–][A-Za-z][A-Za-z0-9 -]*/g)) {
    const before = text[(match.index ?? 0) - 1];
    const after = text[(match.index ?? 0) + match[0].length];
    if ((before !== LRI && before !== FSI) || after !== PDI) found.push(match[0]);
  }
  return found;
}

describe('Latin terms in right-to-left messages', () => {
  for (const locale of LOCALES.filter((l) => textDirection(l) === 'rtl')) {
    it(`isolates every Latin term that starts with a digit (${locale})`, () => {
      const url = new URL(`../../locales/${locale}.json`, import.meta.url);
      const messages = JSON.parse(readFileSync(url, 'utf8')) as Record<string, string>;
      const offending = Object.entries(messages).flatMap(([id, message]) =>
        unisolatedDigitRuns(message).map((run) => `${id}: ${run}`),
      );
      expect(offending).toEqual([]);
      // The 3-D Secure dialog's title, the case that was seen reversed.
      expect(messages['booking.payment.threeDs.title']).toContain(`${LRI}3-D Secure${PDI}`);
    });
  }

  it('finds the unisolated form', () => {
    expect(unisolatedDigitRuns('التحقق من البطاقة (3-D Secure)')).toEqual(['3-D Secure']);
    expect(unisolatedDigitRuns(`عبر ${LRI}3-D Secure${PDI}.`)).toEqual([]);
  });
});
