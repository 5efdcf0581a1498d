import { buildSchema, getNamedType, isObjectType, type GraphQLObjectType } from "graphql";
import { describe, expect, it } from "vitest";
import { blogSettingFields } from "../modules/blog";
import { xsearchConfigFields } from "../modules/search";
import { type ConfigFieldSpec, storeConfigFields } from "../modules/store";
import { readEngineTypeDefs, readSchemaSources } from "./schemaFiles";

const schema = buildSchema(readEngineTypeDefs());
const scalarOf: Record<ConfigFieldSpec["type"], string> = { string: "String", int: "Int", float: "Float", boolean: "Boolean" };

function objectType(name: string): GraphQLObjectType {
  const type = schema.getType(name);
  if (!isObjectType(type)) throw new Error(`${name} is not an object type`);
  return type;
}

function expectServed(typeName: string, specs: readonly ConfigFieldSpec[]) {
  const fields = objectType(typeName).getFields();
  for (const spec of specs) {
    const field = fields[spec.field];
    expect(field, `${typeName}.${spec.field}`).toBeDefined();
    expect(getNamedType(field!.type).name, `${typeName}.${spec.field}`).toBe(scalarOf[spec.type]);
    if (String(field!.type).endsWith("!")) expect(spec.fallback, `${spec.field} is non-null: give it a fallback`).toBeDefined();
  }
}

describe("engine SDL and the settings behind it", () => {
  it("builds from the schema files", () => {
    const sources = readSchemaSources();
    expect(sources.core.length).toBeGreaterThan(0);
    expect(sources.extensions.length).toBeGreaterThan(0);
  });

  it("declares every config-backed StoreConfig field with the matching scalar", () => {
    expectServed("StoreConfig", storeConfigFields);
    expectServed("StoreConfig", xsearchConfigFields);
  });

  it("serves every advanced-search field the extension SDL declares", () => {
    const declared = Object.keys(objectType("StoreConfig").getFields()).filter((name) => name.startsWith("amasty_xsearch_"));
    expect(declared.sort()).toEqual(xsearchConfigFields.map((f) => f.field).sort());
  });

  it("serves every AmBlogSetting field from a setting", () => {
    expectServed("AmBlogSetting", blogSettingFields);
    expect(Object.keys(objectType("AmBlogSetting").getFields()).sort()).toEqual(blogSettingFields.map((f) => f.field).sort());
  });
});
