// Rollup plugin: after the last build step, writes a Brotli (`.br`, quality 11) and a gzip
// (`.gz`, level 9) copy beside every text file of the widget folder, so the server answers with
// the smallest encoding the browser accepts without compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|json|svg|html|map)$/;

/** Every file below a folder, recursively. */
function filesBelow(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesBelow(path) : [path];
  });
}

/** Precompresses the text files of `dir` once rollup has written them. */
export function precompress(dir) {
  return {
    name: 'precompress',
    writeBundle() {
      for (const file of filesBelow(dir).filter((path) => TEXT.test(path))) {
        const body = readFileSync(file);
        const brotli = brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        });
        writeFileSync(`${file}.br`, brotli);
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}
