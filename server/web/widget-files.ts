import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import { contentTypeFor } from './content-type.ts';
import { acceptedEncodings } from './encoding.ts';

/** Reads a file, or nothing when it is missing. */
async function readOptional(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

/** A strong validator for the loader, whose name stays the same from build to build. */
function entityTag(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}

/** Whether an If-None-Match header names this entity tag (or `*`). */
function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((t) => {
    const candidate = t.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === tag;
  });
}

/**
 * Answers `GET /widget/*` from the built widget folder: the loader and the hashed chunks, with
 * CORS so any hotel page can import them. Text files go out precompressed (Brotli or gzip, as
 * the browser accepts; the build writes `.br`/`.gz` beside each); hashed chunks are cached for
 * a year, the loader for five minutes and then revalidated by its entity tag.
 */
export function widgetFiles(widgetDir: string) {
  const root = normalize(widgetDir + sep);
  return async (c: Context) => {
    const relative = decodeURIComponent(c.req.path.slice('/widget/'.length));
    const file = normalize(join(root, relative));
    // The compressed copies are an encoding of their file, never a resource of their own.
    if (!file.startsWith(root) || /\.(br|gz)$/.test(file)) return c.notFound();
    // The best accepted precompressed copy, else the file itself: one read per request.
    let served: { body: Buffer; coding?: string } | undefined;
    for (const encoding of acceptedEncodings(c.req.header('Accept-Encoding'))) {
      const encoded = await readOptional(file + encoding.extension);
      if (encoded) {
        served = { body: encoded, coding: encoding.coding };
        break;
      }
    }
    served ??= await readOptional(file).then((body) => (body ? { body } : undefined));
    if (!served) return c.notFound();
    // Chunk names carry a content hash; the loader keeps a stable name and must stay fresh.
    const immutable = relative.startsWith('chunks/');
    const headers: Record<string, string> = {
      'Content-Type': contentTypeFor(file),
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Cache-Control': immutable
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=300, must-revalidate',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    };
    if (served.coding) headers['Content-Encoding'] = served.coding;
    if (!immutable) {
      // Of the bytes sent: each encoding is its own representation with its own strong tag.
      headers.ETag = entityTag(served.body);
      if (matches(c.req.header('If-None-Match'), headers.ETag)) return c.body(null, 304, headers);
    }
    return c.body(new Uint8Array(served.body), 200, headers);
  };
}
