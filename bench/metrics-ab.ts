/**
 * The uncached product page with metrics on and off (ADR 058): one engine service, two production
 * storefronts in front of it (the same build, FULL_PAGE_CACHE=off, one with METRICS_TOKEN and
 * Prometheus scraping it every second), loaded in interleaved rounds so the machine's noise falls
 * on both alike.
 *
 *   npm run build && node --import tsx bench/metrics-ab.ts [rounds=3] [seconds=8]
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runLoad } from "./load";
import { freePort, startServer, type RunningServer } from "./server";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const TOKEN = "bench-metrics-token-0123456789";
const rounds = Number(process.argv[2] ?? 3);
const seconds = Number(process.argv[3] ?? 8);
const started: RunningServer[] = [];
const dirs: string[] = [];

async function start(script: string, env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "metrics-ab-"));
  dirs.push(dataDir);
  const origin = `http://127.0.0.1:${port}`;
  started.push(
    await startServer({
      command: process.execPath,
      args: ["--import", "tsx", script],
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
      healthUrl: `${origin}/healthz`,
      timeoutMs: 120_000,
    }),
  );
  return origin;
}

async function main() {
  const engine = await start("engine.ts", {});
  const query = `{ products(search: "", pageSize: 50) { items { __typename url_key url_suffix stock_status } } }`;
  const body = (await (await fetch(`${engine}/graphql?query=${encodeURIComponent(query)}`, { headers: { Store: "th" } })).json()) as {
    data: { products: { items: Array<{ __typename: string; url_key: string; url_suffix: string | null; stock_status: string }> } };
  };
  const item = body.data.products.items.find((candidate) => candidate.__typename === "SimpleProduct")!;
  const page = `/th/${item.url_key}${item.url_suffix ?? ".html"}`;
  const shop = { MAGENTO_URL: engine, FULL_PAGE_CACHE: "off", SESSION_SECRET: randomBytes(32).toString("hex") };
  const on = await start("server.ts", { ...shop, METRICS_TOKEN: TOKEN });
  const off = await start("server.ts", shop);
  // Prometheus' part: a scrape every second of the storefront that has metrics.
  const scraper = setInterval(() => void fetch(`${on}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } }).then((response) => response.text()), 1_000);
  for (const origin of [on, off]) await runLoad({ url: `${origin}${page}`, connections: 10, duration: 3 });
  const results: Record<"on" | "off", Array<{ rps: number; p99: number }>> = { on: [], off: [] };
  for (let round = 0; round < rounds; round++) {
    for (const [name, origin] of round % 2 === 0 ? ([["on", on], ["off", off]] as const) : ([["off", off], ["on", on]] as const)) {
      const summary = await runLoad({ url: `${origin}${page}`, connections: 10, duration: seconds, expectedStatus: 200 });
      results[name].push({ rps: summary.requestsPerSec, p99: summary.latencyMs.p99 });
      console.info(`round ${round + 1} metrics ${name}: ${summary.requestsPerSec} req/s, p99 ${summary.latencyMs.p99} ms`);
    }
  }
  clearInterval(scraper);
  for (const name of ["on", "off"] as const) {
    const rps = results[name].map((entry) => entry.rps).sort((a, b) => a - b);
    const p99 = results[name].map((entry) => entry.p99).sort((a, b) => a - b);
    console.info(`metrics ${name}: median ${rps[Math.floor(rps.length / 2)]} req/s, median p99 ${p99[Math.floor(p99.length / 2)]} ms`);
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await Promise.all(started.map((server) => server.stop()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
