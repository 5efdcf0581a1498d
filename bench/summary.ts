import type { PageWeight } from "./assets";
import type { CartLoads } from "./cart";
import type { LoadSummary } from "./load";
import { throughputRatio } from "./load";
import type { PageTarget } from "./targets";

export interface PageResult {
  target: PageTarget;
  weight: PageWeight;
  ssr: LoadSummary;
}

export interface PageSummary {
  path: string;
  /** gzip bytes of what the page's HTML makes the browser fetch (and the HTML itself). */
  transfer: {
    js: { files: number; gzipBytes: number; rawBytes: number };
    css: { files: number; gzipBytes: number; rawBytes: number };
    html: { gzipBytes: number; rawBytes: number };
  };
  assets: PageWeight["assets"];
  ssr: LoadSummary;
  /** This page's SSR requests/s ÷ the static baseline's requests/s. */
  ratio: number | null;
  notes: string[];
}

export interface Meta {
  node: string;
  cpus: number;
  cpuModel: string;
  platform: string;
  date: string;
  gitCommit: string | null;
  gitDirty: boolean | null;
  duration: number;
  connections: number;
  loadHeaders: Record<string, string>;
  /** "html+browser": HTML references plus what headless Chromium fetched; "html": HTML only. */
  assetDiscovery: "html" | "html+browser";
}

export interface BenchSummary {
  [pageKey: `${string}Page`]: PageSummary;
  /** SSR load of the primary (first) page target. */
  ssr: LoadSummary;
  /** Load on the largest hashed JS file of the primary page: what the server does at best. */
  static: LoadSummary & { path: string };
  /** Primary page's SSR requests/s ÷ static requests/s. */
  ratio: number | null;
  /** Add to Cart (form POST, a new shopper each time) and the cart page of a shopper with a cart. */
  cart: CartLoads;
  meta: Meta;
}

export function pageKey(target: PageTarget): `${string}Page` {
  return `${target.name}Page`;
}

/** Assemble the one JSON document the bench prints. Pure: every number comes in as an argument. */
export function buildSummary(input: {
  pages: PageResult[];
  staticLoad: LoadSummary & { path: string };
  cart: CartLoads;
  meta: Meta;
}): BenchSummary {
  const [primary] = input.pages;
  if (!primary) throw new Error("buildSummary needs at least one page result");
  const names = new Set<string>();
  const pages: Record<`${string}Page`, PageSummary> = {};
  for (const { target, weight, ssr } of input.pages) {
    if (names.has(target.name)) throw new Error(`duplicate page target name "${target.name}"`);
    names.add(target.name);
    pages[pageKey(target)] = {
      path: target.path,
      transfer: { js: weight.js, css: weight.css, html: weight.html },
      assets: weight.assets,
      ssr,
      ratio: throughputRatio(ssr.requestsPerSec, input.staticLoad.requestsPerSec),
      notes: weight.notes,
    };
  }
  return {
    ...pages,
    ssr: primary.ssr,
    static: input.staticLoad,
    ratio: throughputRatio(primary.ssr.requestsPerSec, input.staticLoad.requestsPerSec),
    cart: input.cart,
    meta: input.meta,
  } as BenchSummary;
}
