import { z } from "zod";
import { parseTrustedProxies } from "./client-address";

/**
 * The engine service's configuration (`npm run engine`, engine.ts), validated at start so a typo
 * stops it with a message naming the variable. The database and request limits are the engine's
 * own variables (commerce/env.ts: DATABASE_URL, DATA_DIR, GRAPHQL_MAX_*, *_MAX_BODY_BYTES).
 */
const engineEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number({ invalid_type_error: "must be a port number (0-65535)" }).int().min(0).max(65535).default(4000),
  /**
   * The engine's public base URL (https://api.shop.example/): media and other URLs it writes start
   * with it. Unset: the origin each request arrived at, which is right when browsers and
   * storefronts reach the engine at the same address.
   */
  ENGINE_PUBLIC_URL: z
    .string()
    .url({ message: "must be an absolute http(s) URL, e.g. https://api.shop.example/" })
    .refine((value) => /^https?:\/\//.test(value), "must start with http:// or https://")
    .optional(),
  /** The storefronts' origins the sandbox card gateway may send shoppers back to (comma list). */
  GATEWAY_ALLOWED_RETURN_ORIGINS: z
    .string()
    .transform((value) => value.split(",").map((entry) => entry.trim()).filter(Boolean))
    .refine(
      (entries) => entries.every((entry) => /^https?:\/\/[^/?#@\\\s]+\/?$/i.test(entry) && URL.canParse(entry)),
      "must be a comma-separated list of origins, e.g. https://shop.example,https://www.shop.example",
    )
    .transform((entries) => entries.map((entry) => new URL(entry).origin))
    .default(""),
  /** Cards one client may submit to the sandbox gateway per hour (browsers post there directly); 0 = no limit. */
  RATE_LIMIT_CARDS_PER_HOUR: z.coerce.number({ invalid_type_error: "must be a whole number (0 = no limit)" }).int().min(0).default(20),
  /** Which proxies in front may say who the client is (as for the storefront, server/client-address.ts). */
  TRUST_PROXY: z
    .string()
    .transform((value, ctx) => {
      try {
        return parseTrustedProxies(value);
      } catch (error) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${(error as Error).message} (e.g. 1 for one proxy, or 10.0.0.0/8)` });
        return z.NEVER;
      }
    })
    .default(""),
});

export type EngineEnv = z.infer<typeof engineEnvSchema>;

/** Reads and checks `source`, or throws an Error listing every bad variable. */
export function parseEngineEnv(source: Record<string, string | undefined>): EngineEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const result = engineEnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join(".") || "environment"}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return result.data;
}
