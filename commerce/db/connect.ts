/**
 * Opens the engine's database: embedded PGlite (a folder, or memory) by default, or a PostgreSQL
 * server through a node-postgres pool when a URL is given. Both give the same Drizzle API, so
 * modules never know which one runs underneath.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import { log } from "../../logging/logger";

export type Schema = typeof schema;

/**
 * The Drizzle database (or a transaction on it) that every module queries. Both drivers' databases
 * are PgDatabase subclasses differing only in their raw-result type, which modules never use, so
 * each is exposed as this common type.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseConnection {
  kind: DatabaseKind;
  db: Database;
  /** Where the data lives, for logs: a folder, "memory://" or the server's host. */
  location: string;
  /** Applies the committed migrations. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding a lock that other processes starting on the same database also
   * take, so two servers booting at once do not migrate or seed twice.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The value of `dataDir` that selects an in-memory PGlite (nothing written to disk). */
export const IN_MEMORY_DATA_DIR = "memory://";

export interface ConnectOptions {
  /** postgres://… URL; when set, PGlite is not used. */
  databaseUrl?: string;
  /** Root of the engine's files; the database is `<dataDir>/pglite`. */
  dataDir: string;
  /** Told the seconds each SQL statement took until its result (the host's metrics); absent: not timed. */
  onQuery?: (seconds: number) => void;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** Arbitrary constant naming the engine's startup lock in pg_advisory_lock. */
const STARTUP_LOCK_KEY = 7_402_951;

/** Opens the database selected by the options (PostgreSQL when a URL is given). */
export async function connectDatabase(options: ConnectOptions): Promise<DatabaseConnection> {
  return options.databaseUrl ? connectPostgres(options.databaseUrl, options.onQuery) : connectPglite(options.dataDir, options.onQuery);
}

/** True when the dataDir asks for an in-memory database. */
export function isInMemory(dataDir: string): boolean {
  return dataDir === IN_MEMORY_DATA_DIR || dataDir.startsWith("memory:");
}

/** Folders with an open PGlite in this process: PGlite must never open one folder twice. */
const openPgliteDirs = new Set<string>();

async function connectPglite(dataDir: string, onQuery?: (seconds: number) => void): Promise<DatabaseConnection> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");

  const inMemory = isInMemory(dataDir);
  const folder = inMemory ? IN_MEMORY_DATA_DIR : path.resolve(dataDir, "pglite");
  if (!inMemory) {
    if (openPgliteDirs.has(folder)) {
      throw new Error(`The engine's database in ${folder} is already open in this process; close the other engine first.`);
    }
    await mkdir(folder, { recursive: true });
    openPgliteDirs.add(folder);
  }

  try {
    const client = inMemory ? new PGlite() : new PGlite(folder);
    await client.waitReady;
    if (onQuery) {
      // Drizzle sends statements through `query`, and inside a transaction through the transaction's.
      timeQueries(client, onQuery);
      const transaction = client.transaction.bind(client);
      client.transaction = (work) => transaction((tx) => work(timeQueries(tx, onQuery)));
    }
    const db = drizzle({ client, schema });
    let queue: Promise<unknown> = Promise.resolve();
    return {
      kind: "pglite",
      db,
      location: folder,
      migrate: () => migrate(db, { migrationsFolder }),
      // One process owns a PGlite folder, so an in-process queue is the whole lock.
      withStartupLock<T>(work: () => Promise<T>): Promise<T> {
        const run = queue.then(work, work);
        queue = run.catch(() => undefined);
        return run;
      },
      async close() {
        try {
          await client.close();
        } finally {
          openPgliteDirs.delete(folder);
        }
      },
    };
  } catch (error) {
    openPgliteDirs.delete(folder);
    throw error;
  }
}

async function connectPostgres(databaseUrl: string, onQuery?: (seconds: number) => void): Promise<DatabaseConnection> {
  const pg = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");

  const pool = new pg.default.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on("error", (error) => log.error({ err: error }, "[commerce] PostgreSQL pool error"));
  // Every statement, the pool's own `query` included, goes through a pooled client's `query`.
  if (onQuery) pool.on("connect", (client) => void timeQueries(client, onQuery));
  const db = drizzle({ client: pool, schema });
  return {
    kind: "postgres",
    db,
    location: describeServer(databaseUrl),
    migrate: () => migrate(db, { migrationsFolder }),
    async withStartupLock<T>(work: () => Promise<T>): Promise<T> {
      // A session-level advisory lock held on one dedicated connection while `work` uses others.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
        try {
          return await work();
        } finally {
          await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Replaces `target.query` with one that tells `onQuery` how long each statement took, whether it
 * answers with a promise (PGlite, node-postgres) or through a callback (node-postgres' pool).
 * Returns `target`.
 */
export function timeQueries<Target extends { query: (...args: never[]) => unknown }>(target: Target, onQuery: (seconds: number) => void): Target {
  const query = target.query as (...args: unknown[]) => unknown;
  target.query = function timedQuery(this: unknown, ...args: unknown[]) {
    const started = performance.now();
    const done = () => onQuery((performance.now() - started) / 1000);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === "function") {
      args[last] = (...results: unknown[]) => {
        done();
        return (callback as (...results: unknown[]) => unknown)(...results);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (result instanceof Promise) return result.finally(done);
    done();
    return result;
  } as Target["query"];
  return target;
}

/** host:port/database without credentials, safe to log. */
function describeServer(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname}`;
  } catch {
    return "postgresql";
  }
}
