import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, startServer } from "../../bench/server";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export interface EngineService {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  outputTail(): string;
  stop(): Promise<void>;
}

/**
 * `npm run engine` (engine.ts) on a free loopback port with a fresh demo database (about 10 s to
 * seed), `env` on top; `port` reuses a port (to start it again where storefronts expect it).
 */
export async function startEngineService(env: Record<string, string> = {}, { port: fixedPort }: { port?: number } = {}): Promise<EngineService> {
  const port = fixedPort ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "engine-service-"));
  const server = await startServer({
    command: process.execPath,
    args: ["--import", "tsx", "engine.ts"],
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, ...env },
    healthUrl: `${origin}/healthz`,
    timeoutMs: 90_000,
  });
  return {
    origin,
    port,
    outputTail: () => server.outputTail(),
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
