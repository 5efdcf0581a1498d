/**
 * What the host benches (bench:instances, bench:workers, bench:lambda) share: a Node script of this
 * repository (the storefront's server.ts or the engine service's engine.ts) started in production
 * on a free loopback port with a fresh DATA_DIR, and the static file every host's rate is compared to.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, killAllStartedServers, startServer, type RunningServer } from "./server";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

export interface StartedNodeHost {
  origin: string;
  server: RunningServer;
  dataDir: string;
}

/** `script` (server.ts, engine.ts) with `env` on top, ready once its /healthz answers. */
export async function startNodeHost(name: string, script: string, env: Record<string, string>, log: (line: string) => void): Promise<StartedNodeHost> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  log(`starting ${name} on ${origin}`);
  const server = await startServer({
    command: process.execPath,
    args: ["--import", "tsx", script],
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, ...env },
    healthUrl: `${origin}/healthz`,
    timeoutMs: 120_000,
  });
  return { origin, server, dataDir };
}

/** The largest hashed JS file of a build's client folder: the static baseline (`/assets/…js`). */
export function largestAsset(clientDir = "build/client"): string {
  const dir = path.join(ROOT, clientDir, "assets");
  const files = readdirSync(dir).filter((name) => name.endsWith(".js"));
  const largest = files.sort((a, b) => statSync(path.join(dir, b)).size - statSync(path.join(dir, a)).size)[0];
  if (!largest) throw new Error(`${clientDir}/assets holds no JS file`);
  return `/assets/${largest}`;
}

/** Stops the hosts, the last started first, and removes their data folders. */
export async function stopNodeHosts(hosts: StartedNodeHost[]): Promise<void> {
  for (const { server, dataDir } of [...hosts].reverse()) {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs a bench's `main`; on failure every server it started is killed and the reason printed. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    killAllStartedServers();
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
