import { statSync } from "node:fs";

import { chromium } from "@playwright/test";

import { decideChromium } from "../scripts/ensure-chromium.mjs";
import type { AssetKind } from "./assets";

/** Flags that keep Debian's chromium quiet on a machine without network (see shared/STACK.md). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export interface RuntimeAsset {
  kind: AssetKind;
  path: string;
}

/** Chromium for asset discovery, found the way the e2e tests find it; null when there is none. */
export function findChromium(env: Record<string, string | undefined> = process.env): string | null {
  const exists = (file: string) => {
    try {
      return statSync(file).isFile();
    } catch {
      return false;
    }
  };
  const decision = decideChromium({ env, exists, uid: -1, hasApt: false });
  return decision.action === "use" ? decision.path : null;
}

/**
 * Which resource requests count as page weight: same-origin scripts and stylesheets.
 * Returns null for everything else (images, fonts, data requests, other origins).
 */
export function classifyRequest(url: string, resourceType: string, origin: string): RuntimeAsset | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.origin !== origin) return null;
  const kind = resourceType === "script" ? "js" : resourceType === "stylesheet" ? "css" : null;
  return kind ? { kind, path: parsed.pathname + parsed.search } : null;
}

/**
 * Load the page in headless Chromium with JavaScript on, wait until the network is idle, and list
 * the same-origin JS and CSS it requested. This catches what the HTML cannot show, such as the
 * locale chunk entry.client picks with a computed `import()` while hydrating.
 */
export async function discoverRuntimeAssets(pageUrl: string, executablePath: string, cookie?: string): Promise<RuntimeAsset[]> {
  const origin = new URL(pageUrl).origin;
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ serviceWorkers: "block", ...(cookie ? { extraHTTPHeaders: { cookie } } : {}) });
    const page = await context.newPage();
    const found: RuntimeAsset[] = [];
    const seen = new Set<string>();
    page.on("request", (request) => {
      const asset = classifyRequest(request.url(), request.resourceType(), origin);
      if (!asset || seen.has(asset.path)) return;
      seen.add(asset.path);
      found.push(asset);
    });
    const response = await page.goto(pageUrl, { waitUntil: "networkidle", timeout: 30_000 }).catch((error: unknown) => {
      throw new Error(`browser: could not load ${pageUrl}: ${(error as Error).message.split("\n")[0]}`);
    });
    if (!response || response.status() !== 200) {
      throw new Error(`browser: GET ${pageUrl} answered ${response?.status() ?? "nothing"}`);
    }
    return found;
  } finally {
    await browser.close();
  }
}
