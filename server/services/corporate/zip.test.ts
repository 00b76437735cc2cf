import { TextWriter, Uint8ArrayReader, Uint8ArrayWriter, ZipReader } from '@zip.js/zip.js';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { encryptedZipStream } from './zip.ts';

const PASSWORD = 'Xk7m-p9Qa-Rt4w-Hn8c-Ze3v';
const CSV = '\uFEFFreservation_number,guest_name\r\nS1,Yamada Taro\r\n';

const bytesOf = async (stream: ReadableStream<Uint8Array>) =>
  new Uint8Array(await new Response(stream).arrayBuffer());

const archive = () =>
  bytesOf(
    encryptedZipStream(
      [
        { name: '2027-上期.csv', content: CSV },
        { name: '2027-H2.csv', content: CSV },
      ],
      { password: PASSWORD, mtime: new Date('2027-05-01T09:30:00Z') },
    ),
  );

/** Every local file header of a ZIP, as the format lays it out (APPNOTE 4.3.7). */
function localHeaders(zip: Uint8Array) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const headers: { flags: number; method: number; crc: number; extra: Uint8Array }[] = [];
  for (let at = 0; at + 30 <= zip.length; at++) {
    if (view.getUint32(at, true) !== 0x04034b50) continue;
    const nameLength = view.getUint16(at + 26, true);
    const extraLength = view.getUint16(at + 28, true);
    const extraStart = at + 30 + nameLength;
    headers.push({
      flags: view.getUint16(at + 6, true),
      method: view.getUint16(at + 8, true),
      crc: view.getUint32(at + 14, true),
      extra: zip.subarray(extraStart, extraStart + extraLength),
    });
  }
  return headers;
}

/** The WinZip AES extra field (id 0x9901) among an entry's extra fields, if any. */
function aesField(extra: Uint8Array) {
  const view = new DataView(extra.buffer, extra.byteOffset, extra.byteLength);
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (id === 0x9901)
      return {
        version: view.getUint16(at + 4, true),
        vendor: String.fromCharCode(extra[at + 6] ?? 0, extra[at + 7] ?? 0),
        strength: extra[at + 8],
        method: view.getUint16(at + 9, true),
      };
    at += 4 + size;
  }
  return undefined;
}

describe('encryptedZipStream', () => {
  it('encrypts every entry with AES-256 in the AE-2 format, never ZipCrypto', async () => {
    const headers = localHeaders(await archive());
    expect(headers).toHaveLength(2);
    for (const header of headers) {
      expect(header.flags & 0x1).toBe(1); // encrypted
      expect(header.method).toBe(99); // AES (WinZip), the real method is in the extra field
      // AE-2 stores no CRC-32, which would let a guess of the content be checked offline.
      expect(header.crc).toBe(0);
      expect(aesField(header.extra)).toEqual({ version: 2, vendor: 'AE', strength: 3, method: 8 });
    }
    // The Japanese name carries the UTF-8 flag (bit 11), the ASCII one has no need of it.
    expect(headers.map((h) => (h.flags & 0x800) !== 0)).toEqual([true, false]);
  });

  it('opens with the password only', async () => {
    const zip = await archive();
    const reader = new ZipReader(new Uint8ArrayReader(zip));
    const entries = await reader.getEntries();
    expect(entries.map((e) => e.filename)).toEqual(['2027-上期.csv', '2027-H2.csv']);
    const [first] = entries;
    if (!first || first.directory) throw new Error('no file entry');
    expect(first.encrypted).toBe(true);
    const bytes = await first.getData(new Uint8ArrayWriter(), { password: PASSWORD });
    // The CSV comes back byte for byte, its BOM included (spreadsheets need it).
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(CSV);
    await expect(first.getData(new TextWriter(), { password: 'wrong-password' })).rejects.toThrow(
      /password/i,
    );
    await expect(first.getData(new TextWriter())).rejects.toThrow(/encrypted/i);
    await reader.close();
    // A reader that knows no AES (fflate) cannot read the content either.
    expect(() => unzipSync(zip)).toThrow();
  });

  it('writes nothing of the content in the clear', async () => {
    const text = new TextDecoder('latin1').decode(await archive());
    expect(text).not.toContain('Yamada');
    expect(text).not.toContain('reservation_number');
  });
});
