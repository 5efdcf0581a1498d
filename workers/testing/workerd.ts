/**
 * Runs workers/testing/adapters.worker.ts in workerd through miniflare, so the Workers adapters are
 * tested on the platform's real Cache API, Rate Limiting binding and Static Assets binding (Node
 * has none of them).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { Miniflare } from "miniflare";

const HERE = path.dirname(fileURLToPath(import.meta.url));

export interface AdaptersInWorkerd {
  call<T>(adapter: "store" | "limiter" | "files", method: string, args: unknown[]): Promise<T>;
  dispose(): Promise<void>;
}

/** The adapters' Worker with `assetsDirectory` as its static files, and a Rate Limiting binding unless `limiterBinding` is false. */
export async function startAdaptersInWorkerd({
  assetsDirectory,
  writesPerMinute,
  limiterBinding = true,
}: {
  assetsDirectory: string;
  writesPerMinute: number;
  limiterBinding?: boolean;
}): Promise<AdaptersInWorkerd> {
  const bundle = await build({
    entryPoints: [path.join(HERE, "adapters.worker.ts")],
    bundle: true,
    format: "esm",
    platform: "browser",
    conditions: ["workerd", "worker", "browser"],
    target: "es2022",
    write: false,
    logLevel: "warning",
  });
  const mf = new Miniflare({
    modules: true,
    script: bundle.outputFiles[0]!.text,
    compatibilityDate: "2025-07-18",
    bindings: { WRITES_PER_MINUTE: String(writesPerMinute) },
    assets: { directory: assetsDirectory, binding: "ASSETS", routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true }, assetConfig: { html_handling: "none", not_found_handling: "none" } },
    ratelimits: limiterBinding ? { WRITES_LIMITER: { simple: { limit: writesPerMinute, period: 60 } } } : {},
    cf: false,
  });
  await mf.ready;
  return {
    async call<T>(adapter: string, method: string, args: unknown[]) {
      const response = await mf.dispatchFetch("http://adapters.test/", { method: "POST", body: JSON.stringify({ adapter, method, args }) });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`the adapters' Worker answered ${response.status}: ${body}`);
      return (JSON.parse(body) as { result: T }).result;
    },
    dispose: () => mf.dispose(),
  };
}
