/**
 * Helpers for the journeys that download an organization's reservations from the widget's
 * admin view (corporate.e2e.test.ts, console-organizations.e2e.test.ts): the file's bytes, the
 * password e-mailed for it, and the password-protected ZIP's files.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TextWriter, Uint8ArrayReader, Uint8ArrayWriter, ZipReader } from '@zip.js/zip.js';
import type { Download } from 'playwright-core';
import { expect } from 'vitest';
import { mailsTo } from './account-support.ts';
import { e2e } from './support.ts';

/** The bytes of a download (the browser is remote: its copy is saved here first). */
export async function bytesOf(download: Download): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'corporate-download-'));
  try {
    const file = join(dir, download.suggestedFilename());
    await download.saveAs(file);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const PASSWORD_LINE = /^(?:[2-9A-HJ-NP-Za-km-np-z]{4}-){4}[2-9A-HJ-NP-Za-km-np-z]{4}$/m;

/** The password e-mailed for a downloaded file (the mail names the file). */
export async function passwordFor(
  email: string,
  file: string,
  provider = e2e.provider,
): Promise<string> {
  let password = '';
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(email, provider)).find((m) => m.subject.includes(file));
        password = PASSWORD_LINE.exec(mail?.text ?? '')?.[0] ?? '';
        return password;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return password;
}

/** Every file of a password-protected ZIP, opened with `password` (throws on a wrong one). */
export async function openZip(bytes: Buffer, password: string): Promise<Record<string, string>> {
  const reader = new ZipReader(new Uint8ArrayReader(new Uint8Array(bytes)));
  const files: Record<string, string> = {};
  try {
    for (const entry of await reader.getEntries()) {
      if (entry.directory) continue;
      expect(entry.encrypted && !entry.zipCrypto).toBe(true);
      expect(entry.extraFieldAES).toMatchObject({ vendorVersion: 2, strength: 3 });
      const data = await entry.getData(new Uint8ArrayWriter(), { password });
      expect([...data.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      files[entry.filename] = new TextDecoder().decode(data);
    }
  } finally {
    await reader.close();
  }
  return files;
}

/** Whether a password opens the first file of a ZIP. */
export async function opensWith(bytes: Buffer, password: string): Promise<boolean> {
  const reader = new ZipReader(new Uint8ArrayReader(new Uint8Array(bytes)));
  const [first] = await reader.getEntries();
  if (!first || first.directory) return false;
  return first.getData(new TextWriter(), { password }).then(
    () => true,
    () => false,
  );
}
