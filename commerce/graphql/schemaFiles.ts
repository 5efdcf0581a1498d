/**
 * Reads the engine's SDL: Magento-subset files in commerce/schema/ and extension files (what
 * Magento lacks) in commerce/schema/extensions/. The contract test reads the same files.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface SchemaSource {
  /** Path relative to commerce/schema/, e.g. "extensions/amasty-blog.graphqls". */
  file: string;
  sdl: string;
}

export interface SchemaSources {
  core: SchemaSource[];
  extensions: SchemaSource[];
  /**
   * Read on top of Magento's schema only, after the extensions (extensions/on-magento/): what an
   * extension implies for Magento's types the engine lacks, such as a field an extension adds to an
   * interface, on Magento's other implementations of it.
   */
  onMagento: SchemaSource[];
}

export const schemaDir = fileURLToPath(new URL("../schema/", import.meta.url));

function readDir(dir: string, prefix: string): SchemaSource[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".graphqls"))
    .sort()
    .map((name) => ({ file: prefix + name, sdl: readFileSync(path.join(dir, name), "utf8") }));
}

export function readSchemaSources(): SchemaSources {
  return {
    core: readDir(schemaDir, ""),
    extensions: readDir(path.join(schemaDir, "extensions"), "extensions/"),
    onMagento: readDir(path.join(schemaDir, "extensions", "on-magento"), "extensions/on-magento/"),
  };
}

/** All SDL as one document (type extensions may precede the types they extend). */
export function readEngineTypeDefs(): string {
  const { core, extensions } = readSchemaSources();
  return [...core, ...extensions].map((source) => `# ${source.file}\n${source.sdl}`).join("\n");
}
