import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { ErrorBodySchema } from '../../src/api/contract/index.ts';
import { ROUTES } from './routes.ts';

type Json = Record<string, unknown>;

// Requests are documented as they are sent (input), answers as they are received (output);
// transforms (query strings to numbers) cannot be expressed in JSON Schema and are skipped.
const schema = (s: v.GenericSchema, typeMode: 'input' | 'output'): Json =>
  toJsonSchema(s, { target: 'openapi-3.0', errorMode: 'ignore', typeMode }) as Json;

/** The OpenAPI 3.0 document, generated from the valibot contract so it cannot drift. */
export function openApiDocument(serverUrl: string): Json {
  const paths: Record<string, Json> = {};
  for (const r of ROUTES) {
    const params: Json[] = [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    for (const h of r.headers ?? []) {
      params.push({
        name: h.name,
        in: 'header',
        required: false,
        description: h.description,
        schema: { type: 'string' },
      });
    }
    if (r.query) {
      for (const [name, entry] of Object.entries(r.query.entries)) {
        const optional = entry.type === 'optional';
        params.push({ name, in: 'query', required: !optional, schema: schema(entry, 'input') });
      }
    }
    const ok = r.produces
      ? {
          description: 'OK',
          content: { [r.produces]: { schema: { type: 'string', format: 'binary' } } },
        }
      : {
          description: 'OK',
          content: {
            'application/json': {
              schema: r.response ? schema(r.response, 'output') : { type: 'object' },
            },
          },
        };
    const operation: Json = {
      tags: [r.tag],
      summary: r.summary,
      parameters: params,
      responses: {
        [String(r.status ?? 200)]: ok,
        default: {
          description: 'Error (spec shape)',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
        },
      },
    };
    if (r.body)
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: schema(r.body, 'input') } },
      };
    paths[r.path] = { ...(paths[r.path] ?? {}), [r.method]: operation };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Hotel booking provider API',
      version: '1.0.0',
      description:
        'The API the booking widget calls. Errors: `{ errors: [{ title, status, code, details: { base: [message] }, payload? }] }` with the catalogue codes (1000 invalid input naming the field, 1105 room became full, 1500/1501 coupons, 1903 reservable period); 9404 not found, 9409 conflict, 9413 too large, 9422 not allowed now, 9429 rate limited (Retry-After), 9500 internal, 9503 maintenance (Retry-After).',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: { schemas: { ErrorBody: schema(ErrorBodySchema, 'output') } },
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
