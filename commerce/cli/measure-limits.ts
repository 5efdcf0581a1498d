/**
 * Measures the attacks the request limits stop (docs/decisions/011) against a fresh in-memory demo
 * engine, through its handle():
 *
 *   node --import tsx commerce/cli/measure-limits.ts [--unlimited] [--runs 3]
 *
 * Attacks: the probe's 1,000 aliased product searches (Thai store view, no match; English, a match),
 * a 32-deep query, product listings nested in product listings, related products nested seven deep,
 * a 5 MB body. `--unlimited` lifts every limit, to see the engine as it was (the nested documents
 * then take minutes). Prints JSON: per attack, the status and the slowest of the runs' time and
 * event-loop stall (the longest gap a 1 ms timer saw while the request ran).
 */
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { startCommerceEngine } from "../index";

const { values } = parseArgs({ options: { unlimited: { type: "boolean", default: false }, runs: { type: "string", default: "3" } } });
const unlimited = 1_000_000_000;
const engine = await startCommerceEngine({
  dataDir: "memory://",
  ...(values.unlimited
    ? { requestLimits: { graphqlBodyBytes: unlimited, restBodyBytes: unlimited, maxTokens: unlimited, maxDepth: unlimited, maxAliases: unlimited, maxCost: unlimited, maxWork: unlimited } }
    : {}),
});

const aliases = (term: string) => `{ ${Array.from({ length: 1000 }, (_, index) => `a${index}: products(search: "${term}") { total_count items { sku } }`).join("\n")} }`;
let deep = "name";
for (let level = 0; level < 30; level += 1) deep = `name children { ${deep} }`;
let related = "sku";
for (let level = 0; level < 7; level += 1) related = `sku related_products { ${related} } upsell_products { ${related} }`;

const graphqlPost = (query: string, store: string) => () =>
  new Request("http://commerce.internal/graphql", { method: "POST", headers: { "content-type": "application/json", store }, body: JSON.stringify({ query }) });

const attacks: Record<string, () => Request> = {
  aliases1000NoMatch: graphqlPost(aliases("shirt"), "th"),
  aliases1000Match: graphqlPost(aliases("shirt"), "en"),
  depth32: graphqlPost(`{ categoryList { ${deep} } }`, "en"),
  nestedListings: graphqlPost(
    `{ products(search: "", filter: {}, pageSize: 100) { items { categories { products(pageSize: 100) { items { categories { products(pageSize: 100) { items { sku } } } } } } } } }`,
    "en",
  ),
  nestedRelated: graphqlPost(`{ products(search: "", filter: {}, pageSize: 20) { items { ${related} } } }`, "en"),
  body5MB: () => new Request("http://commerce.internal/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: `{ storeConfig { store_code } }${" ".repeat(5_000_000)}` }) }),
};

const results: Record<string, { status: number; ms: number; stallMs: number; bytes: number }> = {};
for (const [name, request] of Object.entries(attacks)) {
  for (let run = 0; run < Number(values.runs); run += 1) {
    const sent = request();
    let last = performance.now();
    let stall = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      stall = Math.max(stall, now - last);
      last = now;
    }, 1);
    const started = performance.now();
    const response = await engine.handle(sent);
    const bytes = (await response.arrayBuffer()).byteLength;
    const ms = performance.now() - started;
    stall = Math.max(stall, performance.now() - last);
    clearInterval(timer);
    const previous = results[name];
    results[name] = { status: response.status, ms: Math.max(previous?.ms ?? 0, Math.round(ms)), stallMs: Math.max(previous?.stallMs ?? 0, Math.round(stall)), bytes };
  }
}
await engine.close();
console.info(JSON.stringify({ limits: values.unlimited ? "lifted" : "defaults", runs: Number(values.runs), results }, null, 2));
