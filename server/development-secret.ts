import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Outside production the Node host makes up a session secret once and keeps it in DATA_DIR, so a
 * newcomer needs no SESSION_SECRET and sessions survive restarts. Node only (it writes a file):
 * serverless hosts are given SESSION_SECRET.
 */
export function developmentSessionSecret(dataDir: string): string {
  const file = path.resolve(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
