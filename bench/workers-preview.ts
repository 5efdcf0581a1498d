import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LineTail, freePort } from "./server";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const WORKER = path.join(ROOT, "build/workers/worker.js");
const SERVER_BUILD = path.join(ROOT, "build/server/index.js");

/** What build/workers is made of besides the Remix build (which build/server/index.js stands for). */
const WORKER_SOURCES = ["workers", "scripts/build-workers.mjs", "scripts/workers-config.mjs", SERVER_BUILD];

/** Newest modification time under `target` (files only), 0 when absent. */
function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((entry) => newestChange(path.join(target, entry))));
}

/**
 * Why the Workers bundle cannot be tested as the sources are now, or undefined when it can:
 * build/workers comes from `npm run build:workers` (`.ci/run` runs it before the Workers tests).
 */
export function workersBundleProblem(): string | undefined {
  if (!existsSync(WORKER)) return "build/workers is missing: run `npm run build:workers`";
  const sourcesAt = Math.max(...WORKER_SOURCES.map((source) => newestChange(path.resolve(ROOT, source))));
  if (statSync(WORKER).mtimeMs < sourcesAt) return "build/workers is older than its sources or build/server: run `npm run build:workers`";
  return undefined;
}

export interface WorkersPreview {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Milliseconds from starting the process to its "ready" line. */
  readyAfterMs: number;
  /** The preview process (node); workerd runs as its child. */
  pid: number;
  outputTail(): string;
  stop(): Promise<void>;
}

/**
 * `npm run preview:workers` (scripts/preview-workers.mjs, started with node itself) on a free
 * loopback port with `env` as the Worker's settings; resolves once it says it is ready, whatever its
 * Worker then answers (a Worker with bad settings is tested too).
 */
export async function startWorkersPreview(env: Record<string, string>): Promise<WorkersPreview> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const tail = new LineTail();
  const started = Date.now();
  const child = spawn(process.execPath, ["scripts/preview-workers.mjs"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the Workers preview was not ready within 60 s:\n${tail}`)), 60_000);
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => {
        tail.push(chunk);
        if (/ready at http/.test(tail.toString())) {
          clearTimeout(timer);
          resolve();
        }
      });
    }
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the Workers preview exited (${child.exitCode ?? child.signalCode}):\n${tail}`));
    });
  });
  await ready;
  const readyAfterMs = Date.now() - started;
  return {
    origin,
    readyAfterMs,
    pid: child.pid!,
    outputTail: () => tail.toString(),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}
