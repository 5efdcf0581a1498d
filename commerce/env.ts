/**
 * The engine's environment, validated at start (a malformed value stops with a clear message):
 * DATABASE_URL selects PostgreSQL, otherwise PGlite under DATA_DIR (default ".data"); the request
 * limits (GRAPHQL_MAX_*, *_MAX_BODY_BYTES) override the defaults of docs/engine.md "Request limits".
 */
import { z } from "zod";
import { DEFAULT_BODY_LIMITS } from "./http/bodyLimit";
import { DEFAULT_GRAPHQL_LIMITS } from "./http/graphqlLimits";
import type { CommerceOptions, RequestLimits } from "./options";

/** A positive whole number from the environment; unset or empty = the default. */
const limit = (fallback: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? Number(value) : fallback))
    .refine((value) => Number.isInteger(value) && value > 0, "must be a whole number greater than 0");

const limitsSchema = z.object({
  GRAPHQL_MAX_BODY_BYTES: limit(DEFAULT_BODY_LIMITS.graphqlBodyBytes),
  REST_MAX_BODY_BYTES: limit(DEFAULT_BODY_LIMITS.restBodyBytes),
  GRAPHQL_MAX_TOKENS: limit(DEFAULT_GRAPHQL_LIMITS.maxTokens),
  GRAPHQL_MAX_DEPTH: limit(DEFAULT_GRAPHQL_LIMITS.maxDepth),
  GRAPHQL_MAX_ALIASES: limit(DEFAULT_GRAPHQL_LIMITS.maxAliases),
  GRAPHQL_MAX_COST: limit(DEFAULT_GRAPHQL_LIMITS.maxCost),
  GRAPHQL_MAX_WORK: limit(DEFAULT_GRAPHQL_LIMITS.maxWork),
});

const envSchema = limitsSchema.extend({
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), "DATABASE_URL must be a postgres:// or postgresql:// URL"),
  DATA_DIR: z.string().trim().min(1).optional(),
});

type Env = Record<string, string | undefined>;

function parseEnv<T extends z.ZodTypeAny>(schema: T, env: Env): z.infer<T> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid commerce engine environment:\n${parsed.error.issues.map((issue) => `- ${issue.path.join(".")}: ${issue.message}`).join("\n")}`);
  }
  return parsed.data;
}

/** Engine options from environment variables; throws with every problem listed. */
export function engineOptionsFromEnv(env: Env = process.env): CommerceOptions {
  const parsed = parseEnv(envSchema, env);
  return { databaseUrl: parsed.DATABASE_URL, dataDir: parsed.DATA_DIR ?? ".data", requestLimits: requestLimitsFromEnv(env) };
}

/** The request limits from environment variables, defaults for those unset; throws on a bad value. */
export function requestLimitsFromEnv(env: Env = process.env): RequestLimits {
  const parsed = parseEnv(limitsSchema, env);
  return {
    graphqlBodyBytes: parsed.GRAPHQL_MAX_BODY_BYTES,
    restBodyBytes: parsed.REST_MAX_BODY_BYTES,
    maxTokens: parsed.GRAPHQL_MAX_TOKENS,
    maxDepth: parsed.GRAPHQL_MAX_DEPTH,
    maxAliases: parsed.GRAPHQL_MAX_ALIASES,
    maxCost: parsed.GRAPHQL_MAX_COST,
    maxWork: parsed.GRAPHQL_MAX_WORK,
  };
}
