/**
 * The write limit on Cloudflare Workers, counted by the Workers Rate Limiting binding
 * (`WRITES_LIMITER` in wrangler.toml): Cloudflare keeps the counts for all isolates of a location,
 * which no isolate's memory could. The binding's limit and period are set in wrangler.toml at build
 * time (from RATE_LIMIT_WRITES_PER_MINUTE); it answers yes or no, not how long to wait, so a refused
 * client is told to come back after one period.
 *
 * Without the binding (a wrangler.toml edited without it), or while it throws, writes are counted
 * in this isolate (server/rate-limit.ts): weaker, but never unlimited.
 * See docs/decisions/026-cache-and-limits-on-workers.md.
 */
import { createRateLimiter, type RateLimit, type RateLimiter } from "../server/rate-limit";

/** The Workers Rate Limiting binding's API. */
export interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/**
 * A limiter asking `binding` (whose period is `rule.windowMs`), falling back to this isolate's own
 * counts under `rule` when there is no binding or it fails. `rule.limit` 0 turns the limit off.
 */
export function bindingRateLimiter(binding: RateLimitBinding | undefined, rule: RateLimit, log: Pick<Console, "warn"> = console): RateLimiter {
  const local = createRateLimiter(rule);
  let warned = false;
  return {
    async hit(key, now) {
      if (rule.limit <= 0) return 0;
      if (binding) {
        try {
          const { success } = await binding.limit({ key });
          return success ? 0 : rule.windowMs;
        } catch (error) {
          if (!warned) log.warn(`[limits] the rate limiting binding failed (${(error as Error).message}): counting writes in this isolate.`);
          warned = true;
        }
      }
      return local.hit(key, now);
    },
  };
}
