import { describe, expect, it } from 'vitest';
import { CSV_BOM, corporateCsv, csvCell, csvLine } from './csv.ts';
import { safeFileName } from './zip.ts';

describe('corporate CSV', () => {
  it('quotes by RFC 4180', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell('山田 太郎')).toBe('山田 太郎');
    expect(csvLine(['a', 1])).toBe('a,1\r\n');
  });

  it('keeps text that looks like a formula as text', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('+81 90')).toBe("'+81 90");
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    // Numbers stay numbers, negative ones too.
    expect(csvCell(-5)).toBe('-5');
  });

  it('starts with a byte-order mark and a header line', () => {
    const csv = corporateCsv([]);
    expect(csv.startsWith(`${CSV_BOM}reservation_number,guest_name,`)).toBe(true);
    expect(csv.endsWith('period,year\r\n')).toBe(true);
  });
});

describe('safeFileName', () => {
  it('keeps any script and replaces separators and control characters', () => {
    expect(safeFileName('2026-上期.csv')).toBe('2026-上期.csv');
    expect(safeFileName('../a/b\\c:d*e?"f<g>h|\u0001.csv')).toBe('.._a_b_c_d_e__f_g_h__.csv');
  });
});
