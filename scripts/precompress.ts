import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

// The built UI compressed once, at build time, next to each file (app.js.br, app.js.gz), which the server's
// static files plugin sends as they are (preCompressed in server/app.ts). Brotli at its best quality takes
// seconds for the whole build, once; compressing on each download would cost CPU on every page load of
// every client (and of every end-to-end test), at a lower quality.

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files only: fonts (woff2) and pictures are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt)$/;
/** Below this a compressed reply saves less than its headers' cost (the server plugin's threshold too). */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `<file>.br` and `<file>.gz` for each compressible file of `dir` that shrinks. */
export async function precompressDir(dir: string): Promise<void> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const source = await fs.readFile(file);
      if (source.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < source.length) await fs.writeFile(`${file}.br`, br);
      if (gz.length < source.length) await fs.writeFile(`${file}.gz`, gz);
    }),
  );
}

/** The Vite plugin: after the build has written dist/, its compressed copies. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'bakery-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
