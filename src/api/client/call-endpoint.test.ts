import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Endpoint } from '../contract/endpoint.ts';
import { cancelReservation } from '../contract/endpoints/reservations.ts';
import { roomPrice } from '../contract/endpoints/rooms.ts';
import { ApiError } from '../errors/api-error.ts';
import { LOCAL_CODES } from '../errors/local-codes.ts';
import { createMemorySessionStore } from '../session/memory-session-store.ts';
import { callEndpoint } from './call-endpoint.ts';
import { createApiClient } from './create-client.ts';

interface Sent {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/** A real client whose fetch records each request and answers `answer` with 200. */
function clientAnswering(answer: unknown) {
  const sent: Sent[] = [];
  const api = createApiClient({
    apiBase: 'https://book.test/',
    hotelCode: 'sakura-tokyo',
    getLocale: () => 'ja',
    sessionStore: createMemorySessionStore('tok-1'),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const text = await request.text();
      sent.push({
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        body: text === '' ? undefined : JSON.parse(text),
      });
      return Response.json(answer);
    },
  });
  return { api, sent };
}

const ReservationAnswer = { data: { reservation_number: 'R 1' } };

describe('callEndpoint', () => {
  const fee = {
    method: 'put',
    path: '/api/v1/things/:id/fee',
    query: v.looseObject({ email: v.optional(v.string()), n: v.string() }),
    body: v.object({ reason: v.string() }),
    response: v.object({ data: v.object({ fee: v.number() }) }),
    tag: 't',
    summary: 's',
  } as const satisfies Endpoint;

  it('fills the path, sends query and body through the client, and parses the answer', async () => {
    const { api, sent } = clientAnswering({ data: { fee: 1200 }, extra: true });
    const answer = await callEndpoint(api, fee, {
      params: { id: 'R 1/2' },
      query: { n: 3, email: 'a@example.com' },
      body: { reason: 'other' },
      idempotencyKey: 'key-12345',
    });
    expectTypeOf(answer).toEqualTypeOf<{ data: { fee: number } }>();
    expect(answer).toEqual({ data: { fee: 1200 } });
    const [request] = sent;
    expect(request?.method).toBe('PUT');
    expect(request?.url.pathname).toBe('/api/v1/things/R%201%2F2/fee');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      n: '3',
      email: 'a@example.com',
    });
    expect(request?.body).toEqual({ reason: 'other' });
    // The client's own request behaviour is kept: session, locale, idempotency key, tracing id.
    expect(request?.headers.get('x-client-session')).toBe('tok-1');
    expect(request?.headers.get('idempotency-key')).toBe('key-12345');
    expect(request?.headers.get('x-tracing-id')).toBeTruthy();
  });

  it('drops undefined query values and sends GETs without a body', async () => {
    const { api, sent } = clientAnswering({ data: { total_price: 1 } });
    await callEndpoint(api, roomPrice, {
      query: {
        code: 'sakura-tokyo',
        room_plan_code: 'p',
        checkin_date: '2030-01-01',
        checkout_date: '2030-01-02',
        adults: 2,
        kids_age_range: undefined,
      },
    }).catch(() => undefined);
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.url.search).toBe(
      '?code=sakura-tokyo&room_plan_code=p&checkin_date=2030-01-01&checkout_date=2030-01-02&adults=2',
    );
    expect(sent[0]?.body).toBeUndefined();
  });

  it('rejects an answer the declared schema refuses as a local invalid_response error', async () => {
    const { api } = clientAnswering(ReservationAnswer);
    const call = callEndpoint(api, cancelReservation, {
      params: { number: 'R1' },
      query: { email: 'a@example.com' },
      body: { reason: 'other' },
    });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ code: LOCAL_CODES.invalidResponse });
  });

  it('is checked against the declaration (types), and a missing parameter rejects', async () => {
    const { api } = clientAnswering({});
    await expect(
      // @ts-expect-error the path parameter `number` is required
      callEndpoint(api, cancelReservation, { body: { reason: 'other' } }),
    ).rejects.toThrow('missing path parameter number');
    const wrongBody = callEndpoint(api, cancelReservation, {
      params: { number: 'R1' },
      // @ts-expect-error `reason` must be one of the declared reasons
      body: { reason: 'bored' },
    });
    await expect(wrongBody).rejects.toBeInstanceOf(ApiError);
    // @ts-expect-error `code` and the stay are required query entries
    await expect(callEndpoint(api, roomPrice, { query: { adults: 1 } })).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});
