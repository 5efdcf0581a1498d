/**
 * Contract: the engine's GraphQL schema is a subset of Magento's (Open Source 2.4.9 + Adobe
 * Commerce extras, read from ../shared/magento/), plus what the files in
 * commerce/schema/extensions/ add. Every type and field the engine shares with Magento must have
 * the same kind, type (nullability and lists included) and arguments, so a storefront typed
 * against Magento works against the engine and the other way round.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  buildSchema,
  extendSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  isUnionType,
  Kind,
  validateSchema,
  parse,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from "graphql";
import { describe, expect, it } from "vitest";
import { readSchemaSources, type SchemaSource } from "../../commerce/graphql/schemaFiles";

const magentoDir = path.resolve(process.cwd(), "../shared/magento");

function buildMagentoSchema(): GraphQLSchema {
  const ce = buildSchema(readFileSync(path.join(magentoDir, "schema.graphqls"), "utf8"));
  return extendSchema(ce, parse(readFileSync(path.join(magentoDir, "adobe-commerce-extras.graphqls"), "utf8")));
}

function buildEngineSchema(sources: SchemaSource[]): GraphQLSchema {
  return buildSchema(sources.map((source) => source.sdl).join("\n"));
}

/** Types, fields and enum values declared by the extension files ("Type" and "Type.member"). */
function extensionDeclarations(extensions: SchemaSource[]): Set<string> {
  const declared = new Set<string>();
  for (const source of extensions) {
    for (const definition of parse(source.sdl).definitions) {
      switch (definition.kind) {
        case Kind.OBJECT_TYPE_DEFINITION:
        case Kind.INTERFACE_TYPE_DEFINITION:
        case Kind.INPUT_OBJECT_TYPE_DEFINITION:
        case Kind.ENUM_TYPE_DEFINITION:
        case Kind.UNION_TYPE_DEFINITION:
        case Kind.SCALAR_TYPE_DEFINITION:
          declared.add(definition.name.value);
          break;
        default:
          break;
      }
      // An interface an extension gives one of Magento's types (`extend type AttributeOption implements AttributeOptionInterface`).
      if (definition.kind === Kind.OBJECT_TYPE_EXTENSION || definition.kind === Kind.INTERFACE_TYPE_EXTENSION) {
        for (const iface of definition.interfaces ?? []) declared.add(`${definition.name.value} implements ${iface.name.value}`);
      }
      if ("fields" in definition && definition.fields) {
        for (const field of definition.fields) declared.add(`${definition.name.value}.${field.name.value}`);
      }
      if ("values" in definition && definition.values) {
        for (const value of definition.values) declared.add(`${definition.name.value}.${value.name.value}`);
      }
    }
  }
  return declared;
}

function describeArgs(args: readonly GraphQLArgument[]): string {
  return [...args]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((arg) => `${arg.name}: ${String(arg.type)}${arg.defaultValue === undefined ? "" : ` = ${JSON.stringify(arg.defaultValue)}`}`)
    .join(", ");
}

function describeInputField(field: GraphQLInputField): string {
  return `${String(field.type)}${field.defaultValue === undefined ? "" : ` = ${JSON.stringify(field.defaultValue)}`}`;
}

function kindOf(type: GraphQLNamedType): string {
  if (isObjectType(type)) return "object";
  if (isInterfaceType(type)) return "interface";
  if (isInputObjectType(type)) return "input";
  if (isEnumType(type)) return "enum";
  if (isUnionType(type)) return "union";
  return "scalar";
}

