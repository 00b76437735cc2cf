import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/api/contract/endpoint.ts';
import { ENDPOINTS, OPERATIONS } from '../../src/api/contract/endpoints/index.ts';
import { ErrorBodySchema } from '../../src/api/contract/index.ts';
import { createApp } from '../app.ts';
import type { Database } from '../db/schema.ts';
import { createMailer } from '../mail/mailer.ts';
import { openApiDocument, openApiPath } from './document.ts';

/**
 * Served routes that are not part of the JSON API, so not in the document. Each is kept out
 * on purpose; a new JSON route must be declared in src/api/contract/endpoints instead.
 */
const NOT_API = new Set([
  // The loader's drawing of the inline first screen: a part of the widget, like its files.
  'GET /widget/first-screen',
  // The same drawing as HTML for the hotel's own server to write into its page (README, "First
  // screen from your server").
  'GET /widget/first-screen.html',
  // The hotel console's page (issue 38), an app like the hosted pages; its calls are documented.
  'GET /console',
  'GET /console/*',
  // The document itself and its reference page.
  'GET /api/openapi.json',
  'GET /api/docs',
  // Development only: the mails the server would have sent.
  'GET /dev/mailbox',
  // Development only: the local messaging-app token issuer (a real platform signs its own).
  'POST /dev/liff/id-token',
  // The test gateway's 3-D Secure challenge page and its assets (HTML for a browser frame).
  'GET /gateway/3ds.js',
  'GET /gateway/3ds.css',
  'GET /gateway/3ds/{id}',
  'POST /gateway/3ds/{id}',
  // Stripe hotels (issue 43): the 3-D Secure hand-over to Stripe's page and back, and Stripe's
  // signed webhook events (Stripe's format, not this API's).
  'GET /stripe/3ds.js',
  'GET /stripe/3ds/{hotel}/{intent}',
  'GET /stripe/return/{hotel}',
  'POST /stripe/webhooks/{hotel}',
  // The AlpineBits HotelData server: multipart XML messages of a public standard, not JSON
  // (server/connectivity/alpinebits, README "Connectivity").
  'POST /alpinebits',
  // A room type's iCalendar behind its secret export URL (text/calendar, for other sites).
  'GET /ical/{file}',
  // Placeholder room photos (SVG files).
  'GET /media/rooms/{name}',
  'GET /media/hotels/{name}',
  // A hotel's logo and favicon as the console uploaded them (image files).
  'GET /media/uploads/{name}',
  // The built widget files, the probes for load balancers, and the hosted app for every other path.
  'GET /widget/*',
  'GET /healthz',
  'GET /readyz',
  'GET /*',
]);

/** An app whose database is never reached: only its route table is read. */
function appForRoutes() {
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return createApp({
    db,
    mailer: createMailer({ from: 'test@example.com' }),
    publicOrigin: 'https://book.test',
    widgetDir: '/nonexistent-widget-dir',
  });
}

/** `GET /api/v1/hotels/{code}` for every route the app answers (middleware left out). */
function servedRoutes(): string[] {
  const served = appForRoutes()
    .routes // `app.use` middleware (CORS, limits, session) is registered for method ALL.
    .filter((r) => r.method !== 'ALL')
    .map((r) => `${r.method} ${openApiPath(r.path)}`);
  return [...new Set(served)];
}

type Json = Record<string, unknown>;

