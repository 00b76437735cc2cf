// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../../../server/app.ts';
import type { DbHandle } from '../../../../../server/db/connect.ts';
import { createMailer } from '../../../../../server/mail/mailer.ts';
import { openSnapshotDb } from '../../../../../server/test/snapshot.ts';
import { createApiClient } from '../../../../api/client/create-client.ts';
import type { ApiClient } from '../../../../api/client/types.ts';
import { isApiError } from '../../../../api/errors/api-error.ts';
import { createMemorySessionStore } from '../../../../api/session/memory-session-store.ts';
import { uploadAttachment } from './upload.ts';

/*
 * The upload through the widget's real API client into the real provider app (PGlite
 * snapshot), with the client's fetch pointed at the app: proves the multipart body, the
 * client-session header the server requires, and the error mapping, without a network.
 */

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 1, 2]);
let handle: DbHandle | undefined;
let dir = '';
let api: ApiClient;
const seen: Request[] = [];

beforeAll(async () => {
  handle = await openSnapshotDb();
  dir = await mkdtemp(join(tmpdir(), 'hbw-sections-'));
  const app = createApp({
    db: handle.db,
    mailer: createMailer({ from: 'test@sakura.example' }),
    publicOrigin: 'https://book.test',
    widgetDir: '/nonexistent-widget-dir',
    logger: () => {},
    rateLimit: false,
    attachmentsDir: dir,
  });
  api = createApiClient({
    apiBase: 'http://local',
    hotelCode: 'sakura-tokyo',
    getLocale: () => 'en',
    sessionStore: createMemorySessionStore(),
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      // As a browser's fetch does: an aborted request never goes out.
      if (request.signal.aborted) return Promise.reject(request.signal.reason);
      seen.push(request.clone());
      return Promise.resolve(app.fetch(request));
    },
  });
});
afterAll(async () => {
  await handle?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('uploadAttachment', () => {
  it('posts the image as multipart `file` with the client headers and answers its id', async () => {
    const stored = await uploadAttachment(api, new File([PNG], 'photo.png', { type: 'image/png' }));
    expect(stored).toMatchObject({ content_type: 'image/png', byte_size: PNG.length });
    expect(stored.id).toMatch(/^att_/);
    const upload = seen.find((r) => r.url.endsWith('/api/v1/file_attachments'));
    expect(upload?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload?.headers.get('x-client-session')).toBeTruthy();
    expect(upload?.headers.get('x-locale')).toBe('en');
    const form = await upload?.formData();
    expect((form?.get('file') as File | null)?.name).toBe('photo.png');
  });

  it('rejects with the catalogue ApiError when the bytes are not an image', async () => {
    const fake = new File(['not an image'], 'photo.png', { type: 'image/png' });
    const error: unknown = await uploadAttachment(api, fake).catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe(1251);
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    const file = new File([PNG], 'photo.png', { type: 'image/png' });
    const error: unknown = await uploadAttachment(api, file, controller.signal).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error)).toBe(true);
  });
});
