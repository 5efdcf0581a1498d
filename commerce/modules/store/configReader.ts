/**
 * Reads settings the way Magento's ScopeConfig does: a store view's value, else its website's,
 * else the default scope's. The whole core_config_data table is small and cached briefly.
 */
import type { Database } from "../../db/connect";
import { coreConfigData } from "../../db/schema";
import { createExpiringValue } from "../../lib/expiringValue";

export type ConfigScope = "default" | "websites" | "stores";

/** The scope chain a lookup walks: which store view and website to try before the default. */
export interface ScopeRef {
  storeId: number;
  websiteId: number;
}

export interface ConfigReader {
  /** The raw value at `path` for the scope chain, or null when unset everywhere. */
  getValue(path: string, scope: ScopeRef): Promise<string | null>;
  /** All values needed at once, with one cache lookup. */
  getValues(paths: readonly string[], scope: ScopeRef): Promise<Map<string, string | null>>;
  invalidate(): void;
}

type ScopeTable = Map<string, Map<string, string | null>>;

export function createConfigReader(db: Database, ttlMs = 5_000): ConfigReader {
  const table = createExpiringValue(() => loadConfig(db), ttlMs);

  const resolve = (config: ScopeTable, path: string, scope: ScopeRef): string | null => {
    for (const key of [`stores:${scope.storeId}`, `websites:${scope.websiteId}`, "default:0"]) {
      const values = config.get(key);
      if (values?.has(path)) return values.get(path) ?? null;
    }
    return null;
  };

  return {
    async getValue(path, scope) {
      return resolve(await table.get(), path, scope);
    },
    async getValues(paths, scope) {
      const config = await table.get();
      return new Map(paths.map((path) => [path, resolve(config, path, scope)]));
    },
    invalidate: () => table.invalidate(),
  };
}

async function loadConfig(db: Database): Promise<ScopeTable> {
  const rows = await db
    .select({ scope: coreConfigData.scope, scopeId: coreConfigData.scopeId, path: coreConfigData.path, value: coreConfigData.value })
    .from(coreConfigData);
  const config: ScopeTable = new Map();
  for (const row of rows) {
    const key = `${row.scope}:${row.scope === "default" ? 0 : row.scopeId}`;
    let values = config.get(key);
    if (!values) {
      values = new Map();
      config.set(key, values);
    }
    values.set(row.path, row.value);
  }
  return config;
}
