/**
 * A Worker for the adapters' tests (workers/testing/workerd.ts): it runs the cache store, the
 * write limiter and the static files in workerd on real bindings (caches.default, a Rate Limiting
 * binding, Static Assets), and answers each `POST {adapter, method, args}` with the call's result.
 */
import { workersCacheStore, type WorkersCache } from "../cache-store";
import { bindingRateLimiter, type RateLimitBinding } from "../rate-limit-binding";
import { workersStaticFiles, type AssetsBinding } from "../static-files";

interface Env {
  ASSETS: AssetsBinding;
  WRITES_LIMITER?: RateLimitBinding;
  WRITES_PER_MINUTE: string;
}

type Call = { adapter: "store" | "limiter" | "files"; method: string; args: unknown[] };

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const { adapter, method, args } = (await request.json()) as Call;
    const cache = (globalThis as unknown as { caches: { default: WorkersCache } }).caches.default;
    if (adapter === "store") {
      const store = workersCacheStore(cache, { origin: "https://shop.example" }) as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
      return Response.json({ result: (await store[method]!(...args)) ?? null });
    }
    if (adapter === "limiter") {
      const limiter = bindingRateLimiter(env.WRITES_LIMITER, { limit: Number(env.WRITES_PER_MINUTE), windowMs: 60_000 });
      const results = [];
      for (const key of args as string[]) results.push(await limiter.hit(key));
      return Response.json({ result: results });
    }
    const file = await workersStaticFiles(env.ASSETS).get(String(args[0]), null);
    if (!file) return Response.json({ result: null });
    const text = await new Response(file.body).text();
    return Response.json({ result: { contentType: file.contentType, etag: file.etag ?? null, contentEncoding: file.contentEncoding ?? null, text } });
  },
};
