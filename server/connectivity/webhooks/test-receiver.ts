import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhook, WEBHOOK_HEADERS } from './signature.ts';

export interface ReceivedWebhook {
  id: string;
  type: string;
  body: Record<string, unknown>;
  verified: boolean;
}

const header = (headers: IncomingHttpHeaders, name: string): string | null => {
  const value = headers[name.toLowerCase()];
  return typeof value === 'string' ? value : null;
};

/**
 * A hotel system's webhook endpoint for tests and the journey: a local HTTP server that verifies
 * each request's signature with the endpoint secret as the README shows, keeps what it got, and
 * can be told to fail the next requests.
 */
export async function startWebhookReceiver(): Promise<{
  url: string;
  received: ReceivedWebhook[];
  setSecret(secret: string): void;
  failNext(count: number): void;
  close(): Promise<void>;
}> {
  const received: ReceivedWebhook[] = [];
  let secret = '';
  let failures = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (failures > 0) {
        failures--;
        res.writeHead(503).end();
        return;
      }
      const raw = Buffer.concat(chunks).toString('utf8');
      const verified = verifyWebhook(
        secret,
        {
          timestamp: header(req.headers, WEBHOOK_HEADERS.timestamp),
          signature: header(req.headers, WEBHOOK_HEADERS.signature),
        },
        raw,
        Math.floor(Date.now() / 1000),
      );
      const body = JSON.parse(raw) as Record<string, unknown>;
      received.push({
        id: header(req.headers, WEBHOOK_HEADERS.id) ?? '',
        type: String(body.type),
        body,
        verified,
      });
      res.writeHead(verified ? 204 : 401).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    setSecret: (s) => {
      secret = s;
    },
    failNext: (n) => {
      failures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
