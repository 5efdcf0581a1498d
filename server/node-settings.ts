import { parseSettings, type ServerEnv } from "../app/lib/settings.server";
import { developmentSessionSecret } from "./development-secret";

export type { ServerEnv, StorefrontSettings } from "../app/lib/settings.server";

/**
 * The storefront's settings on Node (server.ts, scripts, tests): `source` is usually
 * `process.env`. Outside production a missing SESSION_SECRET is made up once and kept in DATA_DIR.
 * Throws an Error listing every bad variable by name.
 */
export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  return parseSettings(source, { developmentSecret: developmentSessionSecret });
}
