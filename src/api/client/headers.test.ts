import { describe, expect, it } from 'vitest';
import { buildHeaders, type HeaderInput } from './headers.ts';

const base: HeaderInput = {
  appVersion: '1.196.0',
  locale: 'en',
  sessionToken: undefined,
  accessToken: undefined,
  idempotencyKey: undefined,
  extra: {},
  caller: undefined,
};

describe('buildHeaders', () => {
  it('leaves out what is not there', () => {
    const headers = buildHeaders(base);
    expect(Object.keys(headers).sort()).toEqual(
      ['Accept', 'Accept-Language', 'X-App-Version', 'X-Locale', 'X-Tracing-Id'].sort(),
    );
  });

  it('adds extra headers, skipping empty ones, and lets the caller override', () => {
    const headers = buildHeaders({
      ...base,
      accessToken: '',
      extra: { 'X-Site-Controller': 'sc1', 'X-Tier': undefined, 'X-Empty': '' },
      caller: { 'X-Locale': 'ja' },
    });
    expect(headers['X-Site-Controller']).toBe('sc1');
    expect(headers).not.toHaveProperty('X-Tier');
    expect(headers).not.toHaveProperty('X-Empty');
    expect(headers).not.toHaveProperty('Authorization');
    expect(headers['X-Locale']).toBe('ja');
  });
});
