// After `npm run build`: bundles the AWS Lambda handler (lambda/handler.ts) with the Remix server
// build and everything they import into one ES module, build/lambda/handler.mjs (Node 22, minified),
// and copies build/client beside it for the static files. The folder is what gets zipped:
//
//   npm run build:lambda && (cd build/lambda && zip -qr ../lambda.zip .)
//
// Nothing is left external: Lambda's zip has no node_modules. ioredis and the app's CommonJS
// dependencies bundle as they are; their require() of Node's own modules goes through a real
// require made for the module (esbuild's ESM output has none by itself).
import { build } from "esbuild";
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { deflateRawSync } from "node:zlib";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const LAMBDA_DIR = "build/lambda";
const SERVER_BUILD = "build/server/index.js";
/** What the bundle is made of besides the server build: it is stale when one is newer. */
const SOURCES = ["lambda", "server", "app", SERVER_BUILD];

/** Files under `dir`, recursively. */
function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

const megabytes = (bytes) => `${(bytes / 1_000_000).toFixed(2)} MB`;

/** Writes build/lambda under `root`; returns its sizes in bytes. */
export async function bundleLambda({ root = ROOT } = {}) {
  if (!existsSync(path.join(root, SERVER_BUILD))) throw new Error(`${SERVER_BUILD} is missing: run \`npm run build\` first`);
  const out = path.join(root, LAMBDA_DIR);
  rmSync(out, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: ["lambda/handler.ts"],
    outfile: path.join(out, "handler.mjs"),
    bundle: true,
    platform: "node",
    target: "node22",
    format: "esm",
    minify: true,
    alias: { "virtual:remix/server-build": `./${SERVER_BUILD}` },
    // React's production renderer, and nothing of its development build in the bundle.
    define: { "process.env.NODE_ENV": '"production"' },
    banner: { js: 'import { createRequire as createRequireForBundle } from "node:module"; const require = createRequireForBundle(import.meta.url);' },
    logLevel: "warning",
  });
  cpSync(path.join(root, "build/client"), path.join(out, "client"), { recursive: true });

  const handler = statSync(path.join(out, "handler.mjs")).size;
  const all = files(out);
  const unzipped = all.reduce((sum, file) => sum + statSync(file).size, 0);
  // What zip's default deflate makes of each file: close to the zip's size.
  const zipped = all.reduce((sum, file) => sum + deflateRawSync(readFileSync(file), { level: 6 }).length, 0);
  return { handler, unzipped, zipped, files: all.length };
}

/** Bundles again when build/lambda is missing or older than its sources (for the tests). */
export async function bundleLambdaIfStale({ root = ROOT } = {}) {
  const marker = path.join(root, LAMBDA_DIR, "handler.mjs");
  const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const newest = (target) => (!existsSync(target) ? 0 : statSync(target).isDirectory() ? Math.max(0, ...files(target).map(newest)) : statSync(target).mtimeMs);
  if (builtAt >= Math.max(...SOURCES.map((source) => newest(path.join(root, source))))) return false;
  await bundleLambda({ root });
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    const size = await bundleLambda();
    console.info(
      `${LAMBDA_DIR}: handler.mjs ${megabytes(size.handler)}, ${size.files} files, ${megabytes(size.unzipped)} unzipped, about ${megabytes(size.zipped)} zipped ` +
        "(Lambda allows 50 MB zipped, 250 MB unzipped). Handler: handler.handler, runtime nodejs22.x",
    );
  } catch (error) {
    console.error(`The Lambda bundle could not be built: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
