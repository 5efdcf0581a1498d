/**
 * Measures the engine's start-up and a hot query, for docs/engine.md and regressions:
 *   node --import tsx commerce/cli/measure.ts
 * Prints fresh migrate+seed time (in memory and on disk), reopen time, and p50/p95 of a
 * storeConfig query through handle(). With DATABASE_URL set, also a fresh PostgreSQL setup
 * (it wipes that database's public schema: point it at a scratch database).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { connectDatabase } from "../db/connect";
import { startCommerceEngine, type CommerceEngine } from "../index";
import { prepareDatabase } from "../setup";

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function queryLatency(engine: CommerceEngine, runs: number): Promise<{ p50: number; p95: number }> {
  const query = encodeURIComponent("{ storeConfig { store_code store_name locale copyright root_category_uid secure_base_media_url amasty_xsearch_general_min_chars } }");
  const send = async () => {
    const response = await engine.handle(new Request(`http://localhost:3000/graphql?query=${query}`, { headers: { Store: "th" } }));
    await response.text();
  };
  for (let i = 0; i < 50; i++) await send();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push((await timed(send))[1]);
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

async function main(): Promise<void> {
  const [cold, coldMs] = await timed(() => startCommerceEngine({ dataDir: "memory://" }));
  await cold.close();
  console.info(`in memory, first in process (PGlite WASM compile + migrate + seed): ${ms(coldMs)}`);

  const [connection, openMs] = await timed(() => connectDatabase({ dataDir: "memory://" }));
  const [, prepareMs] = await timed(() => prepareDatabase(connection, { seedDemo: true }));
  await connection.close();
  console.info(`in memory, split: PGlite open ${ms(openMs)}, migrate + seed ${ms(prepareMs)}`);

  const [memory, memoryMs] = await timed(() => startCommerceEngine({ dataDir: "memory://" }));
  console.info(`in memory, fresh (migrate + seed): ${ms(memoryMs)}`);
  const latency = await queryLatency(memory, 1000);
  console.info(`storeConfig through handle() (GET, 1000 runs): p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)}`);
  await memory.close();

  const dataDir = await mkdtemp(path.join(tmpdir(), "commerce-measure-"));
  try {
    const [disk, diskMs] = await timed(() => startCommerceEngine({ dataDir }));
    await disk.close();
    console.info(`on disk, fresh (initdb + migrate + seed): ${ms(diskMs)}`);
    const [reopened, reopenMs] = await timed(() => startCommerceEngine({ dataDir }));
    console.info(`on disk, reopen: ${ms(reopenMs)}`);
    await reopened.close();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  const databaseUrl = process.env["DATABASE_URL"];
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query("drop schema if exists drizzle cascade; drop schema public cascade; create schema public;");
    await client.end();
    const [server, serverMs] = await timed(() => startCommerceEngine({ databaseUrl }));
    console.info(`PostgreSQL, fresh (migrate + seed): ${ms(serverMs)}`);
    const pgLatency = await queryLatency(server, 1000);
    console.info(`PostgreSQL storeConfig p50 ${ms(pgLatency.p50)}, p95 ${ms(pgLatency.p95)}`);
    await server.close();
    const [again, againMs] = await timed(() => startCommerceEngine({ databaseUrl }));
    console.info(`PostgreSQL, restart: ${ms(againMs)}`);
    await again.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
