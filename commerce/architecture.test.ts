/**
 * The engine's structure, checked on every test run (docs/engine.md, "Layers and modules"): which
 * layer may import which, which module may use which (each through its entry, modules/<area>,
 * which eslint.config.js enforces), and no import circle anywhere in commerce/. Tests are not part
 * of the structure: an integration test next to a module may start the whole engine.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/** The modules each module may use; a new module is added here, below the modules it uses. */
const MODULES: Record<string, readonly string[]> = {
  store: [],
  "payment-gateway": [],
  salesrule: [],
  integration: [],
  directory: ["store"],
  email: ["store"],
  newsletter: ["store", "email"],
  contact: ["store", "email"],
  "url-rewrite": ["store"],
  "catalog-search": ["store"],
  catalog: ["store", "catalog-search", "url-rewrite"],
  cms: ["store", "catalog-search", "url-rewrite"],
  blog: ["store", "catalog-search"],
  customer: ["store", "email", "newsletter"],
  "store-credit": ["store", "customer"],
  "gift-card": ["store", "customer", "store-credit"],
  vault: ["store", "customer", "payment-gateway"],
  search: ["store", "catalog-search", "catalog", "cms", "blog"],
  "gift-options": ["store"],
  cart: ["store", "catalog", "customer", "salesrule", "gift-card", "store-credit", "gift-options"],
  sales: ["store", "customer", "cart", "gift-options"],
  wishlist: ["store", "catalog", "customer", "cart"],
  checkout: ["store", "customer", "email", "cart", "salesrule", "gift-card", "store-credit", "vault", "sales"],
  "social-sign-in": ["store", "email"],
};

/** What each part of commerce/ may import besides itself ("modules" = any module, as MODULES allows). */
const LAYERS: Record<string, readonly string[]> = {
  lib: [],
  db: [],
  modules: ["lib", "db"],
  demo: ["lib", "db", "modules"],
  media: ["demo"],
  graphql: ["lib", "db", "modules", "services.ts"],
  http: ["lib", "db", "modules", "graphql", "media", "services.ts"],
  "services.ts": ["db", "modules"],
  "setup.ts": ["db", "modules", "demo"],
  "options.ts": ["modules", "http"],
  "env.ts": ["http", "options.ts"],
  "index.ts": ["db", "modules", "http", "services.ts", "setup.ts", "options.ts", "env.ts"],
  testing: ["db", "http", "services.ts", "setup.ts", "index.ts"],
  cli: ["lib", "db", "modules", "demo", "services.ts", "setup.ts", "env.ts", "index.ts"],
};

const commerceDir = path.dirname(fileURLToPath(import.meta.url));

/** Every source file of the engine that is not a test (migrations and media are not code). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "migrations" ? [] : sourceFiles(full);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [full] : [];
  });
}

/** The files a file imports (static and literal dynamic imports, `export … from`), resolved; "app" for anything outside commerce/. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  return importedFiles.flatMap(({ fileName: spec }) => {
    if (spec.startsWith("~/")) return ["outside:" + spec];
    if (!spec.startsWith(".")) return [];
    const target = path.resolve(path.dirname(file), spec);
    if (!target.startsWith(commerceDir + path.sep)) return ["outside:" + path.relative(commerceDir, target)];
    const found = [`${target}.ts`, path.join(target, "index.ts"), target].find((candidate) => {
      try {
        return statSync(candidate).isFile();
      } catch {
        return false;
      }
    });
    return found ? [found] : [];
  });
}

/** "modules/cart", "graphql", "index.ts": the part of commerce/ a file belongs to. */
function partOf(file: string): string {
  const [first, second] = path.relative(commerceDir, file).split(path.sep);
  return first === "modules" ? `modules/${second}` : first!;
}

const files = sourceFiles(commerceDir);
const graph = new Map(files.map((file) => [file, importsOf(file)]));
const rel = (file: string) => path.relative(commerceDir, file);

describe("the engine's structure", () => {
  it("never imports the storefront or anything else outside commerce/ but the shared logger and tracer", () => {
    // `logging/` (ADR 057, 059) is the one folder the storefront and the engine share. Of it, the
    // engine imports the logger, request ids and the tracing interface: Web APIs only, importing
    // nothing, so the engine still runs anywhere on its own. Never the hosts' sinks (pino.ts,
    // otel.ts), which load Node-only packages.
    const SHARED = ["logging/logger", "logging/request-id", "logging/tracing"];
    const shared = (target: string) => SHARED.some((file) => target === `outside:../${file}` || target === `outside:../${file}.ts`);
    const outside = [...graph].flatMap(([file, targets]) =>
      targets.filter((target) => target.startsWith("outside:") && !shared(target)).map((target) => `${rel(file)} -> ${target.slice(8)}`),
    );
    expect(outside).toEqual([]);
  });

  it("imports downwards only: each layer uses the layers below it", () => {
    const wrong = [...graph].flatMap(([file, targets]) => {
      const from = partOf(file);
      const layer = from.startsWith("modules/") ? "modules" : from;
      const allowed = LAYERS[layer];
      if (!allowed) return [`${rel(file)}: ${layer} is not a known part of commerce/ (add it to LAYERS)`];
      return targets
        .filter((target) => !target.startsWith("outside:"))
        .map(partOf)
        .filter((to) => to !== from && !(to.startsWith("modules/") && layer === "modules"))
        .filter((to) => !allowed.includes(to.startsWith("modules/") ? "modules" : to))
        .map((to) => `${rel(file)} (${layer}) -> ${to}`);
    });
    expect(wrong).toEqual([]);
  });

  it("lets a module use only the modules it is declared to use", () => {
    const modules = readdirSync(path.join(commerceDir, "modules"));
    expect(modules.filter((name) => !(name in MODULES))).toEqual([]);
    const wrong = [...graph].flatMap(([file, targets]) => {
      const from = partOf(file);
      if (!from.startsWith("modules/")) return [];
      const name = from.slice("modules/".length);
      return targets
        .filter((target) => !target.startsWith("outside:"))
        .map(partOf)
        .filter((to) => to.startsWith("modules/") && to !== from && !MODULES[name]?.includes(to.slice("modules/".length)))
        .map((to) => `${rel(file)} -> ${to}`);
    });
    expect(wrong).toEqual([]);
  });

  it("declares the modules' uses without a circle", () => {
    const order: string[] = [];
    const visit = (name: string, path: string[]): void => {
      if (path.includes(name)) throw new Error(`module circle: ${[...path, name].join(" -> ")}`);
      if (order.includes(name)) return;
      for (const used of MODULES[name] ?? []) visit(used, [...path, name]);
      order.push(name);
    };
    expect(() => Object.keys(MODULES).forEach((name) => visit(name, []))).not.toThrow();
  });

  it("has no import circle between files", () => {
    const circles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (file: string, trail: string[]): void => {
      if (state.get(file) === "done") return;
      if (state.get(file) === "open") {
        circles.push([...trail.slice(trail.indexOf(file)), file].map(rel).join(" -> "));
        return;
      }
      state.set(file, "open");
      for (const target of graph.get(file) ?? []) if (graph.has(target)) visit(target, [...trail, file]);
      state.set(file, "done");
    };
    for (const file of files) visit(file, []);
    expect(circles).toEqual([]);
  });
});
