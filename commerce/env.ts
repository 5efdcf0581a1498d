/**
 * The engine's environment, validated at start (a malformed value stops with a clear message):
 * DATABASE_URL selects PostgreSQL, otherwise PGlite under DATA_DIR (default ".data").
 */
import { z } from "zod";
import type { CommerceOptions } from "./index";

const envSchema = z.object({
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), "DATABASE_URL must be a postgres:// or postgresql:// URL"),
  DATA_DIR: z.string().trim().min(1).optional(),
});

/** Engine options from environment variables; throws with every problem listed. */
export function engineOptionsFromEnv(env: Record<string, string | undefined> = process.env): CommerceOptions {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid commerce engine environment:\n${parsed.error.issues.map((issue) => `- ${issue.path.join(".")}: ${issue.message}`).join("\n")}`);
  }
  return { databaseUrl: parsed.data.DATABASE_URL, dataDir: parsed.data.DATA_DIR ?? ".data" };
}
