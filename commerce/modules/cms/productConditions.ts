/**
 * The product conditions of Magento's Catalog Products List widget, as Page Builder's "products"
 * content type stores them in `conditions_encoded`: JSON with `{`, `}`, `"` and `\` replaced by
 * `^[`, `^]`, `` ` `` and `|` (Magento\Widget\Helper\Conditions), a flat map of rules keyed by
 * their path ("1" the root combination, "1--1" its first child, "1--2--1" …).
 *
 * Read here into a tree: combinations (all / any of the children being true / false, as
 * Magento\Rule\Model\Condition\Combine) and product rules on `sku` (is, is not, is one of, is not
 * one of, contains, does not contain) and `category_ids` (is, is not, is one of, is not one of).
 * A rule on another attribute or with another operator is kept as `unsupported`: it matches no
 * product, so a widget the engine cannot evaluate shows nothing rather than the whole catalogue.
 */

export type ProductCondition =
  | { kind: "combine"; all: boolean; expected: boolean; children: ProductCondition[] }
  | { kind: "sku"; operator: "==" | "!=" | "()" | "!()" | "{}" | "!{}"; values: string[] }
  | { kind: "category"; negated: boolean; categoryIds: number[] }
  | { kind: "unsupported"; attribute: string; operator: string };

const COMBINE_TYPE = "Magento\\CatalogWidget\\Model\\Rule\\Condition\\Combine";
const PRODUCT_TYPE = "Magento\\CatalogWidget\\Model\\Rule\\Condition\\Product";

/** Magento\Widget\Helper\Conditions::decode. Throws on text that is not such JSON. */
export function decodeConditions(encoded: string): Record<string, Record<string, unknown>> {
  const json = encoded.replace(/\^\[/g, "{").replace(/\^\]/g, "}").replace(/`/g, '"').replace(/\|/g, "\\");
  const parsed: unknown = JSON.parse(json);
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error("Widget conditions are not an object");
  return parsed as Record<string, Record<string, unknown>>;
}

/**
 * The condition tree of a widget's `conditions_encoded`; an empty or missing value is the empty
 * "all of" combination, which every product matches (as in Magento).
 */
export function readProductConditions(encoded: string | undefined): ProductCondition {
  const empty: ProductCondition = { kind: "combine", all: true, expected: true, children: [] };
  if (!encoded || encoded === "[]") return empty;
  const flat = decodeConditions(encoded);
  const root = flat["1"];
  return root ? buildNode("1", root, flat) : empty;
}

function buildNode(key: string, node: Record<string, unknown>, flat: Record<string, Record<string, unknown>>): ProductCondition {
  const type = stringOf(node["type"]);
  if (type === COMBINE_TYPE || (key === "1" && type === "")) {
    const prefix = `${key}--`;
    const childKeys = Object.keys(flat)
      .filter((candidate) => candidate.startsWith(prefix) && !candidate.slice(prefix.length).includes("--"))
      .sort((a, b) => Number(a.slice(prefix.length)) - Number(b.slice(prefix.length)));
    return {
      kind: "combine",
      all: stringOf(node["aggregator"]) !== "any",
      expected: stringOf(node["value"]) !== "0",
      children: childKeys.map((childKey) => buildNode(childKey, flat[childKey]!, flat)),
    };
  }
  const attribute = stringOf(node["attribute"]);
  const operator = stringOf(node["operator"]);
  if (type === PRODUCT_TYPE && attribute === "sku" && isSkuOperator(operator)) {
    const raw = stringOf(node["value"]);
    const values = operator === "()" || operator === "!()" ? splitList(raw) : [raw.trim()];
    return { kind: "sku", operator, values };
  }
  if (type === PRODUCT_TYPE && attribute === "category_ids" && ["==", "!=", "()", "!()"].includes(operator)) {
    const categoryIds = splitList(stringOf(node["value"]))
      .filter((id) => /^\d+$/.test(id))
      .map(Number);
    return { kind: "category", negated: operator.startsWith("!"), categoryIds };
  }
  return { kind: "unsupported", attribute, operator };
}

/** The SKUs a condition lists, in order ("position_by_sku" sorts by them). */
export function listedSkus(condition: ProductCondition): string[] {
  if (condition.kind === "sku") return condition.operator === "==" || condition.operator === "()" ? condition.values : [];
  if (condition.kind === "combine") return condition.children.flatMap(listedSkus);
  return [];
}

/** The categories a condition selects ("position" sorts by the position in the first one). */
export function listedCategories(condition: ProductCondition): number[] {
  if (condition.kind === "category") return condition.negated ? [] : condition.categoryIds;
  if (condition.kind === "combine") return condition.children.flatMap(listedCategories);
  return [];
}

function isSkuOperator(operator: string): operator is "==" | "!=" | "()" | "!()" | "{}" | "!{}" {
  return ["==", "!=", "()", "!()", "{}", "!{}"].includes(operator);
}

function splitList(value: string): string[] {
  return value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

function stringOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.map(stringOf).join(",");
  return "";
}
