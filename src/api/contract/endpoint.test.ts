import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type BodyOf,
  type Endpoint,
  fillPath,
  type PathParams,
  pathParamNames,
  type QueryOf,
} from './endpoint.ts';
import { byOperationId, ENDPOINTS } from './endpoints/index.ts';

describe('Endpoint types', () => {
  it('types the path parameters from the template', () => {
    expectTypeOf<PathParams<'/a/:code/b/:plan'>>().toEqualTypeOf<{
      code: string;
      plan: string;
    }>();
    expectTypeOf<keyof PathParams<'/a/b'>>().toEqualTypeOf<never>();
  });

  it('reads the declared schemas, undefined where none is declared', () => {
    const body = v.object({ n: v.number() });
    const e = {
      method: 'post',
      path: '/p',
      tag: 't',
      summary: 's',
      body,
    } as const satisfies Endpoint;
    expectTypeOf<BodyOf<typeof e>>().toEqualTypeOf<typeof body>();
    expectTypeOf<QueryOf<typeof e>>().toEqualTypeOf<undefined>();
    expect(e.body).toBe(body);
  });
});

describe('fillPath', () => {
  it('puts each parameter in, URL-encoded', () => {
    expect(fillPath('/hotels/:code/plans/:plan', { code: 'sakura tokyo', plan: 'a/b' })).toBe(
      '/hotels/sakura%20tokyo/plans/a%2Fb',
    );
  });

  it('refuses a missing parameter', () => {
    const path: string = '/hotels/:code';
    expect(() => fillPath(path, {})).toThrow('missing path parameter code');
  });

  it('lists the names in order', () => {
    expect(pathParamNames('/brands/:id/reservations/:number')).toEqual(['id', 'number']);
  });
});

describe('the declared endpoints', () => {
  it('refuse a name declared in two areas: it is the operation id, which must be unique', () => {
    const one = { method: 'get', path: '/a', tag: 't', summary: 's' } as const satisfies Endpoint;
    const other = { ...one, path: '/b' } as const satisfies Endpoint;
    expect(Object.keys(byOperationId([{ one }, { other }]))).toEqual(['one', 'other']);
    expect(() => byOperationId([{ one }, { one: other }])).toThrow(
      'one is declared in two endpoint areas',
    );
  });

  it('declare each method and path once', () => {
    const keys = ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('ask for proof of access exactly where the path names a reservation to read', () => {
    for (const e of ENDPOINTS.filter((e) => e.auth === 'reservation')) {
      expect(pathParamNames(e.path)).toContain('number');
      expect(e.query?.entries).toHaveProperty('email');
    }
  });
});
