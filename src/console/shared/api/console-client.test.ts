import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../api/contract/endpoint.ts';
import { isApiError } from '../../../api/errors/api-error.ts';
import { CSRF_HEADER, createConsoleClient } from './console-client.ts';
import { consoleErrorId } from './error-text.ts';

const getStaff = {
  method: 'get',
  path: '/api/v1/console/staff/:id',
  response: v.object({ id: v.number() }),
  auth: 'staff',
  capability: 'staff.manage',
  tag: 'test',
  summary: 'test',
} as const satisfies Endpoint;

const invite = {
  method: 'post',
  path: '/api/v1/console/staff/invitations',
  body: v.object({ email: v.string() }),
  status: 204,
  auth: 'staff',
  capability: 'staff.manage',
  tag: 'test',
  summary: 'test',
} as const satisfies Endpoint;

/** A server in a function: records each request and answers `answer`. */
function server(answer: (request: Request) => Response) {
  const seen: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push(request);
    return answer(request);
  };
  return { seen, fetch };
}

/** The console's origin in these tests (the page's own in a browser). */
const B = 'https://book.test';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the console API client', () => {
  it('fills the path, sends the language, and parses the declared answer', async () => {
    const { seen, fetch } = server(() => json(200, { id: 7, extra: 'dropped' }));
    const call = createConsoleClient({
      csrfToken: () => 'token',
      locale: () => 'zh_Hant',
      fetch,
      base: B,
    });
    expect(await call(getStaff, { params: { id: 'a/b' } })).toEqual({ id: 7 });
    expect(seen[0]?.url).toBe('https://book.test/api/v1/console/staff/a%2Fb');
    expect(seen[0]?.headers.get('Accept-Language')).toBe('zh-Hant');
    // A read carries no CSRF token; the session cookie goes with every same-origin call.
    expect(seen[0]?.headers.get(CSRF_HEADER)).toBe(null);
    expect(seen[0]?.credentials).toBe('same-origin');
  });

  it('sends the CSRF token on writes, with the JSON body', async () => {
    const { seen, fetch } = server(() => new Response(null, { status: 204 }));
    const call = createConsoleClient({
      csrfToken: () => 'token',
      locale: () => 'en',
      fetch,
      base: B,
    });
    expect(await call(invite, { body: { email: 'a@b.test' } })).toBe(undefined);
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers.get(CSRF_HEADER)).toBe('token');
    expect(await seen[0]?.json()).toEqual({ email: 'a@b.test' });
  });

  it('sends a member whose session ended back to sign-in, but not for a wrong password', async () => {
    let ended = 0;
    const answers = [
      json(401, { errors: [{ status: 401, code: 9441, title: 'unauthorized' }] }),
      json(401, { errors: [{ status: 401, code: 9401, title: 'unauthorized' }] }),
    ];
    const { fetch } = server(() => answers.shift() ?? json(500, {}));
    const call = createConsoleClient({
      csrfToken: () => undefined,
      locale: () => 'en',
      onUnauthorized: () => {
        ended += 1;
      },
      fetch,
      base: B,
    });
    const first = await call(getStaff, { params: { id: '1' } }).catch((e: unknown) => e);
    expect(isApiError(first) && first.code).toBe(9441);
    expect(consoleErrorId(first)).toBe('error.session');
    const second = await call(getStaff, { params: { id: '1' } }).catch((e: unknown) => e);
    expect(isApiError(second) && second.code).toBe(9401);
    expect(ended).toBe(1);
  });

  it('rejects an answer the contract does not describe, and a dead line, as ApiErrors', async () => {
    const wrong = createConsoleClient({
      csrfToken: () => undefined,
      locale: () => 'en',
      fetch: server(() => json(200, { id: 'seven' })).fetch,
      base: B,
    });
    const invalid = await wrong(getStaff, { params: { id: '1' } }).catch((e: unknown) => e);
    expect(isApiError(invalid) && invalid.code).toBe('invalid_response');
    const dead = createConsoleClient({
      csrfToken: () => undefined,
      locale: () => 'en',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      base: B,
    });
    const offline = await dead(getStaff, { params: { id: '1' } }).catch((e: unknown) => e);
    expect(consoleErrorId(offline)).toBe('error.network');
  });

  it('names each failure in words of the console, a screen’s own first', () => {
    const error = (status: number, code?: number) =>
      Object.assign(new Error('x'), { name: 'ApiError', status, code });
    expect(consoleErrorId(error(403, 9443))).toBe('error.forbidden');
    expect(consoleErrorId(error(409, 9409))).toBe('error.conflict');
    expect(consoleErrorId(error(429))).toBe('error.tooMany');
    expect(consoleErrorId(error(401, 9401), { 9401: 'auth.signIn.wrong' })).toBe(
      'auth.signIn.wrong',
    );
    expect(consoleErrorId(new Error('not an ApiError'))).toBe('error.server');
  });
});
