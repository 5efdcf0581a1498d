import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { buildSchema, extendSchema, getIntrospectionQuery, Kind, NoUnusedFragmentsRule, parse, specifiedRules, validate, type GraphQLSchema } from "graphql";
import { describe, expect, it } from "vitest";
import { DEFAULT_BODY_LIMITS } from "../../commerce/http/bodyLimit";
import { DEFAULT_GRAPHQL_LIMITS, graphqlLimitRules } from "../../commerce/http/graphqlLimits";

/**
 * Every GraphQL operation the storefront sends must be valid against Magento's real schema
 * (../shared/magento) plus the project's extension SDL, must pass the embedded engine's request
 * limits (commerce/http/graphqlLimits.ts, bodyLimit.ts), and the committed codegen output must
 * match the documents in the code.
 */
const root = process.cwd();
const magentoDir = path.resolve(root, "../shared/magento");
const extensionsDir = path.resolve(root, "commerce/schema/extensions");

function magentoWithExtensions(): GraphQLSchema {
  const ce = buildSchema(readFileSync(path.join(magentoDir, "schema.graphqls"), "utf8"));
  let schema = extendSchema(ce, parse(readFileSync(path.join(magentoDir, "adobe-commerce-extras.graphqls"), "utf8")));
  for (const file of readdirSync(extensionsDir).filter((name) => name.endsWith(".graphqls")).sort()) {
    schema = extendSchema(schema, parse(readFileSync(path.join(extensionsDir, file), "utf8")));
  }
  // What the extensions imply for Magento's types the engine lacks (commerce/graphql/schemaFiles.ts).
  const onMagentoDir = path.join(extensionsDir, "on-magento");
  for (const file of readdirSync(onMagentoDir).filter((name) => name.endsWith(".graphqls")).sort()) {
    schema = extendSchema(schema, parse(readFileSync(path.join(onMagentoDir, file), "utf8")));
  }
  return schema;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "generated" ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The `graphql(\`...\`)` documents of the storefront, with the file they live in. */
function storefrontDocuments(): Array<{ file: string; text: string }> {
  return sourceFiles(path.join(root, "app")).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/\bgraphql\(\s*`([^`]*)`\s*\)/g)].map((match) => ({
      file: path.relative(root, file),
      text: match[1] ?? "",
    })),
  );
}

const documents = storefrontDocuments();

/** Fragment definitions by name: codegen's client preset lets one document use another's fragment. */
const fragments = new Map(
  documents.flatMap((document) =>
    parse(document.text).definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, document.text] as const] : [],
    ),
  ),
);

/** A document with the fragments it spreads (from other documents, transitively) appended. */
function withFragments(text: string): string {
  const own = new Set([...text.matchAll(/\bfragment\s+(\w+)/g)].map((match) => match[1]));
  const added = new Set<string>();
  let combined = text;
  for (let pending = [...combined.matchAll(/\.\.\.\s*(\w+)/g)].map((match) => match[1] ?? ""); pending.length; ) {
    const name = pending.pop() ?? "";
    if (name === "on" || own.has(name) || added.has(name)) continue;
    const source = fragments.get(name);
    if (!source) continue;
    added.add(name);
    combined += `\n${source}`;
    pending.push(...[...source.matchAll(/\.\.\.\s*(\w+)/g)].map((match) => match[1] ?? ""));
  }
  return combined;
}

describe("storefront operations", () => {
  const schema = magentoWithExtensions();

  it("exist", () => {
    expect(documents.length).toBeGreaterThan(3);
  });

  it.each(documents.map((document) => [document.file, document.text.match(/(query|mutation|fragment)\s+(\w+)/)?.[2] ?? "?", document]))(
    "%s: %s is valid against Magento's schema",
    (_file, _name, document) => {
      // A fragment-only document is checked on its own fields; its users check that it is used.
      const fragmentOnly = !/^\s*(query|mutation|subscription)\b/m.test(document.text);
      const rules = fragmentOnly ? specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule) : specifiedRules;
      const errors = validate(schema, parse(withFragments(document.text)), rules).map((error) => error.message);
      expect(errors).toEqual([]);
    },
  );

  it("pass the engine's GraphQL limits and body cap, as does the storefront's introspection (ADR 010)", () => {
    const operations = documents
      .filter((document) => /^\s*(query|mutation|subscription)\b/m.test(document.text))
      .map((document) => ({ name: `${document.file}: ${document.text.match(/(query|mutation)\s+(\w+)/)?.[2] ?? "?"}`, text: withFragments(document.text) }));
    const introspection = [true, false].map((inputValueDeprecation) => ({
      name: `introspection (inputValueDeprecation: ${inputValueDeprecation})`,
      text: getIntrospectionQuery({ descriptions: false, inputValueDeprecation }),
    }));
    const refused = [...operations, ...introspection].flatMap(({ name, text }) => {
      // The body the storefront posts: the document (its fragments appended) plus a few variables.
      if (Buffer.byteLength(JSON.stringify({ query: text })) > DEFAULT_BODY_LIMITS.graphqlBodyBytes / 4) return [`${name}: body near the cap`];
      try {
        validate(schema, parse(text, { maxTokens: DEFAULT_GRAPHQL_LIMITS.maxTokens }), graphqlLimitRules());
        return [];
      } catch (error) {
        return [`${name}: ${(error as Error).message}`];
      }
    });
    expect(operations.length).toBeGreaterThan(50);
    expect(refused).toEqual([]);
  });

  it("are all in the committed generated types (run `npm run codegen`)", () => {
    const generated = readFileSync(path.join(root, "app/lib/magento/generated/gql.ts"), "utf8");
    const missing = documents.filter((document) => !generated.includes(JSON.stringify(document.text).slice(1, -1)));
    expect(missing.map((document) => document.file)).toEqual([]);
  });
});
