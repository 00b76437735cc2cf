import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/api/contract/endpoint.ts';
import { errorReasons, errorResponses } from './error-responses.ts';

const base = { method: 'post', tag: 't', summary: 's' } as const;
const statuses = (e: Endpoint) => [...errorReasons(e).keys()].sort();

describe('the error answers derived from a declaration', () => {
  it('gives an API call with a JSON body 400, 403, 413, 415 and 429', () => {
    expect(statuses({ ...base, path: '/api/v1/things', body: v.object({}) })).toEqual([
      400, 403, 413, 415, 429,
    ]);
  });

  it('gives no 400 to a call that reads no query or body, and 404 for each path parameter', () => {
    const reasons = errorReasons({ ...base, method: 'get', path: '/api/v1/a/:code/b/:plan' });
    expect([...reasons.keys()].sort()).toEqual([403, 404, 429]);
    expect(reasons.get(404)).toEqual(['9404: not found (`code`, `plan`)']);
  });

  it('answers 401 by who may call: 1400 for a member, 9401 for a hotel key', () => {
    const member = errorReasons({ ...base, path: '/api/v1/m', auth: 'member' });
    expect(member.get(401)?.join()).toContain('1400');
    expect(member.get(403)?.join()).toContain('3402');
    const hotel = errorReasons({ ...base, path: '/api/v1/hotel/x', auth: 'hotel' });
    expect(hotel.get(401)?.join()).toContain('9401');
    // A hotel system sends no widget session, so none is checked for it.
    expect(hotel.has(403)).toBe(false);
  });

  it('says the session is missing only where it is required', () => {
    const required = errorReasons({ ...base, path: '/api/v1/x', auth: 'client' }).get(403);
    const optional = errorReasons({ ...base, path: '/api/v1/x' }).get(403);
    expect(required?.join()).toContain('missing');
    expect(optional?.join()).not.toContain('missing');
  });

  it('leaves out the API limits where the app does not apply them (the test gateway)', () => {
    expect(
      statuses({ ...base, path: '/gateway/tokens', auth: 'public', body: v.object({}) }),
    ).toEqual([400, 415]);
  });

  it("adds the endpoint's own errors, joined with the derived reason of the same status", () => {
    const reasons = errorReasons({
      ...base,
      path: '/api/v1/r/:number',
      auth: 'reservation',
      errors: { 404: 'no plan', 409: '3013: locked' },
    });
    expect(reasons.get(404)).toEqual(['9404: not found (`number`)', 'no plan']);
    expect(reasons.get(409)).toEqual(['3013: locked']);
    expect(reasons.get(429)?.length).toBe(2);
  });

  it('documents each with the error body, and Retry-After on 429', () => {
    const responses = errorResponses({ ...base, path: '/api/v1/x', errors: { 409: 'c' } });
    expect(Object.keys(responses)).toEqual(['403', '409', '429']);
    expect(responses['409']).toEqual({
      description: 'c',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    });
    expect(responses['429']?.headers).toHaveProperty('Retry-After');
  });
});
