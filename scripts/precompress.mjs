// Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file of a built app, so the
// server sends compressed bytes without compressing on every request. Used by the storefront's
// and the back office's `build`: `node ../scripts/precompress.mjs dist`.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
// Below this, a compressed copy saves less than the headers it costs.
const smallest = 1024;

async function* files(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (compressible.test(entry.name)) yield path;
  }
}

async function precompress(folder) {
  let original = 0;
  let brotliTotal = 0;
  let gzipTotal = 0;
  for await (const path of files(folder)) {
    if ((await stat(path)).size < smallest) continue;
    const content = await readFile(path);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
    original += content.length;
    brotliTotal += br.length;
    gzipTotal += gz.length;
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  process.stdout.write(
    `precompressed ${folder}: ${kb(original)} -> brotli ${kb(brotliTotal)}, gzip ${kb(gzipTotal)}\n`,
  );
}

const folder = process.argv[2];
if (!folder) {
  process.stderr.write('usage: node precompress.mjs <folder>\n');
  process.exit(2);
}
await precompress(resolve(folder));
