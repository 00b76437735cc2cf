import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import {
  FileAttachmentResponseSchema,
  MAX_ATTACHMENT_BYTES,
} from '../../src/api/contract/index.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../test/harness.ts';

const BOUNDARY = '----hbwtestboundary7MA4YWxk';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 1, 2, 3]);
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

const head = (type: string, name = 'file', filename = 'photo.png') =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

async function setup(ctx: TestContext) {
  const dir = await mkdtemp(join(tmpdir(), 'hbw-att-'));
  dirs.push(dir);
  return { dir, app: ctx.appWith({ attachmentsDir: dir }) };
}

const upload = (
  app: ReturnType<TestContext['appWith']>,
  body: Buffer | ReadableStream<Uint8Array>,
) =>
  app.request(
    new Request('http://local/api/v1/file_attachments', {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' }),
  );

describeOnDatabases('file attachments', (get) => {
  it('stores an image (checked by magic bytes) and answers its id', async () => {
    const ctx = get();
    const { dir, app } = await setup(ctx);
    const res = await upload(app, Buffer.concat([head('image/png'), PNG, tail]));
    expect(res.status).toBe(201);
    const body = data(
      { status: res.status, headers: res.headers, body: await res.json() },
      FileAttachmentResponseSchema,
    ).data;
    expect(body).toMatchObject({
      content_type: 'image/png',
      byte_size: PNG.length,
      filename: 'photo.png',
    });
    expect(await readFile(join(dir, body.id))).toEqual(PNG);
    const row = await ctx.handle.db
      .selectFrom('file_attachments')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirst();
    expect(row?.byte_size).toBe(PNG.length);
  });

  it('rejects what is not an image, whatever the declared type, and keeps nothing', async () => {
    const ctx = get();
    const { dir, app } = await setup(ctx);
    for (const [type, bytes] of [
      ['image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
      ['application/pdf', PNG],
      ['image/jpeg', Buffer.from('MZ\x90\x00 not a jpeg')],
    ] as const) {
      const res = await upload(app, Buffer.concat([head(type), bytes, tail]));
      expect(res.status).toBe(415);
      expect(
        apiError({ status: res.status, headers: res.headers, body: await res.json() }).code,
      ).toBe(1251);
    }
    expect((await readdir(dir)).length).toBe(0);
    const missing = await upload(app, Buffer.concat([head('image/png', 'other'), PNG, tail]));
    expect(missing.status).toBe(400);
    const notMultipart = await ctx.call('POST', '/api/v1/file_attachments', { a: 1 }, {}, app);
    expect(notMultipart.status).toBe(415);
  });

  it('stops a streamed upload at 80 MB without buffering it', async () => {
    const ctx = get();
    const { dir, app } = await setup(ctx);
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    let step = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (step === 0) controller.enqueue(new Uint8Array(Buffer.concat([head('image/png'), PNG])));
        else if (sent <= MAX_ATTACHMENT_BYTES + chunk.length) {
          controller.enqueue(chunk);
          sent += chunk.length;
        } else {
          controller.enqueue(new Uint8Array(tail));
          controller.close();
        }
        step++;
      },
    });
    const res = await upload(app, stream);
    expect(res.status).toBe(413);
    expect(
      apiError({ status: res.status, headers: res.headers, body: await res.json() }).code,
    ).toBe(9413);
    expect(sent).toBeLessThan(MAX_ATTACHMENT_BYTES + 4 * chunk.length);
    expect((await readdir(dir)).length).toBe(0);
    const declared = await app.request('/api/v1/file_attachments', {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(MAX_ATTACHMENT_BYTES * 2),
      },
      body: 'x',
    });
    expect(declared.status).toBe(413);
  });
});
