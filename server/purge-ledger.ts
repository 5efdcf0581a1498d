/**
 * When each cache tag was last purged, so a page (or the data behind it) made before that time is
 * not served again. Purges are written here and, given a shared store, there as one key per tag
 * (`purge:tag:cat_p_12` → time) and one for a flush: writing a time is the same from any instance
 * and any order, so concurrent purges cannot lose each other.
 *
 * Another instance learns of a purge by polling one key, `purge:last` (the time of the latest
 * purge), at most once per `pollMs`, in the background: when it changed, its `generation()` moves
 * on and each copy it keeps is checked against the tags' times before it is served again. So a
 * purge reaches this instance at once and the others within about `pollMs`.
 */
import type { SharedCache } from "../app/lib/shared-store.server";
import type { PurgeTarget } from "./cache-tags";

export interface PurgeLedger {
  /** Records a purge, here and in the shared store. */
  purge(target: PurgeTarget): Promise<void>;
  /** Whether something stored at `storedAt` with `tags` is still current (no purge of a tag since). */
  isCurrent(tags: readonly string[], storedAt: number): Promise<boolean>;
  /** Moves on whenever a purge is learnt of: copies checked at an older generation are checked again. */
  generation(): number;
  /**
   * An id of the latest purge known (0 before any): cached backend data is keyed by it, so a purge
   * anywhere also drops the data pages are rendered from.
   */
  epoch(): number;
  /** Asks the shared store for purges by other instances, unless it was asked less than `pollMs` ago. */
  poll(): void;
}

export interface PurgeLedgerOptions {
  shared?: SharedCache;
  /** How long the shared purge times are kept: longer than any page may be served (fresh and stale). */
  keepMs?: number;
  pollMs?: number;
  now?: () => number;
}

const ALL = "*";
const LAST = "purge:last";
const tagKey = (tag: string) => `purge:tag:${tag}`;

export function createPurgeLedger(options: PurgeLedgerOptions = {}): PurgeLedger {
  const now = options.now ?? Date.now;
  const { shared } = options;
  const keepMs = options.keepMs ?? 24 * 3_600_000;
  const pollMs = options.pollMs ?? 1_000;
  /** Tag (or ALL) → when it was last purged, as this instance knows it. */
  const purgedAt = new Map<string, number>();
  let generation = 0;
  let epoch = 0;
  let lastSeen: string | undefined;
  let polledAt = -Infinity;

  function localTime(tags: readonly string[]): number {
    let latest = purgedAt.get(ALL) ?? -Infinity;
    for (const tag of tags) latest = Math.max(latest, purgedAt.get(tag) ?? -Infinity);
    return latest;
  }

  async function sharedTime(tags: readonly string[]): Promise<number> {
    if (!shared) return -Infinity;
    const times = await Promise.all([ALL, ...tags].map((tag) => shared.read(tagKey(tag)).catch(() => undefined)));
    return Math.max(-Infinity, ...times.map((time) => Number(time ?? -Infinity)).filter((time) => !Number.isNaN(time)));
  }

  return {
    async purge(target) {
      const at = now();
      const tags = target.all ? [ALL] : target.tags;
      for (const tag of tags) purgedAt.set(tag, at);
      generation++;
      epoch = Math.max(epoch + 1, at);
      if (!shared) return;
      // The tags' times first: an instance that sees `purge:last` change finds them written.
      await Promise.all(tags.map((tag) => shared.write(tagKey(tag), String(at), keepMs))).catch(() => undefined);
      lastSeen = String(epoch);
      await shared.write(LAST, lastSeen, keepMs).catch(() => undefined);
    },
    async isCurrent(tags, storedAt) {
      if (localTime(tags) >= storedAt) return false;
      return (await sharedTime(tags).catch(() => -Infinity)) < storedAt;
    },
    generation: () => generation,
    epoch: () => epoch,
    poll() {
      if (!shared || now() - polledAt < pollMs) return;
      polledAt = now();
      shared.read(LAST).then(
        (seen) => {
          if (seen === undefined || seen === lastSeen) return;
          lastSeen = seen;
          generation++;
          epoch = Math.max(epoch, Number(seen) || 0);
        },
        () => undefined,
      );
    },
  };
}
