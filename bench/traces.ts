/**
 * What traces cost a page (ADR 059): two production servers with the embedded engine side by
 * side, one exporting traces to a local OTLP/HTTP receiver and one without, the full-page cache
 * off so every request renders. Rounds alternate between them (A/B interleaved, so the shared
 * machine's noise falls on both), one request at a time; per server: latency percentiles, and the
 * CPU time its process used per request (from /proc, Linux only).
 *
 *   node --import tsx bench/traces.ts [--rounds 20] [--per-round 25] [--path /th/…]
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { simpleProductInStock } from "../tests/integration/engine-service";
import { startOtlpReceiver } from "../tests/integration/otlp-receiver";
import { startShopServer, type ShopServer } from "../tests/integration/shop-server";

const { values } = parseArgs({ options: { rounds: { type: "string", default: "20" }, "per-round": { type: "string", default: "25" }, path: { type: "string" } } });
const rounds = Number(values.rounds);
const perRound = Number(values["per-round"]);

/** user + system CPU time of a process, in ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main() {
  const receiver = await startOtlpReceiver();
  const env = { FULL_PAGE_CACHE: "off", LOG_LEVEL: "warn" };
  const [on, off] = await Promise.all([
    startShopServer({ ...env, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint }, { engine: true }),
    startShopServer(env, { engine: true }),
  ]);
  const servers: Array<[string, ShopServer]> = [["on", on], ["off", off]];
  try {
    const path = values.path ?? (await simpleProductInStock(on.origin)).path;
    const samples = new Map<string, number[]>(servers.map(([name]) => [name, []]));
    const cpu = new Map<string, number>(servers.map(([name]) => [name, 0]));
    const get = async (server: ShopServer) => {
      const started = performance.now();
      const response = await fetch(`${server.origin}${path}`);
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
      await response.arrayBuffer();
      return performance.now() - started;
    };
    // Warm both: the first renders compile and fill the engine's caches.
    for (const [, server] of servers) for (let index = 0; index < 30; index++) await get(server);
    for (let round = 0; round < rounds; round++) {
      for (const [name, server] of round % 2 ? [...servers].reverse() : servers) {
        const before = cpuMs(server.child.pid!);
        for (let index = 0; index < perRound; index++) samples.get(name)!.push(await get(server));
        cpu.set(name, cpu.get(name)! + cpuMs(server.child.pid!) - before);
      }
    }
    // Spans of the last requests still in the queue: wait for them so the count is complete.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const requests = rounds * perRound;
    console.info(`${path}, ${requests} requests per server in ${rounds} interleaved rounds, one at a time; full-page cache off`);
    for (const [name] of servers) {
      const sorted = samples.get(name)!.sort((a, b) => a - b);
      const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
      console.info(
        `traces ${name.padEnd(3)}  p50 ${percentile(sorted, 50).toFixed(2)} ms  p90 ${percentile(sorted, 90).toFixed(2)} ms  p99 ${percentile(sorted, 99).toFixed(2)} ms  mean ${mean.toFixed(2)} ms  CPU ${(cpu.get(name)! / requests).toFixed(2)} ms/request`,
      );
    }
    console.info(`spans received: ${receiver.spans.length} (${(receiver.spans.length / (requests + 30)).toFixed(1)} per page)`);
  } finally {
    await Promise.all(servers.map(([, server]) => server.stop()));
    await receiver.close();
  }
}

await main();
