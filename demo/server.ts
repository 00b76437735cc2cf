import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
};

export interface DemoOptions {
  port: number;
  /** Origin of the provider server whose loader the pages include. */
  providerOrigin: string;
  /** Folder of pages; `{{PROVIDER}}` in HTML is replaced by the provider origin. */
  root?: string;
  host?: string;
}

/**
 * The demo hotel website: static pages on their own origin, so CORS, cookies and postMessage
 * origin checks work exactly as on a real hotel site. Pages whose name contains `strict-csp`
 * are sent with a strict Content-Security-Policy (no inline script or style, no eval).
 */
export function startDemo(options: DemoOptions): Promise<{ url: string; close(): Promise<void> }> {
  const root = normalize((options.root ?? fileURLToPath(new URL('.', import.meta.url))) + sep);
  const server: Server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://demo').pathname);
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(root) || file.endsWith('.ts')) {
      res.writeHead(404).end('Not found');
      return;
    }
    try {
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      let body: string | Buffer = await readFile(file);
      const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': 'no-store' };
      if (type.startsWith('text/html')) {
        body = body.toString('utf8').replaceAll('{{PROVIDER}}', options.providerOrigin);
        if (file.includes('strict-csp')) {
          headers['Content-Security-Policy'] =
            `default-src 'self'; script-src 'self' ${options.providerOrigin}; style-src 'self'; ` +
            `connect-src 'self' ${options.providerOrigin}; frame-src ${options.providerOrigin}; img-src 'self' data: ${options.providerOrigin}`;
        }
      }
      // Pages go out gzip-compressed, as a hotel's web server sends them: the Lighthouse bench
      // compares pages that differ by the widget's markup (bench/lighthouse.ts).
      if (type.startsWith('text/html') && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        body = gzipSync(body);
        headers['Content-Encoding'] = 'gzip';
        headers.Vary = 'Accept-Encoding';
      }
      res.writeHead(200, headers).end(body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolve({
        // "localhost" while the provider uses 127.0.0.1: two hosts, so not even cookies are shared.
        url: `http://localhost:${port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
