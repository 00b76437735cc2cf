import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import type { Endpoint } from '../../src/api/contract/endpoint.ts';
import { OPERATIONS } from '../../src/api/contract/endpoints/index.ts';
import { ErrorBodySchema } from '../../src/api/contract/index.ts';
import { errorResponses } from './error-responses.ts';

type Json = Record<string, unknown>;

// Requests are documented as they are sent (input), answers as they are received (output);
// transforms (query strings to numbers) cannot be expressed in JSON Schema and are skipped.
const schema = (s: v.GenericSchema, typeMode: 'input' | 'output'): Json =>
  toJsonSchema(s, { target: 'openapi-3.0', errorMode: 'ignore', typeMode }) as Json;

/** `/hotels/:code` as OpenAPI writes it: `/hotels/{code}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

/**
 * Who may call, see EndpointAuth: alternatives, `{}` being "without credentials". The session
 * is optional where hotel systems and curl call without one, required where the call acts for
 * the session's brand (`client`).
 */
const SECURITY: Record<NonNullable<Endpoint['auth']>, Json[]> = {
  public: [],
  session: [{ clientSession: [] }, {}],
  client: [{ clientSession: [] }],
  reservation: [{ clientSession: [] }, {}],
  member: [{ clientSession: [], member: [] }, { member: [] }],
  hotel: [{ hotelApiKey: [] }],
  staff: [{ consoleSession: [], consoleCsrf: [] }],
};

function parameters(e: Endpoint): Json[] {
  const params: Json[] = [...e.path.matchAll(/:(\w+)/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  for (const h of e.headers ?? []) {
    params.push({
      name: h.name,
      in: 'header',
      required: false,
      description: h.description,
      schema: { type: 'string' },
    });
  }
  for (const [name, entry] of Object.entries(e.query?.entries ?? {})) {
    const optional = entry.type === 'optional';
    params.push({ name, in: 'query', required: !optional, schema: schema(entry, 'input') });
  }
  return params;
}

function operation(operationId: string, e: Endpoint): Json {
  const ok = e.produces
    ? {
        description: 'OK',
        content: { [e.produces]: { schema: { type: 'string', format: 'binary' } } },
      }
    : {
        description: 'OK',
        content: {
          'application/json': {
            schema: e.response ? schema(e.response, 'output') : { type: 'object' },
          },
        },
      };
  const op: Json = {
    operationId,
    tags: [e.tag],
    summary: e.summary,
    security: SECURITY[e.auth ?? 'session'],
    ...(e.auth === 'reservation'
      ? {
          description:
            'Proof of access: `email` or `bypass_token` in the query, or a member `Authorization`. Failed proofs are limited (429 with Retry-After).',
        }
      : {}),
    parameters: parameters(e),
    responses: {
      [String(e.status ?? 200)]: ok,
      ...errorResponses(e),
      default: {
        description: 'Any other error (spec shape), e.g. 500 (9500) or 503 maintenance (9503)',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
      },
    },
  };
  if (e.consumes === 'multipart/form-data') {
    op.requestBody = {
      required: true,
      content: {
        [e.consumes]: {
          schema: {
            type: 'object',
            properties: { file: { type: 'string', format: 'binary' } },
            required: ['file'],
          },
        },
      },
    };
  } else if (e.body) {
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: schema(e.body, 'input') } },
    };
  }
  return op;
}

/**
 * The OpenAPI 3.0 document, generated from the endpoint declarations of the contract (the same
 * objects the server registers its handlers from), so it cannot drift from what is served.
 * `endpoints` are keyed by operation id (the name each declaration is exported under).
 */
export function openApiDocument(
  serverUrl: string,
  endpoints: Readonly<Record<string, Endpoint>> = OPERATIONS,
): Json {
  const paths: Record<string, Json> = {};
  for (const [operationId, e] of Object.entries(endpoints)) {
    const path = openApiPath(e.path);
    paths[path] = { ...(paths[path] ?? {}), [e.method]: operation(operationId, e) };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Hotel booking provider API',
      version: '1.0.0',
      license: { name: 'MIT', url: 'https://opensource.org/licenses/MIT' },
      description:
        'The API the booking widget calls. Errors: `{ errors: [{ title, status, code, details: { base: [message] }, payload? }] }` with the catalogue codes (1000 invalid input naming the field, 1105 room became full, 1500/1501 coupons, 1903 reservable period); 9404 not found, 9409 conflict, 9413 too large, 9422 not allowed now, 9429 rate limited (Retry-After), 9500 internal, 9503 maintenance (Retry-After).',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      schemas: { ErrorBody: schema(ErrorBodySchema, 'output') },
      securitySchemes: {
        clientSession: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Client-Session',
          description:
            "From POST /identity/api/client_sessions. Required by the calls that act for the session's brand (sign-in, sign-up and the other calls before a member is signed in), optional elsewhere; a missing required one, or an unknown or expired one, answers 403 with code 4000.",
        },
        member: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A member access token from memberships/sign_in, confirm, setup or tokens; a missing, expired or revoked one answers 401 with code 1400.',
        },
        consoleSession: {
          type: 'apiKey',
          in: 'cookie',
          name: '__Host-console_session',
          description:
            'The hotel console session (HttpOnly, SameSite=Strict; `console_session` on plain http), set by the console sign-in calls; missing, expired (30 minutes idle, 12 hours at most) or revoked answers 401 with code 9441.',
        },
        consoleCsrf: {
          type: 'apiKey',
          in: 'header',
          name: 'X-CSRF-Token',
          description:
            "The console session's CSRF token (`csrf_token` of GET /api/v1/console/session and of the sign-in answers); required on every console call but GET, else 403 with code 9444. Sent on GET too, it is ignored.",
        },
        hotelApiKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            "A hotel's API key (`npm run payment-link -- api-key --hotel <code>`; shown once, stored hashed); a missing, unknown or revoked one answers 401 with code 9401.",
        },
      },
    },
  };
}

/** A self-contained reference page (no CDN): each route with its schemas as JSON. */
export function openApiHtml(doc: Json): string {
  const esc = (s: string): string => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const sections = Object.entries(paths)
    .flatMap(([path, ops]) =>
      Object.entries(ops).map(
        ([method, op]) =>
          `<section><h2><code>${method.toUpperCase()} ${esc(path)}</code></h2><p>${esc(String(op.summary))}</p>` +
          `<details><summary>Schemas</summary><pre>${esc(JSON.stringify({ parameters: op.parameters, requestBody: op.requestBody, responses: op.responses }, null, 2))}</pre></details></section>`,
      ),
    )
    .join('\n');
  const info = doc.info as Json;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(String(info.title))}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}pre{background:#f4f4f4;padding:1rem;overflow:auto;font-size:12px}h2{font-size:1rem;margin-bottom:0}section{border-bottom:1px solid #ddd;padding:.5rem 0}</style>
</head><body><h1>${esc(String(info.title))}</h1><p>${esc(String(info.description))}</p><p><a href="/api/openapi.json">openapi.json</a></p>${sections}</body></html>`;
}
