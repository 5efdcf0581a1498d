import { parseSettings, type StorefrontSettings } from "~/lib/settings.server";

/**
 * Settings as a host would hand them to loaders (tests only): checked by the real schema, with a
 * session secret of the right length and `overrides` (variables as strings, as in an environment).
 */
export function testSettings(overrides: Record<string, string> = {}): StorefrontSettings {
  return parseSettings({ NODE_ENV: "test", SESSION_SECRET: "test-session-secret-0123456789abcdefghij", ...overrides });
}
