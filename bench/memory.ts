/**
 * Whether the server's memory stays flat under a long load: its resident set size after a first
 * tenth of the requests (caches filled, code compiled) and again after all of them, on the pages
 * visitors ask for most, in turn.
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";

import { BROWSER_LIKE_HEADERS, round } from "./load";

export interface MemoryGrowth {
  paths: string[];
  connections: number;
  /** RSS (bytes) after the first checkpoint's requests and after all of them. */
  checkpoints: { requests: number; rssBytes: number }[];
  /** RSS after all ÷ RSS after the first checkpoint. */
  ratio: number;
  non2xx: number;
  errors: number;
}

/** The resident set size of process `pid` (Linux's /proc), in bytes. */
export function residentBytes(pid: number, status = readFileSync(`/proc/${pid}/status`, "utf8")): number {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  if (!match) throw new Error(`no VmRSS line in /proc/${pid}/status`);
  return Number(match[1]) * 1024;
}

function load(origin: string, paths: readonly string[], connections: number, amount: number): Promise<{ non2xx: number; errors: number }> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: origin, connections, amount, timeout: 30, requests: paths.map((path) => ({ method: "GET", path, headers: BROWSER_LIKE_HEADERS })) },
      (error, result) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve({ non2xx: result.non2xx, errors: result.errors })),
    );
  });
}

export async function measureMemoryGrowth(options: {
  origin: string;
  pid: number;
  paths: readonly string[];
  connections: number;
  totalRequests: number;
  log: (message: string) => void;
}): Promise<MemoryGrowth> {
  const first = Math.max(1, Math.round(options.totalRequests / 10));
  const firstLoad = await load(options.origin, options.paths, options.connections, first);
  const afterFirst = residentBytes(options.pid);
  options.log(`  RSS after ${first} requests: ${(afterFirst / 2 ** 20).toFixed(1)} MiB`);
  const rest = await load(options.origin, options.paths, options.connections, options.totalRequests - first);
  const afterAll = residentBytes(options.pid);
  options.log(`  RSS after ${options.totalRequests} requests: ${(afterAll / 2 ** 20).toFixed(1)} MiB`);
  return {
    paths: [...options.paths],
    connections: options.connections,
    checkpoints: [
      { requests: first, rssBytes: afterFirst },
      { requests: options.totalRequests, rssBytes: afterAll },
    ],
    ratio: round(afterAll / afterFirst, 3),
    non2xx: firstLoad.non2xx + rest.non2xx,
    errors: firstLoad.errors + rest.errors,
  };
}
