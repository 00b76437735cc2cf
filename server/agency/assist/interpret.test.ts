import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/rules/locales.ts';
import { HELD_OUT } from './held-out.ts';
import { interpret } from './interpret.ts';
import { REQUESTS, TODAY } from './requests.ts';

/** Filters compared as data: amenities as a set. */
const canonical = (f: object): string =>
  JSON.stringify(
    Object.entries(f)
      .map(([k, v]) => [k, Array.isArray(v) ? [...v].sort() : v] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );

/** The lowest share of requests each language must get exactly right. */
const FLOOR = 0.8;

describe('built-in interpreter', () => {
  it('has at least 100 written requests, in all eight languages', () => {
    expect(REQUESTS.length).toBeGreaterThanOrEqual(100);
    for (const locale of LOCALES)
      expect(REQUESTS.filter((r) => r.locale === locale).length).toBeGreaterThanOrEqual(10);
  });

  it(`gets at least ${FLOOR * 100}% of the requests exactly right in every language`, () => {
    const lines: string[] = [];
    const misses: string[] = [];
    for (const locale of LOCALES) {
      const mine = REQUESTS.filter((r) => r.locale === locale);
      let right = 0;
      for (const r of mine) {
        const got = interpret(r.text, r.locale, TODAY);
        if (canonical(got) === canonical(r.filters)) right += 1;
        else
          misses.push(
            `${locale} "${r.text}"\n  want ${canonical(r.filters)}\n  got  ${canonical(got)}`,
          );
      }
      lines.push(
        `${locale.padEnd(8)} ${right}/${mine.length} ${Math.round((right / mine.length) * 100)}%`,
      );
      expect
        .soft(right / mine.length, `${locale}: ${misses.join('\n')}`)
        .toBeGreaterThanOrEqual(FLOOR);
    }
    const total = REQUESTS.length - misses.length;
    console.log(
      `Assisted search, built-in interpreter: exact filters per language\n${lines.join('\n')}\nall      ${total}/${REQUESTS.length} ${Math.round((total / REQUESTS.length) * 100)}%`,
    );
    if (misses.length) console.log(`Misses:\n${misses.join('\n')}`);
  });

  it('reports its accuracy on requests it was not tuned on', () => {
    const right = HELD_OUT.filter(
      (r) => canonical(interpret(r.text, r.locale, TODAY)) === canonical(r.filters),
    ).length;
    console.log(`Held-out requests: ${right}/${HELD_OUT.length} exactly right`);
    for (const r of HELD_OUT) {
      const got = interpret(r.text, r.locale, TODAY);
      if (canonical(got) !== canonical(r.filters))
        console.log(
          `  ${r.locale} "${r.text}"\n    want ${canonical(r.filters)}\n    got  ${canonical(got)}`,
        );
    }
    // A floor well below the tuned set's: new phrasing may use words the lists lack.
    expect(right / HELD_OUT.length).toBeGreaterThanOrEqual(0.5);
  });

  it('reads digits in any script, counting units and thousands separators', () => {
    expect(interpret('under ¥1.5万 in Kyoto', 'en', TODAY).budget).toEqual({
      amount: 15000,
      currency: 'JPY',
    });
    expect(interpret('فندق لـ ٢ بالغين', 'ar', TODAY).adults).toBe(2);
    expect(interpret('Rp 2.500.000', 'id', TODAY).budget).toEqual({
      amount: 2500000,
      currency: 'IDR',
    });
    // Nothing said, nothing set.
    expect(interpret('somewhere nice', 'en', TODAY)).toEqual({ amenities: [] });
  });
});
