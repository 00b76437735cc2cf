import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { expect, it } from 'vitest';
import { CreateReservationResponseSchema } from '../../src/api/contract/index.ts';
import { tokyoBooking } from '../test/fixtures.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../test/harness.ts';

/** Every stream of a PDF, inflated, as latin1 text (content streams and ToUnicode maps). */
async function streams(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  let all = '';
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFRawStream)) continue;
    const filter = obj.dict.get(PDFName.of('Filter'));
    const raw = filter === PDFName.of('FlateDecode') ? inflateSync(obj.contents) : obj.contents;
    all += Buffer.from(raw).toString('latin1');
  }
  return all;
}

/** How the standard font writes Latin text into a content stream (hex string). */
const latinHex = (text: string): string =>
  Buffer.from(text, 'latin1').toString('hex').toUpperCase();
/** How a ToUnicode map names a character. */
const cmapHex = (ch: string): string =>
  Buffer.from(ch, 'utf16le').swap16().toString('hex').toUpperCase();

async function receipt(ctx: TestContext, params: Record<string, string>) {
  const checkin = await ctx.freeDate('standard-double', 1, 35);
  const r = data(
    await ctx.call('POST', '/api/v1/reservations', tokyoBooking(checkin)),
    CreateReservationResponseSchema,
  ).data;
  const q = new URLSearchParams({ bypass_token: r.bypass_token, ...params });
  return ctx.app.request(`/api/v1/reservations/${r.reservation_number}/receipt?${q}`);
}

describeOnDatabases('receipt name and Taiwan unified business number', (get) => {
  it('prints receipt_name and receipt_unicode', async () => {
    const ctx = get();
    const res = await receipt(ctx, { receipt_name: '陳大文有限公司', receipt_unicode: '12345678' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = await streams(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain(latinHex('Unified business number: 12345678'));
    for (const ch of '陳大文有限公司') expect(text).toContain(`<${cmapHex(ch)}>`);
  });

  it('refuses a unicode that is not 8 digits and a name over 100 characters (400 naming the field)', async () => {
    const ctx = get();
    for (const bad of ['1234567', '123456789', 'ABCDEFGH']) {
      const res = await receipt(ctx, { receipt_unicode: bad });
      expect(res.status).toBe(400);
      const body = { status: res.status, headers: res.headers, body: await res.json() };
      expect(apiError(body)).toMatchObject({ code: 1000, payload: { field: 'receipt_unicode' } });
    }
    const long = await receipt(ctx, { receipt_name: 'あ'.repeat(101) });
    const body = { status: long.status, headers: long.headers, body: await long.json() };
    expect(apiError(body)).toMatchObject({ code: 1000, payload: { field: 'receipt_name' } });
    expect((await receipt(ctx, { receipt_name: 'あ'.repeat(100) })).status).toBe(200);
  });
});
