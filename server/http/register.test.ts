import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Endpoint } from '../../src/api/contract/endpoint.ts';
import { ErrorBodySchema } from '../../src/api/contract/index.ts';
import type { AppEnv } from '../routes/context.ts';
import { errorResponse, toDomainError } from './errors.ts';
import { register } from './register.ts';

const renameThing = {
  method: 'put',
  path: '/things/:id',
  query: v.looseObject({ n: v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)) }),
  body: v.strictObject({ name: v.pipe(v.string(), v.minLength(1)) }),
  response: v.object({ data: v.object({ id: v.string(), n: v.number(), name: v.string() }) }),
  status: 202,
  tag: 'things',
  summary: 'Rename a thing',
} as const satisfies Endpoint;

/** An app as the server builds it: thrown errors answer through the spec's error shape. */
function appWith(setup: (app: Hono<AppEnv>) => void): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError((error, c) => errorResponse(c, toDomainError(error)));
  setup(app);
  return app;
}

const send = (app: Hono<AppEnv>, url: string, body: string, type = 'application/json') =>
  app.request(url, { method: 'PUT', body, headers: { 'Content-Type': type } });

describe('register', () => {
  const app = appWith((a) =>
    register(a, renameThing, async ({ params, query, body }) => {
      expectTypeOf(params).toEqualTypeOf<{ id: string }>();
      expectTypeOf(query.n).toEqualTypeOf<number>();
      const { name } = await body();
      return { data: { id: params.id, n: query.n, name } };
    }),
  );

  it('hands the handler the parsed parameters, query and body, and answers the declared status', async () => {
    const res = await send(app, '/things/a%20b?n=7', JSON.stringify({ name: 'x' }));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ data: { id: 'a b', n: 7, name: 'x' } });
  });

  it('answers an invalid query with 400, code 1000 and the field', async () => {
    const res = await send(app, '/things/1?n=seven', JSON.stringify({ name: 'x' }));
    expect(res.status).toBe(400);
    const error = v.parse(ErrorBodySchema, await res.json()).errors[0];
    expect(error).toMatchObject({ code: 1000, payload: { field: 'n' } });
  });

  it('answers an invalid body with 400 naming the field, an unknown key as not known', async () => {
    const empty = await send(app, '/things/1?n=1', JSON.stringify({ name: '' }));
    expect(v.parse(ErrorBodySchema, await empty.json()).errors[0]).toMatchObject({
      status: 400,
      code: 1000,
      payload: { field: 'name' },
    });
    const extra = await send(app, '/things/1?n=1', JSON.stringify({ name: 'x', colour: 'red' }));
    expect(v.parse(ErrorBodySchema, await extra.json()).errors[0]?.details.base[0]).toBe(
      'colour is not a known field',
    );
  });

  it('answers another content type with 415 and broken JSON with 400 on the body', async () => {
    expect((await send(app, '/things/1?n=1', 'name=x', 'text/plain')).status).toBe(415);
    const broken = await send(app, '/things/1?n=1', '{');
    expect(v.parse(ErrorBodySchema, await broken.json()).errors[0]).toMatchObject({
      status: 400,
      payload: { field: 'body' },
    });
  });

  it('reads the body only when the handler asks, so earlier checks answer first', async () => {
    const guarded = appWith((a) =>
      register(a, renameThing, async ({ c, body }) => {
        if (c.req.header('x-allowed') !== 'yes') return c.json({ refused: true }, 404);
        return { data: { id: '1', n: 1, name: (await body()).name } };
      }),
    );
    const res = await send(guarded, '/things/1?n=1', '{');
    expect(res.status).toBe(404);
  });

  it('passes a Response of the handler through as it is', async () => {
    const custom = appWith((a) =>
      register(a, renameThing, ({ c }) => c.body('done', 200, { 'X-Custom': '1' })),
    );
    const res = await send(custom, '/things/1?n=1', '{}');
    expect(res.headers.get('x-custom')).toBe('1');
    expect(await res.text()).toBe('done');
  });

  it('answers a call declared to need the client session with 403 code 4000 when it has none, before reading the input', async () => {
    const ran: string[] = [];
    const brandCall = { ...renameThing, auth: 'client' } as const satisfies Endpoint;
    const sessionCall = { ...renameThing, path: '/open/:id' } as const satisfies Endpoint;
    const handler = ({ params }: { params: { id: string } }) => {
      ran.push(params.id);
      return new Response('ran');
    };
    const app = appWith((a) => {
      register(a, brandCall, handler);
      register(a, sessionCall, handler);
    });
    // Even with an invalid query: a session is what the widget must fix first.
    const res = await send(app, '/things/1?n=seven', '{}');
    expect(res.status).toBe(403);
    expect(v.parse(ErrorBodySchema, await res.json()).errors[0]?.code).toBe(4000);
    expect((await send(app, '/open/2?n=1', '{}')).status).toBe(200);
    expect(ran).toEqual(['2']);
  });
});
