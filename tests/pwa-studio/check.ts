import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSchema, extendSchema, parse, validate, type GraphQLSchema } from "graphql";
import { readEngineTypeDefs } from "../../commerce/graphql/schemaFiles";
import { pwaStudioPackages } from "./fetch-packages";
import { pwaStudioOperations, type Edition } from "./operations";

/**
 * PWA Studio's documents checked against Magento's schema (by build) and the engine's (ADR 055).
 * Run as a script it prints the figure and what the engine still refuses, in the shape of the
 * contract test's NOT_YET_VALID list.
 */
const magentoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../shared/magento");

export interface PwaDocument {
  /** "package/file: operation" of the first build that sends this text. */
  key: string;
  text: string;
  magentoValid: boolean;
  engineErrors: string[];
}

function magentoSchemas(): Record<Edition, GraphQLSchema> {
  const ce = buildSchema(readFileSync(path.join(magentoDir, "schema.graphqls"), "utf8"));
  const ee = extendSchema(ce, parse(readFileSync(path.join(magentoDir, "adobe-commerce-extras.graphqls"), "utf8")));
  return { ce, ee };
}

/** Each distinct operation text once; Magento-valid when the schema of a build that sends it accepts it. */
export function pwaStudioDocuments(): PwaDocument[] {
  const packages = pwaStudioPackages();
  const magento = magentoSchemas();
  const engine = buildSchema(readEngineTypeDefs());
  const byText = new Map<string, PwaDocument>();
  for (const edition of ["ce", "ee"] as const) {
    for (const operation of pwaStudioOperations(packages, edition)) {
      const magentoValid = validate(magento[edition], parse(operation.text)).length === 0;
      const known = byText.get(operation.text);
      if (known) {
        known.magentoValid ||= magentoValid;
        continue;
      }
      byText.set(operation.text, {
        key: `${operation.file}: ${operation.name}`,
        text: operation.text,
        magentoValid,
        engineErrors: validate(engine, parse(operation.text)).map((error) => error.message),
      });
    }
  }
  return [...byText.values()];
}

/** The Magento-valid documents the engine refuses, by key, with its sorted validation messages. */
export function engineFailures(documents: PwaDocument[]): Record<string, string[]> {
  const failing: Record<string, string[]> = {};
  for (const document of documents) {
    if (!document.magentoValid || document.engineErrors.length === 0) continue;
    failing[document.key] = [...new Set([...(failing[document.key] ?? []), ...document.engineErrors])].sort();
  }
  return failing;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const documents = pwaStudioDocuments();
  const valid = documents.filter((document) => document.magentoValid);
  const failing = engineFailures(documents);
  const passing = valid.filter((document) => document.engineErrors.length === 0).length;
  console.info(`// Magento-valid documents valid against the engine: ${passing} / ${valid.length} (${documents.length} sent)`);
  console.info(JSON.stringify(failing, null, 2));
}
