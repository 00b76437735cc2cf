import { configure, TextReader, ZipWriter } from '@zip.js/zip.js';

// On the server zip.js runs in the request's own thread: no Web Workers (Node has none of the
// browser kind); AES and deflate come from Web Crypto and CompressionStream.
configure({ useWebWorkers: false });

/** One file of a ZIP: its name (any script) and its text. */
export interface ZipEntry {
  name: string;
  content: string;
}

/**
 * A password-protected ZIP streamed as it is written (product.md §6: corporate downloads are a
 * password-protected zip). Every entry is encrypted with AES-256 in WinZip's AE-2 format
 * (compression method 99, its `0x9901` extra field, no CRC-32 that would let a guess be checked
 * without the password), which 7-Zip, WinZip and libarchive open; the old ZipCrypto, which
 * known-plaintext attacks break in minutes, is never used. Entry names that
 * are not ASCII carry the UTF-8 flag (bit 11), so a Japanese period name opens as itself.
 * `entries` is pulled lazily and each entry goes out as soon as it is written, so the answer
 * starts before the last file is made.
 */
export function encryptedZipStream(
  entries: Iterable<ZipEntry>,
  options: { password: string; mtime: Date },
): ReadableStream<Uint8Array> {
  let pipeControl: TransformStreamDefaultController<Uint8Array> | undefined;
  const pipe = new TransformStream<Uint8Array, Uint8Array>({
    start: (controller) => {
      pipeControl = controller;
    },
  });
  const writer = new ZipWriter(pipe.writable, {
    password: options.password,
    encryptionStrength: 3,
    zipCrypto: false,
    lastModDate: options.mtime,
  });
  const write = async () => {
    for (const entry of entries) await writer.add(entry.name, new TextReader(entry.content));
    await writer.close();
  };
  // A failure ends the answer with an error (the writer holds the writable's lock, so the pipe
  // is errored through its controller); a client that goes away errors the pipe, which ends the
  // writing the same way.
  write().catch((error: unknown) => pipeControl?.error(error));
  return pipe.readable;
}

const RESERVED = new Set(['\\', '/', ':', '*', '?', '"', '<', '>', '|']);

/** A file name safe on every system: path separators, reserved and control characters become `_`. */
export function safeFileName(name: string): string {
  return [...name]
    .map((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      return RESERVED.has(ch) || code < 0x20 || code === 0x7f ? '_' : ch;
    })
    .join('')
    .slice(0, 120);
}
