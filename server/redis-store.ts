/**
 * The shared store (app/lib/shared-store.server.ts) in Redis, for the Node host (CACHE_URL). Only
 * server.ts imports this module: the Redis client never reaches a bundle built from app/.
 *
 * Redis down or slow never fails a page: every command has a timeout, commands are refused at once
 * while there is no connection (no offline queue), and after a timeout Redis is left alone for a
 * few seconds; the callers then fall back (the backend for cached data, the process's counters for
 * limits). The client keeps reconnecting, and the log says once when Redis goes away and once when
 * it is back, not on every request.
 */
import { log as sharedLog } from "../logging/logger";
import { Redis } from "ioredis";
import type { SharedStore } from "../app/lib/shared-store.server";

export interface RedisStoreOptions {
  /** redis://[user:password@]host:port[/db] or rediss:// (TLS). */
  url: string;
  /** Prefix of every key, so one Redis can serve several shops. */
  keyPrefix?: string;
  connectTimeoutMs?: number;
  commandTimeoutMs?: number;
  /** How long Redis is skipped after a command timed out. */
  pauseAfterTimeoutMs?: number;
  log?: { warn(message: string): void; info(message: string): void };
}

export interface RedisStore extends SharedStore {
  /** True while connected and answering. */
  readonly available: boolean;
  close(): Promise<void>;
}

/**
 * One window's count is read with the previous one's; the request is counted only when the
 * weighted sum stays under the limit (as the in-process limiter does). Both keys share a hash tag.
 */
const HIT_WINDOW = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local previous = tonumber(redis.call('GET', KEYS[2]) or '0')
if previous * tonumber(ARGV[2]) + count >= tonumber(ARGV[1]) then return 1 end
redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 0
`;

/** The first failure opens the window: the key expires when it ends. */
const ADD_FAILURE = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count
`;

export function createRedisStore(options: RedisStoreOptions): RedisStore {
  const log = options.log ?? sharedLog;
  const where = redactedUrl(options.url);
  const pauseMs = options.pauseAfterTimeoutMs ?? 5_000;
  const client = new Redis(options.url, {
    keyPrefix: options.keyPrefix ?? "storefront:",
    connectTimeout: options.connectTimeoutMs ?? 1_000,
    commandTimeout: options.commandTimeoutMs ?? 500,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Keep trying, at most every 2 s, for as long as the server runs.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    lazyConnect: false,
  });
  client.defineCommand("storefrontHitWindow", { numberOfKeys: 2, lua: HIT_WINDOW });
  client.defineCommand("storefrontAddFailure", { numberOfKeys: 1, lua: ADD_FAILURE });
  const scripts = client as Redis & {
    storefrontHitWindow(current: string, previous: string, limit: number, overlap: number, ttlMs: number): Promise<number>;
    storefrontAddFailure(key: string, ttlMs: number): Promise<number>;
  };

  let down = true;
  let warned = false;
  let pausedUntil = 0;
  let slow = false;
  let closing = false;

  function cameBack() {
    if (warned) log.info(`[cache] Redis at ${where} is back: sharing the cache and limits again.`);
    warned = false;
    slow = false;
  }

  function wentDown(reason: string) {
    down = true;
    if (warned || closing) return;
    warned = true;
    log.warn(`[cache] Redis at ${where} is unavailable (${reason}): serving from the backend and counting limits in this process until it is back.`);
  }
  client.on("ready", () => {
    down = false;
    pausedUntil = 0;
    cameBack();
  });
  client.on("error", (error: Error) => wentDown(error.message));
  client.on("end", () => wentDown("connection closed"));
  client.on("close", () => {
    if (!closing) wentDown("connection lost");
  });

  /** Runs `command` unless Redis is known to be away; a timeout pauses Redis for a moment. */
  async function run<T>(command: () => Promise<T>): Promise<T> {
    if (down || client.status !== "ready") throw new Error("Redis is unavailable");
    if (Date.now() < pausedUntil) throw new Error("Redis is paused after a timeout");
    try {
      const result = await command();
      if (slow) cameBack();
      return result;
    } catch (error) {
      if (/timed out/i.test((error as Error).message)) {
        pausedUntil = Date.now() + pauseMs;
        if (!warned) {
          warned = true;
          slow = true;
          log.warn(`[cache] Redis at ${where} is too slow (${(error as Error).message}): leaving it alone for ${pauseMs} ms at a time.`);
        }
      }
      throw error;
    }
  }

  return {
    get available() {
      return !down && Date.now() >= pausedUntil;
    },
    async read(key) {
      const text = await run(() => client.get(`cache:${key}`));
      return text ?? undefined;
    },
    async write(key, text, ttlMs) {
      await run(() => client.set(`cache:${key}`, text, "PX", Math.max(1, Math.round(ttlMs))));
    },
    async hitWindow(key, limit, windowMs, now) {
      const start = now - (now % windowMs);
      const overlap = 1 - (now - start) / windowMs;
      const refused = await run(() =>
        scripts.storefrontHitWindow(`rate:{${key}}:${start}`, `rate:{${key}}:${start - windowMs}`, limit, overlap, 2 * windowMs),
      );
      return Number(refused) === 1 ? Math.max(1_000, Math.ceil(windowMs - (now - start))) : 0;
    },
    async failures(key) {
      const [count, remaining] = await run(() => Promise.all([client.get(`attempts:${key}`), client.pttl(`attempts:${key}`)]));
      return { count: Number(count ?? 0), remainingMs: Math.max(0, remaining) };
    },
    async addFailure(key, windowMs) {
      await run(() => scripts.storefrontAddFailure(`attempts:${key}`, windowMs));
    },
    async forget(key) {
      await run(() => client.del(`attempts:${key}`));
    },
    async close() {
      closing = true;
      client.disconnect();
    },
  };
}

/** The URL for the log, without its password. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(CACHE_URL)";
  }
}
