import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otaFetch } from './ota-fetch.ts';

const Answer = v.object({ data: v.object({ seen: v.string() }) });

describe('otaFetch against a local HTTP server', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      request.on('end', () => {
        if (request.url?.startsWith('/missing')) {
          response.writeHead(404).end('{}');
          return;
        }
        const seen = `${request.method} ${request.url} ${request.headers['content-type'] ?? '-'} ${body}`;
        const answer = request.url?.startsWith('/bad') ? { data: {} } : { data: { seen } };
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('fills the path, drops empty query values and GETs without a body', async () => {
    const answer = await otaFetch(
      base,
      { path: '/hotels/:code/nearby', response: Answer },
      { params: { code: 'a b' }, query: { limit: '4', locale: '' } },
    );
    expect(answer.data.seen).toBe('GET /hotels/a%20b/nearby?limit=4 - ');
  });

  it('POSTs a body as JSON', async () => {
    const answer = await otaFetch(base, { path: '/assist', response: Answer }, { body: { t: 1 } });
    expect(answer.data.seen).toBe('POST /assist application/json {"t":1}');
  });

  it('rejects an error status and an answer the schema refuses', async () => {
    await expect(otaFetch(base, { path: '/missing', response: Answer })).rejects.toThrow('404');
    await expect(otaFetch(base, { path: '/bad', response: Answer })).rejects.toThrow('/bad');
  });
});
