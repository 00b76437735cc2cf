import { Zip, ZipPassThrough } from 'fflate';

/** One file of a ZIP: its name (any script) and its bytes. */
export interface ZipEntry {
  name: string;
  content: Uint8Array;
}

/**
 * A ZIP streamed as it is written (fflate's streaming `Zip`): each entry goes out stored as soon
 * as it is added, so the answer starts before the last file is made and nothing is buffered
 * whole. fflate sets the UTF-8 flag (bit 11) on every entry whose name is not ASCII, so a
 * Japanese period name opens as itself. `entries` is pulled lazily, one file at a time.
 */
export function zipStream(entries: Iterable<ZipEntry>, mtime: Date): ReadableStream<Uint8Array> {
  const iterator = entries[Symbol.iterator]();
  let zip: Zip | undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) {
          controller.error(error);
          return;
        }
        controller.enqueue(chunk);
        if (final) controller.close();
      });
    },
    pull() {
      if (!zip) return;
      const next = iterator.next();
      if (next.done) {
        zip.end();
        return;
      }
      const file = new ZipPassThrough(next.value.name);
      file.mtime = mtime;
      zip.add(file);
      file.push(next.value.content, true);
    },
  });
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
