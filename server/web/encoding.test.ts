import { describe, expect, it } from 'vitest';
import { acceptedEncodings } from './encoding.ts';

const codings = (header: string | undefined) => acceptedEncodings(header).map((e) => e.coding);

describe('acceptedEncodings', () => {
  it('prefers Brotli, then gzip, as browsers send them', () => {
    expect(codings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(codings('gzip, deflate')).toEqual(['gzip']);
  });

  it('offers nothing without the header or for identity only', () => {
    expect(codings(undefined)).toEqual([]);
    expect(codings('identity')).toEqual([]);
  });

  it('honours quality values, q=0 refusing a coding', () => {
    expect(codings('br;q=0, gzip')).toEqual(['gzip']);
    expect(codings('br;q=0.5, gzip;q=0.8')).toEqual(['gzip', 'br']);
    expect(codings('GZIP;Q=1')).toEqual(['gzip']);
  });

  it('lets * stand for the codings not named', () => {
    expect(codings('*')).toEqual(['br', 'gzip']);
    expect(codings('gzip;q=0, *')).toEqual(['br']);
  });
});
