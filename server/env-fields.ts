import { z, type ZodTypeAny } from "zod";
import { parseTrustedProxies } from "./client-address";
import { LOG_LEVELS } from "../logging/logger";

/**
 * The settings both Node hosts read (the storefront, server.ts, and the engine service, engine.ts),
 * checked the same way, so that a typo stops either with the same message naming the variable.
 */

/** NODE_ENV, HOST, PORT and LOG_LEVEL of a listening process. */
export function listenFields(defaultPort: number) {
  return {
    /** Lines below it are not written (logging/logger.ts); `silent` writes none. */
    LOG_LEVEL: z.enum(LOG_LEVELS, { errorMap: () => ({ message: `must be one of ${LOG_LEVELS.join(", ")}` }) }).default("info"),
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: z.string().min(1).default("0.0.0.0"),
    PORT: z.coerce.number({ invalid_type_error: "must be a port number (0-65535)" }).int().min(0).max(65535).default(defaultPort),
  };
}

/** An absolute http(s) URL; `example` shows the shape in the message. */
export function httpUrl(example: string) {
  return z
    .string()
    .url({ message: `must be an absolute http(s) URL, e.g. ${example}` })
    .refine((value) => /^https?:\/\//.test(value), "must start with http:// or https://");
}

/** Which proxies in front may say who the client is (server/client-address.ts): none by default. */
export const trustProxy = z
  .string()
  .transform((value, ctx) => {
    try {
      return parseTrustedProxies(value);
    } catch (error) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: `${(error as Error).message} (e.g. 1 for one proxy, or 10.0.0.0/8,2001:db8::/32)`,
      });
      return z.NEVER;
    }
  })
  .default("");

/**
 * Addresses and CIDR networks allowed to purge the full-page cache (`PURGE`), as trusted networks
 * (server/client-address.ts); loopback only when unset, as Magento's Varnish configuration allows.
 */
export const purgeAddresses = z
  .string()
  .transform((value, ctx) => {
    try {
      const networks = parseTrustedProxies(value);
      if (networks.kind !== "networks") throw new Error("must be addresses or networks, not a hop count");
      return networks;
    } catch (error) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${(error as Error).message} (e.g. 127.0.0.1,10.0.0.0/8)` });
      return z.NEVER;
    }
  })
  .default("127.0.0.1,::1");

/** Reads `source` (unset and empty variables alike) with `schema`, or throws an Error listing every bad variable. */
export function parseEnv<Schema extends ZodTypeAny>(schema: Schema, source: Record<string, string | undefined>): z.output<Schema> {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join(".") || "environment"}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return result.data;
}

/** A comma list of origins (scheme, host and port; a trailing slash is allowed), each kept as its origin. */
export function originList(example: string) {
  return z
    .string()
    .transform((value) => value.split(",").map((entry) => entry.trim()).filter(Boolean))
    .refine(
      (entries) => entries.every((entry) => /^https?:\/\/[^/?#@\\\s]+\/?$/i.test(entry) && URL.canParse(entry)),
      `must be a comma-separated list of origins, e.g. ${example}`,
    )
    .transform((entries) => entries.map((entry) => new URL(entry).origin))
    .default("");
}

/** Requests or cards one client may send per period; 0 = no limit. */
export function perClientLimit(defaultLimit: number) {
  return z.coerce.number({ invalid_type_error: "must be a whole number (0 = no limit)" }).int().min(0).default(defaultLimit);
}

/**
 * The bearer token Prometheus sends to `GET /metrics` (Node hosts, server/node-metrics.ts); unset:
 * there is no `/metrics`. At least 16 characters, without spaces (it travels in a header).
 */
export const metricsToken = z
  .string()
  .min(16, "must be at least 16 characters (e.g. `openssl rand -hex 32`)")
  .regex(/^\S+$/, "must not contain spaces")
  .optional();
