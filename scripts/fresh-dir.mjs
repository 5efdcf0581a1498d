// Empties a data folder so a test server starts from a new database, as a first-time user would.
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2];
if (!dir || path.resolve(dir) === path.resolve(".")) {
  console.error("usage: node scripts/fresh-dir.mjs <folder>");
  process.exit(2);
}
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
