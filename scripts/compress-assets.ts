/**
 * After `react-router build`: writes a Brotli (.br) and a gzip (.gz) copy of every text asset of the
 * browser build, at the strongest settings. The server sends them as they are (@fastify/static
 * `preCompressed`) instead of compressing each request anew (docs/decisions/0009-local-price-pages.md).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const ROOT = resolve(import.meta.dirname, "../build/client");
const TEXT = /\.(js|css|svg|json|txt|xml|map)$/;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

let count = 0;
let before = 0;
let after = 0;
for (const file of walk(ROOT)) {
  if (!TEXT.test(file) || statSync(file).size < 1024) continue;
  const data = readFileSync(file);
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count++;
  before += data.length;
  after += br.length;
}
console.log(`compressed ${count} assets: ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB (Brotli)`);
