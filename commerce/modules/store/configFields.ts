/**
 * Maps GraphQL fields onto config paths with their GraphQL type, so StoreConfig (and extension
 * settings such as the advanced search's) are declared as data, not hand-written resolvers.
 */
import type { ConfigReader, ScopeRef } from "./configReader";

export type ConfigValueType = "string" | "int" | "float" | "boolean";

export interface ConfigFieldSpec {
  /** The GraphQL field name. */
  field: string;
  /** The core_config_data path. */
  path: string;
  type: ConfigValueType;
  /** Used when the path is unset everywhere, for fields the schema declares non-null. */
  fallback?: string;
}

export type ConfigFieldValue = string | number | boolean | null;

/** Converts a stored string to the field's GraphQL type (Magento stores "1"/"0" for flags). */
export function convertConfigValue(raw: string | null, type: ConfigValueType): ConfigFieldValue {
  if (raw === null) return null;
  switch (type) {
    case "string":
      return raw;
    case "boolean":
      return raw === "1" || raw.toLowerCase() === "true";
    case "int": {
      if (raw.trim() === "") return null;
      const value = Number.parseInt(raw, 10);
      return Number.isNaN(value) ? null : value;
    }
    case "float": {
      if (raw.trim() === "") return null;
      const value = Number.parseFloat(raw);
      return Number.isNaN(value) ? null : value;
    }
  }
}

/** Reads every field of `specs` for one scope chain, typed for GraphQL. */
export async function readConfigFields(
  reader: ConfigReader,
  specs: readonly ConfigFieldSpec[],
  scope: ScopeRef,
): Promise<Record<string, ConfigFieldValue>> {
  const values = await reader.getValues(specs.map((spec) => spec.path), scope);
  const result: Record<string, ConfigFieldValue> = {};
  for (const spec of specs) {
    result[spec.field] = convertConfigValue(values.get(spec.path) ?? spec.fallback ?? null, spec.type);
  }
  return result;
}