/** Every way the engine schema departs from "Magento's subset plus declared extensions". */
function contractViolations(magento: GraphQLSchema, engine: GraphQLSchema, declared: Set<string>): string[] {
  const problems: string[] = [];
  for (const type of Object.values(engine.getTypeMap())) {
    if (type.name.startsWith("__") || (isScalarType(type) && isSpecifiedScalarType(type))) continue;
    const theirs = magento.getType(type.name);
    if (!theirs) {
      if (!declared.has(type.name)) problems.push(`type ${type.name} is not in Magento and not declared in commerce/schema/extensions/`);
      continue;
    }
    if (kindOf(type) !== kindOf(theirs)) {
      problems.push(`${type.name} is a ${kindOf(type)} here but a ${kindOf(theirs)} in Magento`);
      continue;
    }

    if ((isObjectType(type) || isInterfaceType(type)) && (isObjectType(theirs) || isInterfaceType(theirs))) {
      const theirFields = theirs.getFields();
      for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
        const theirField = theirFields[field.name];
        if (!theirField) {
          if (!declared.has(`${type.name}.${field.name}`)) problems.push(`${type.name}.${field.name} is not in Magento and not declared in an extension file`);
          continue;
        }
        if (String(field.type) !== String(theirField.type)) {
          problems.push(`${type.name}.${field.name}: ${String(field.type)} here, ${String(theirField.type)} in Magento`);
        }
        if (describeArgs(field.args) !== describeArgs(theirField.args)) {
          problems.push(`${type.name}.${field.name}(${describeArgs(field.args)}) here, (${describeArgs(theirField.args)}) in Magento`);
        }
      }
      const theirInterfaces = new Set(theirs.getInterfaces().map((i) => i.name));
      for (const iface of type.getInterfaces()) {
        if (!theirInterfaces.has(iface.name) && !declared.has(`${type.name} implements ${iface.name}`)) problems.push(`${type.name} implements ${iface.name}, which it does not in Magento`);
      }
    }

    if (isInputObjectType(type) && isInputObjectType(theirs)) {
      const theirFields = theirs.getFields();
      for (const field of Object.values(type.getFields())) {
        const theirField = theirFields[field.name];
        if (!theirField) {
          if (!declared.has(`${type.name}.${field.name}`)) problems.push(`input ${type.name}.${field.name} is not in Magento and not declared in an extension file`);
          continue;
        }
        if (describeInputField(field) !== describeInputField(theirField)) {
          problems.push(`input ${type.name}.${field.name}: ${describeInputField(field)} here, ${describeInputField(theirField)} in Magento`);
        }
      }
    }

    if (isEnumType(type) && isEnumType(theirs)) {
      const theirValues = new Set(theirs.getValues().map((v) => v.name));
      for (const value of type.getValues()) {
        if (!theirValues.has(value.name) && !declared.has(`${type.name}.${value.name}`)) problems.push(`enum ${type.name}.${value.name} is not in Magento`);
      }
    }

    if (isUnionType(type) && isUnionType(theirs)) {
      const theirMembers = new Set(theirs.getTypes().map((t) => t.name));
      for (const member of type.getTypes()) {
        if (!theirMembers.has(member.name)) problems.push(`union ${type.name} has ${member.name}, which Magento's has not`);
      }
    }
  }
  return problems;
}

describe("engine schema contract", () => {
  const sources = readSchemaSources();
  const magento = buildMagentoSchema();
  const engine = buildEngineSchema([...sources.core, ...sources.extensions]);
  const declared = extensionDeclarations(sources.extensions);

  it("has both core and extension SDL files", () => {
    expect(sources.core.map((s) => s.file)).toEqual(expect.arrayContaining(["store.graphqls", "catalog.graphqls", "cms.graphqls", "directory.graphqls"]));
    expect(sources.extensions.map((s) => s.file)).toEqual(expect.arrayContaining(["extensions/amasty-blog.graphqls", "extensions/amasty-xsearch.graphqls"]));
  });

  it("is Magento's subset plus declared extensions", () => {
    expect(contractViolations(magento, engine, declared)).toEqual([]);
  });

  it("keeps the core files a strict subset of Magento (nothing Magento lacks outside extensions/)", () => {
    const coreOnly = buildEngineSchema(sources.core);
    expect(contractViolations(magento, coreOnly, new Set())).toEqual([]);
  });

  it("extension files load on top of Magento's schema (what the storefront's codegen does)", () => {
    const extended = extendSchema(extendSchema(magento, parse(sources.extensions.map((s) => s.sdl).join("\n"))), parse(sources.onMagento.map((s) => s.sdl).join("\n")));
    expect(validateSchema(extended)).toEqual([]);
    expect(extended.getQueryType()?.getFields()["amBlogSetting"]).toBeDefined();
    expect(extended.getType("StoreConfig")).toBeDefined();
    expect(Object.keys((extended.getType("StoreConfig") as { getFields(): Record<string, unknown> }).getFields())).toContain("amasty_xsearch_general_min_chars");
  });

  it("catches a changed nullability, a changed argument and an undeclared field", () => {
    const tamper = (from: string, to: string) => {
      const core = sources.core.map((s) => ({ ...s, sdl: s.sdl.replace(from, to) }));
      expect(core.some((s, i) => s.sdl !== sources.core[i]?.sdl), `fixture text not found: ${from}`).toBe(true);
      return contractViolations(magento, buildEngineSchema([...core, ...sources.extensions]), declared);
    };
    expect(tamper("contact_enabled: Boolean!", "contact_enabled: Boolean")).toEqual([
      "StoreConfig.contact_enabled: Boolean here, Boolean! in Magento",
    ]);
    expect(tamper("available_regions: [Region]", "available_regions: [Region!]")).toEqual([
      "Country.available_regions: [Region!] here, [Region] in Magento",
    ]);
    expect(tamper("pageSize: Int = 20\n  ): CategoryResult", "pageSize: Int = 10\n  ): CategoryResult")).toHaveLength(1);
    expect(tamper("  welcome: String\n", "  welcome: String\n  shop_motto: String\n")).toEqual([
      "StoreConfig.shop_motto is not in Magento and not declared in an extension file",
    ]);
  });
});
