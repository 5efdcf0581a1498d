/**
 * docs/prometheus-alerts.yml is an example ops copy as it is: it must parse, and every metric and
 * label its rules name must be one the hosts export (a renamed metric would leave an alert that
 * never fires). docs/operations.md must list every metric.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { createEngineMetrics, createRegistry, createStorefrontMetrics } from "./node-metrics";

const read = (file: string) => readFileSync(fileURLToPath(new URL(`../docs/${file}`, import.meta.url)), "utf8");

/** Every series name the Node hosts export, with the labels each may carry (histograms with their suffixes). */
async function exported(): Promise<Map<string, Set<string>>> {
  const registry = createRegistry();
  createStorefrontMetrics(registry, "alerts-test-token-0123");
  createEngineMetrics(registry);
  const names = new Map<string, Set<string>>();
  for (const metric of await registry.getMetricsAsJSON()) {
    const labels = new Set<string>(["job", "instance"]);
    for (const value of metric.values) for (const label of Object.keys(value.labels)) labels.add(label);
    const found = registry.getSingleMetric(metric.name) as unknown as { labelNames?: string[] };
    for (const label of found?.labelNames ?? []) labels.add(label);
    if (String(metric.type) === "histogram") {
      names.set(`${metric.name}_bucket`, new Set([...labels, "le"]));
      names.set(`${metric.name}_count`, labels);
      names.set(`${metric.name}_sum`, labels);
    } else {
      names.set(metric.name, labels);
    }
  }
  return names;
}

const PROMQL_WORDS = new Set(["and", "or", "unless", "by", "without", "on", "ignoring", "group_left", "group_right", "bool", "offset"]);

/** The metric selectors of a PromQL expression: each name and the label names of its matchers. */
function selectors(expr: string): Array<{ name: string; labels: string[] }> {
  const found: Array<{ name: string; labels: string[] }> = [];
  // Grouping clauses name labels, not metrics; strings and ranges are neither.
  const text = expr.replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, " ").replace(/\[[^\]]*\]/g, " ");
  const pattern = /([A-Za-z_:][A-Za-z0-9_:]*)\s*(\{[^}]*\})?\s*(\()?/g;
  for (const match of text.replace(/"[^"]*"/g, '""').matchAll(pattern)) {
    const [, name, matchers, call] = match;
    if (call || PROMQL_WORDS.has(name!) || /^\d/.test(name!)) continue;
    const labels = [...(matchers ?? "").matchAll(/([A-Za-z_][A-Za-z0-9_]*)\s*(?:=~|!~|!=|=)/g)].map((label) => label[1]!);
    found.push({ name: name!, labels });
  }
  return found;
}

interface RuleFile {
  groups: Array<{ name: string; rules: Array<{ alert: string; expr: string; for?: string; labels?: Record<string, string>; annotations?: Record<string, string> }> }>;
}

describe("docs/prometheus-alerts.yml", () => {
  const rules = parse(read("prometheus-alerts.yml")) as RuleFile;

  it("parses as Prometheus rule groups, each rule with an alert name, an expression and a summary", () => {
    expect(rules.groups.length).toBeGreaterThan(0);
    for (const group of rules.groups) {
      for (const rule of group.rules) {
        expect(rule.alert).toMatch(/^[A-Za-z][A-Za-z0-9_]*$/);
        expect(typeof rule.expr).toBe("string");
        expect(rule.for ?? "0m").toMatch(/^\d+[smh]$/);
        expect(rule.annotations?.summary).toBeTruthy();
      }
    }
  });

  it("names only metrics and labels the hosts export", async () => {
    const metrics = await exported();
    const unknown: string[] = [];
    let named = 0;
    for (const group of rules.groups) {
      for (const rule of group.rules) {
        const found = selectors(rule.expr);
        expect(found.length, `${rule.alert} names no metric`).toBeGreaterThan(0);
        for (const { name, labels } of found) {
          named += 1;
          const known = metrics.get(name);
          if (!known) unknown.push(`${rule.alert}: ${name}`);
          for (const label of labels) if (known && !known.has(label)) unknown.push(`${rule.alert}: ${name}{${label}}`);
        }
      }
    }
    expect(unknown).toEqual([]);
    expect(named).toBeGreaterThanOrEqual(8);
  });

  it("covers the alerts docs/operations.md recommends: 5xx rate, p99 by route, backend errors, outbox backlog", () => {
    const exprs = rules.groups.flatMap((group) => group.rules.map((rule) => rule.expr)).join("\n");
    expect(exprs).toContain('status_class="5xx"');
    expect(exprs).toMatch(/histogram_quantile\(0\.99,\s*sum by \(route, le\)/);
    expect(exprs).toContain("storefront_backend_call_duration_seconds_count{outcome=~");
    expect(exprs).toContain("engine_outbox_pending_messages");
  });

  it("finds the selectors of an expression, and would catch a renamed metric", async () => {
    expect(selectors('sum by (route, le) (rate(a_bucket{route!~"x|y", status_class="5xx"}[5m])) / b_count > 0.1')).toEqual([
      { name: "a_bucket", labels: ["route", "status_class"] },
      { name: "b_count", labels: [] },
    ]);
    expect((await exported()).has("storefront_http_requests_total")).toBe(false);
  });
});

describe("docs/operations.md", () => {
  it("lists every metric the storefront and the engine export", async () => {
    const doc = read("operations.md");
    const ours = [...(await exported()).keys()].filter((name) => /^(storefront|engine)_/.test(name)).map((name) => name.replace(/_(bucket|count|sum)$/, ""));
    const missing = [...new Set(ours)].filter((name) => !doc.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
