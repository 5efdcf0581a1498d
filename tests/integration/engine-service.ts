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

/** The first simple product in stock, asked of a running engine over GraphQL (Thai store view): its SKU, name and page path. */
export async function simpleProductInStock(origin: string): Promise<{ sku: string; name: string; path: string }> {
  const query = `{ products(search: "", pageSize: 200) { items { __typename sku name url_key url_suffix stock_status } } }`;
  const response = await fetch(`${origin}/graphql?query=${encodeURIComponent(query)}`, { headers: { Store: "th" } });
  const body = (await response.json()) as { data: { products: { items: Array<{ __typename: string; sku: string; name: string; url_key: string; url_suffix: string | null; stock_status: string }> } } };
  const item = body.data.products.items.find((candidate) => candidate.__typename === "SimpleProduct" && candidate.stock_status === "IN_STOCK");
  if (!item) throw new Error("the demo shop lacks a simple product in stock");
  return { sku: item.sku, name: item.name, path: `/th/${item.url_key}${item.url_suffix ?? ".html"}` };
}
