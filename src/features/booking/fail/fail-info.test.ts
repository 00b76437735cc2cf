import { describe, expect, it } from 'vitest';
import { failInfo } from './fail-info.ts';

const info = (query: string) => failInfo(new URLSearchParams(query), 'sakuratokyo');

describe('failInfo', () => {
  it('explains a 3-D Secure failure: no charge, search again with the same stay', () => {
    expect(
      info('code=sakuratokyo&checkin=2030-04-01&checkout=2030-04-02&adults=2&error_code=3006'),
    ).toEqual({
      messageId: 'error.code.3006',
      code: '3006',
      charge: 'none',
      searchPath:
        '/booking/result?code=sakuratokyo&checkin=2030-04-01&checkout=2030-04-02&adults=2',
    });
  });
  it('says a refund started when the room became full (1105)', () => {
    expect(info('error_code=1105')).toMatchObject({
      messageId: 'error.code.1105',
      charge: 'refund',
    });
  });
  it('falls back to the generic message and drops malformed values', () => {
    expect(info('error_code=<b>&checkin=tomorrow&adults=lots')).toEqual({
      messageId: 'error.generic.processing',
      code: null,
      charge: 'unknown',
      searchPath: '/booking/result?code=sakuratokyo',
    });
  });
});
