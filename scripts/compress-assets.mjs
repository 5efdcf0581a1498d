// After `remix vite:build`: writes Brotli and gzip copies of every hashed asset and of the service worker, so the server sends
// them without compressing the same immutable bytes again on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|map|webmanifest)$/;
const MIN_BYTES = 512;

/** Files under `dir`, recursively. */
function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

/** Files and folders to compress: the hashed assets and the service worker (fetched on every update check). */
const targets = process.argv.length > 2 ? process.argv.slice(2) : ["build/client/assets", "build/client/sw.js"];
let count = 0;
let before = 0;
let after = 0;
for (const file of targets.flatMap((target) => (statSync(target).isDirectory() ? files(target) : [target]))) {
  if (!COMPRESSIBLE.test(file)) continue;
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
  before += content.length;
  after += brotli.length;
}
console.info(`compressed ${count} assets: ${before} bytes → ${after} bytes with Brotli`);
