/**
 * Times the media layer through `engine.handle()` on a fresh data folder:
 *
 *   node --import tsx commerce/cli/measure-media.ts
 *
 * drawing a demo original + its first 640 px webp, a 640 px webp of an original already on disk, and
 * cache hits (p50 / p95 over repeated requests).
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startCommerceEngine } from "../index";

const ORIGIN = "http://commerce.internal";

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "media-measure-"));
  const engine = await startCommerceEngine({ dataDir, baseUrl: "/" });
  const time = async (url: string, accept = "image/avif,image/webp,*/*") => {
    const started = performance.now();
    const response = await engine.handle(new Request(`${ORIGIN}${url}`, { headers: { accept } }));
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    return performance.now() - started;
  };
  const query = "?auto=webp&format=png&width=640&height=800&quality=85&crop=false&fit=cover";
  try {
    const kinds = ["tshirt", "mug", "plant", "towel", "basket"];
    for (const kind of kinds) {
      const first = await time(`/media/catalog/product/demo/${kind}/1f4e79-1.png${query}`);
      const other = await time(`/media/catalog/product/demo/${kind}/1f4e79-1.png?auto=webp&format=png&width=640&height=800&quality=80`);
      console.info(`${kind.padEnd(8)} draw + first 640px webp: ${first.toFixed(0)} ms; another 640px webp of the stored original: ${other.toFixed(0)} ms`);
    }
    const hits: number[] = [];
    for (let i = 0; i < 200; i++) hits.push(await time(`/media/catalog/product/demo/${kinds[i % kinds.length]}/1f4e79-1.png${query}`));
    hits.sort((a, b) => a - b);
    console.info(`cache hit (640px webp, ${hits.length} requests): p50 ${hits[100]!.toFixed(2)} ms, p95 ${hits[190]!.toFixed(2)} ms`);
  } finally {
    await engine.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
