import { execFileSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, startServer } from "../../bench/server";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export interface ShopServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  /** Its DATA_DIR (the engine's outbox is `<dataDir>/outbox`). */
  dataDir: string;
  /** What the server wrote last (for failure messages). */
  outputTail(): string;
  /** Everything it wrote to stdout and stderr since it started (its log). */
  output(): string;
  /** The server's process (to send it signals). */
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The production server (`NODE_ENV=production node --import tsx server.ts`, the build from
 * `build-once.ts`) on a free loopback port, with `env` on top. With `engine: true` it runs the
 * embedded engine on a fresh demo database (about 10 s to seed); otherwise its backend is a port
 * where nothing listens, which starts in a second and is enough for what happens before Remix.
 * `port` picks the port (a test that must know the origin first, e.g. to register it elsewhere).
 * `engineConfig` runs `npm run engine:config -- <args>` for each entry first, as a shop owner would
 * before starting the shop (e.g. `["rate", "THB", "USD", "0.028"]`).
 */
export async function startShopServer(
  env: Record<string, string> = {},
  { engine = false, port: chosenPort, engineConfig = [] }: { engine?: boolean; port?: number; engineConfig?: string[][] } = {},
): Promise<ShopServer> {
  const port = chosenPort ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-server-"));
  for (const args of engineConfig) {
    execFileSync(process.execPath, ["--import", "tsx", "commerce/cli/config.ts", ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", DATA_DIR: dataDir, PORT: String(port) },
      stdio: "pipe",
    });
  }
  const backend = engine ? {} : { MAGENTO_URL: "http://127.0.0.1:2", MAGENTO_TIMEOUT_MS: "200" };
  const output: string[] = [];
  const server = await startServer({
    command: process.execPath,
    args: ["--import", "tsx", "server.ts"],
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SESSION_SECRET: randomBytes(32).toString("hex"),
      DATA_DIR: dataDir,
      ...backend,
      ...env,
    },
    healthUrl: `${origin}/healthz`,
    onOutput: (chunk) => output.push(chunk),
    timeoutMs: 90_000,
  });
  return {
    origin,
    port,
    dataDir,
    outputTail: () => server.outputTail(),
    output: () => output.join(""),
    child: server.child,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
