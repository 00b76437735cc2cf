import { describe, expect, it } from 'vitest';
import { fold, normalise } from './normalise.ts';

describe('normalise', () => {
  it('multiplies counting units out, decimals included (a point or a comma)', () => {
    // Before issue 37 "1,5 juta" read as 1 and 5,000,000.
    expect(normalise('1,5 juta')).toBe('1500000');
    expect(normalise('Rp2,75jt')).toBe('rp2750000');
    expect(normalise('1.5万円')).toBe('15000円');
    expect(normalise('2.5만원')).toBe('25000원');
    expect(normalise('1.5 หมื่นบาท')).toBe('15000บาท');
    expect(normalise('٢٫٥ ألف ريال')).toBe('2500 ريال');
    expect(normalise('12.5k yen')).toBe('12500 yen');
  });

  it('keeps thousands separators apart from decimals', () => {
    expect(normalise('Rp 2.500.000')).toBe('rp 2500000');
    expect(normalise('NT$3,500')).toBe('nt$3500');
    expect(normalise('1万5千円')).toBe('15000円');
  });

  it('folds Arabic spellings with and without hamza, ta marbuta and vowels together', () => {
    expect(fold('أوساكا')).toBe(fold('اوساكا'));
    expect(fold('الجمعة')).toBe(fold('الجمعه'));
    expect(fold('غدًا')).toBe(fold('غدا'));
  });
});
