import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { catalogueEntry, ERROR_CATALOGUE, ERROR_MESSAGE_IDS } from './catalogue.ts';
import { LOCAL_CODES } from './local-codes.ts';
import { messageIdFor, messageValuesFor } from './message-id.ts';

const server = (status: number, code?: number | string, title = 'T'): ApiError =>
  new ApiError({ status, title, local: false, ...(code === undefined ? {} : { code }) });

describe('error catalogue', () => {
  it('lists every displayed-message code of doc 2 §8 as error.code.<N>', () => {
    const displayed = [
      1000, 1100, 1101, 1102, 1103, 1104, 1106, 1500, 1105, 1403, 1501, 1903, 2304, 2401, 3001,
      3011, 3002, 3003, 3205, 3004, 3005, 3006, 3250, 3007, 3008, 3009, 3013, 3016, 3014, 3202,
      3502, 3203, 3251, 3204, 3252, 3504, 3704, 3705, 3750, 3751, 3752, 3753, 3754, 3757, 3760,
      3756, 3780, 3781, 3782, 3783,
    ];
    for (const code of displayed) {
      expect(ERROR_CATALOGUE.get(code)?.messageId, String(code)).toBe(`error.code.${code}`);
    }
  });

  it('flags exactly the 3-D Secure codes', () => {
    const flagged = [...ERROR_CATALOGUE].filter(([, e]) => e.threeDSecure).map(([c]) => c);
    expect(flagged.sort()).toEqual([3006, 3008, 3009, 3250, 3252]);
  });

  it('gives behaviours: retry-later for locks, renew-session for 4000', () => {
    expect(catalogueEntry(3013)?.behaviour).toBe('retry-later');
    expect(catalogueEntry(3001)?.behaviour).toBe('retry');
    expect(catalogueEntry(4000)?.behaviour).toBe('renew-session');
    expect(catalogueEntry('3013')).toBeUndefined(); // codes are normalised to numbers upstream
  });

  it('publishes every key it can return', () => {
    expect(ERROR_MESSAGE_IDS).toContain('error.code.1903');
    expect(ERROR_MESSAGE_IDS).toContain('error.generic.processing');
    expect(ERROR_MESSAGE_IDS).toContain('error.invalidResponse');
    expect(new Set(ERROR_MESSAGE_IDS).size).toBe(ERROR_MESSAGE_IDS.length);
  });
});

describe('messageIdFor', () => {
  it('maps catalogued codes to error.code.<N>', () => {
    expect(messageIdFor(server(422, 3006))).toBe('error.code.3006');
  });

  it('falls back to the generic processing error for unknown codes and 4xx', () => {
    expect(messageIdFor(server(422, 1300))).toBe('error.generic.processing');
    expect(messageIdFor(server(400))).toBe('error.generic.processing');
    expect(messageIdFor(server(429, LOCAL_CODES.tooManyRequests))).toBe('error.generic.processing');
  });

  it('maps local failures and session problems to their own keys', () => {
    const local = (code: string, status = 0): ApiError =>
      new ApiError({ status, code, title: 'x', local: true });
    expect(messageIdFor(local(LOCAL_CODES.network))).toBe('error.generic.network');
    expect(messageIdFor(local(LOCAL_CODES.invalidResponse, 200))).toBe('error.invalidResponse');
    expect(messageIdFor(server(401))).toBe('error.generic.sessionExpired');
    expect(messageIdFor(server(403, 'IDP_EXPIRED'))).toBe('error.generic.sessionExpired');
    expect(messageIdFor(server(400, undefined, 'invalid CLIENT session'))).toBe(
      'error.generic.sessionExpired',
    );
    expect(messageIdFor(server(500))).toBe('error.generic.system');
  });

  it('supplies the months of 1903 from the payload', () => {
    const error = new ApiError({
      status: 422,
      code: 1903,
      title: 'T',
      local: false,
      payload: { reservable_period_months: 6, other: 'x' },
    });
    expect(messageValuesFor(error)).toEqual({ reservable_period_months: 6 });
    expect(messageValuesFor(server(422, 1903))).toEqual({});
  });
});

describe('catalogue and locales', () => {
  it('every message id has an English text in locales/en.json', () => {
    const url = new URL('../../../locales/en.json', import.meta.url);
    const en = JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
    const missing = ERROR_MESSAGE_IDS.filter((id) => typeof en[id] !== 'string');
    expect(missing).toEqual([]);
  });
});