function documentedRoutes(doc: Record<string, unknown>): string[] {
  const paths = doc.paths as Record<string, Record<string, unknown>>;
  return Object.entries(paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

describe('OpenAPI document', () => {
  const documented = documentedRoutes(openApiDocument('https://book.test'));

  it('documents every JSON route the app serves', () => {
    const undocumented = servedRoutes().filter((r) => !NOT_API.has(r) && !documented.includes(r));
    expect(undocumented).toEqual([]);
  });

  it('serves every route it documents', () => {
    const served = servedRoutes();
    expect(documented.filter((r) => !served.includes(r))).toEqual([]);
  });

  it('keeps out only routes that exist (the list of non-API routes does not go stale)', () => {
    const served = servedRoutes();
    expect([...NOT_API].filter((r) => !served.includes(r))).toEqual([]);
  });

  it('writes path parameters, query entries, bodies and answers from the declaration', () => {
    const endpoint = {
      method: 'put',
      path: '/api/v1/things/:id',
      tag: 'things',
      summary: 'Change a thing',
      status: 202,
    } as const satisfies Endpoint;
    const doc = openApiDocument('https://book.test', { changeThing: endpoint });
    const op = (doc.paths as Record<string, Record<string, Record<string, unknown>>>)[
      '/api/v1/things/{id}'
    ]?.put;
    expect(op?.operationId).toBe('changeThing');
    expect(op?.summary).toBe('Change a thing');
    expect(op?.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    // 403 a bad session, 404 the id, 429 the rate limit; no 400: nothing is validated.
    expect(Object.keys(op?.responses ?? {})).toEqual(['202', '403', '404', '429', 'default']);
    expect(op?.requestBody).toBeUndefined();
  });

  it('documents the booking call with its body, header and 201', () => {
    const doc = openApiDocument('https://book.test');
    const paths = doc.paths as Record<string, Record<string, Record<string, unknown>>>;
    const book = paths['/api/v1/reservations']?.post;
    expect(Object.keys(book?.responses ?? {})).toContain('201');
    expect(JSON.stringify(book?.parameters)).toContain('"name":"Idempotency-Key"');
    expect(JSON.stringify(book?.requestBody)).toContain('"rooms"');
    const cancel = paths['/api/v1/reservations/{number}/cancel']?.put;
    expect(JSON.stringify(cancel?.parameters)).toContain('"name":"bypass_token","in":"query"');
  });

  it('names each operation by the name its declaration is exported under', () => {
    const doc = openApiDocument('https://book.test');
    const ids = Object.values(doc.paths as Record<string, Record<string, { operationId: string }>>)
      .flatMap((ops) => Object.values(ops))
      .map((op) => op.operationId);
    expect(ids.sort()).toEqual(Object.keys(OPERATIONS).sort());
    expect(new Set(ids).size).toBe(ENDPOINTS.length);
    expect(ids.every((id) => /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
  });

  it('documents 4xx answers with the error shape, from what each endpoint declares', () => {
    const doc = openApiDocument('https://book.test');
    const paths = doc.paths as Record<string, Record<string, { responses: Record<string, Json> }>>;
    const responses = (path: string, method: string) => paths[path]?.[method]?.responses ?? {};
    for (const ops of Object.values(paths)) {
      for (const op of Object.values(ops)) {
        const errors = Object.keys(op.responses).filter((s) => s.startsWith('4'));
        expect(errors.length).toBeGreaterThan(0);
        for (const status of errors) {
          expect(op.responses[status]?.content).toEqual({
            'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } },
          });
        }
      }
    }
    expect(Object.keys(responses('/api/v1/rooms', 'get'))).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '422',
      '429',
      'default',
    ]);
    expect(JSON.stringify(responses('/api/v1/memberships/show', 'get')['401'])).toContain('1400');
    expect(JSON.stringify(responses('/api/v1/hotel/payment_links', 'post')['401'])).toContain(
      '9401',
    );
    const book = responses('/api/v1/reservations', 'post');
    expect(Object.keys(book)).toEqual(expect.arrayContaining(['402', '409', '413', '415', '422']));
    expect(book['429']?.headers).toHaveProperty('Retry-After');
  });

  it('requires X-Client-Session exactly where the call refuses to run without one', async () => {
    const doc = openApiDocument('https://book.test');
    const paths = doc.paths as Record<string, Record<string, { security: unknown }>>;
    expect(paths['/api/v1/memberships/sign_in']?.post?.security).toEqual([{ clientSession: [] }]);
    // A member's calls need the token, with the session when the widget has one.
    expect(paths['/api/v1/memberships/show']?.get?.security).toEqual([
      { clientSession: [], member: [] },
      { member: [] },
    ]);
    const app = appForRoutes();
    const needing = Object.entries(OPERATIONS).filter(([, e]) => e.auth === 'client');
    expect(needing.map(([id]) => id)).toEqual(expect.arrayContaining(['signIn', 'whoami']));
    for (const [id, e] of needing) {
      // Every parameter filled, no body: the session is checked before anything else is read.
      const path = e.path.replace(/:\w+/g, 'x');
      const res = await app.request(path, { method: e.method.toUpperCase() });
      expect([id, res.status]).toEqual([id, 403]);
      expect(v.parse(ErrorBodySchema, await res.json()).errors[0]?.code).toBe(4000);
    }
  });
});
