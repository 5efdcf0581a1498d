import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Messages } from "../../app/lib/translation/translator";

/**
 * Which catalogue keys each route can render, read from the source at build time (and by the unit
 * test): every string literal in the route module's import graph (static and dynamic imports under
 * `app/`, `.server` modules included, since loaders hand keys to components) that is a key of the
 * catalogue, and every template-literal prefix (`t(\`orders.status.${status}\`)` needs all of
 * `orders.status`). It over-approximates on purpose (a key a module merely mentions is shipped):
 * a page must never lack a text it shows. Keys that arrive as data from another route's server
 * code (a flash after a redirect) travel with that data instead (`flash.messages`).
 */

const IMPORT = /(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|import\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
const LITERAL = /["'`]([a-zA-Z][\w-]*(?:\.[\w-]+)+)["'`]/g;
const PREFIX = /`([a-zA-Z][\w-]*(?:\.[\w-]+)*)\.\$\{/g;

/** The route id Remix gives a route file: `root`, `routes/$store.checkout`. */
export function routeIdOf(appDirectory: string, file: string): string | null {
  const relative = path.relative(appDirectory, file).split(path.sep).join("/");
  if (/^root\.tsx?$/.test(relative)) return "root";
  const match = /^routes\/([^/]+)\.tsx?$/.exec(relative);
  return match && !match[1]!.includes(".test") ? `routes/${match[1]}` : null;
}

/** Every route file's id and path. */
export function routeFiles(appDirectory: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of ["root.tsx", ...readdirSync(path.join(appDirectory, "routes")).map((file) => `routes/${file}`)]) {
    const file = path.join(appDirectory, name);
    const id = routeIdOf(appDirectory, file);
    if (id && existsSync(file)) files.set(id, file);
  }
  return files;
}

/**
 * The routes always rendered around `id` (root, then its layouts): a flat route's parents are the
 * route files named by its leading segments (`$store.order-history_.$number` → `$store`; the `_`
 * suffix opts out of `$store.order-history`). `[.]` is an escaped dot, not a segment boundary.
 */
export function ancestorsOf(id: string, ids: ReadonlySet<string>): string[] {
  if (id === "root") return [];
  const segments = id.slice("routes/".length).split(/\.(?![^[]*\])/);
  const parents = ["root"];
  for (let end = 1; end < segments.length; end++) {
    const candidate = `routes/${segments.slice(0, end).join(".")}`;
    if (ids.has(candidate)) parents.push(candidate);
  }
  return parents;
}

function resolveImport(appDirectory: string, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = path.join(appDirectory, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  if (!base.startsWith(appDirectory)) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The files a module reaches through its imports (itself included), within `app/`. */
export function moduleGraph(appDirectory: string, entry: string, read = (file: string) => readFileSync(file, "utf8")): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of read(file).matchAll(IMPORT)) {
      const resolved = resolveImport(appDirectory, file, match[1] ?? match[2] ?? match[3] ?? "");
      if (resolved) queue.push(resolved);
    }
  }
  return seen;
}

function nodeAt(messages: Messages, key: string): Messages | string | undefined {
  let node: Messages | string | undefined = messages;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return node;
}

/** The catalogue keys (and key prefixes) written in one module's source. */
export function keysInSource(source: string, catalogue: Messages): Set<string> {
  const keys = new Set<string>();
  for (const [, key] of source.matchAll(LITERAL)) {
    if (nodeAt(catalogue, key!) !== undefined || nodeAt(catalogue, `${key}_other`) !== undefined) keys.add(key!);
  }
  for (const [, prefix] of source.matchAll(PREFIX)) {
    if (typeof nodeAt(catalogue, prefix!) === "object") keys.add(prefix!);
  }
  return keys;
}

/**
 * For each route, the keys its own modules use beyond those its ancestors (root, layouts) already
 * bring: a page loads root's, its layouts' and its own lists.
 */
export function routeMessageKeys(appDirectory: string, catalogue: Messages): Record<string, string[]> {
  const files = routeFiles(appDirectory);
  const sources = new Map<string, string>();
  const read = (file: string) => sources.get(file) ?? sources.set(file, readFileSync(file, "utf8")).get(file)!;
  const used = new Map<string, Set<string>>();
  for (const [id, file] of files) {
    const keys = new Set<string>();
    for (const module of moduleGraph(appDirectory, file, read)) for (const key of keysInSource(read(module), catalogue)) keys.add(key);
    used.set(id, keys);
  }
  const ids = new Set(files.keys());
  const lists: Record<string, string[]> = {};
  for (const [id, keys] of used) {
    const inherited = ancestorsOf(id, ids).flatMap((ancestor) => [...used.get(ancestor)!]);
    lists[id] = [...keys].filter((key) => !inherited.some((have) => key === have || key.startsWith(`${have}.`))).sort();
  }
  return lists;
}
