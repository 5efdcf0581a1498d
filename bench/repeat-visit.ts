/**
 * What the service worker gives a returning shopper: the product page opened again and again in
 * one browser profile, once with the worker and once without (Playwright blocks it), its first
 * contentful paint read from the Performance API each time; and what the worker costs: its own
 * size and the bytes it precaches at install. Chromium on this machine, the server in this run.
 */
import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "@playwright/test";
import { WORKER_CACHES } from "../app/lib/pwa/worker-contract";
import { CHROMIUM_ARGS } from "./browser";

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface RepeatVisits {
  /** First contentful paint of each repeat visit (ms), the first visit not counted. */
  fcpMs: number[];
  medianFcpMs: number;
}

export interface ServiceWorkerNumbers {
  path: string;
  worker: { rawBytes: number; gzipBytes: number };
  precache: { files: number; rawBytes: number };
  withWorker: RepeatVisits;
  withoutWorker: RepeatVisits;
  /** Median FCP with the worker ÷ without it (below 1: the worker makes repeat visits faster). */
  fcpRatio: number;
}

async function visits(browser: Browser, pageUrl: string, count: number, worker: boolean): Promise<RepeatVisits & { precache?: { files: number; rawBytes: number } }> {
  const context = await browser.newContext({ serviceWorkers: worker ? "allow" : "block" });
  try {
    const page = await context.newPage();
    await page.goto(pageUrl, { waitUntil: "networkidle" });
    let precache: { files: number; rawBytes: number } | undefined;
    if (worker) {
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
      precache = await page.evaluate(async (name) => {
        const cache = await caches.open(name);
        const requests = await cache.keys();
        let rawBytes = 0;
        for (const request of requests) rawBytes += (await (await cache.match(request))!.arrayBuffer()).byteLength;
        return { files: requests.length, rawBytes };
      }, WORKER_CACHES.assets);
    }
    const fcpMs: number[] = [];
    for (let visit = 0; visit < count; visit += 1) {
      await page.goto(pageUrl, { waitUntil: "load" });
      const fcp = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const [entry] = performance.getEntriesByName("first-contentful-paint");
            if (entry) return resolve(entry.startTime);
            new PerformanceObserver((list) => resolve(list.getEntries()[0]!.startTime)).observe({ type: "paint", buffered: true });
          }),
      );
      fcpMs.push(Math.round(fcp));
    }
    return { fcpMs, medianFcpMs: median(fcpMs), precache };
  } finally {
    await context.close();
  }
}

export async function measureServiceWorker(origin: string, path: string, executablePath: string, count = 5): Promise<ServiceWorkerNumbers> {
  const answer = await fetch(`${origin}/sw.js`, { headers: { "Accept-Encoding": "identity" } });
  if (!answer.ok) throw new Error(`GET /sw.js answered ${answer.status}`);
  const script = Buffer.from(await answer.arrayBuffer());
  // As the build compresses it (scripts/compress-assets.mjs): what a browser asking for gzip gets.
  const worker = { rawBytes: script.length, gzipBytes: gzipSync(script, { level: 9 }).length };
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  try {
    const withoutWorker = await visits(browser, origin + path, count, false);
    const { precache, ...withWorker } = await visits(browser, origin + path, count, true);
    return {
      path,
      worker,
      precache: precache!,
      withWorker,
      withoutWorker: { fcpMs: withoutWorker.fcpMs, medianFcpMs: withoutWorker.medianFcpMs },
      fcpRatio: Math.round((withWorker.medianFcpMs / withoutWorker.medianFcpMs) * 100) / 100,
    };
  } finally {
    await browser.close();
  }
}
