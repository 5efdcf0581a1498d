import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import {
  Kind,
  parse,
  print,
  visit,
  type ASTNode,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from "graphql";

/**
 * The GraphQL operations PWA Studio sends, read from its packages' published source: every `gql`
 * tagged template in their .js files, with `${Fragment}` interpolations resolved through the file's
 * imports as PWA Studio's build resolves them (`.ee.js` / `.ce.js` first, by edition), and with what
 * Apollo Client keeps to itself removed (`@client` fields and fragments, `@connection`).
 */
export type Edition = "ce" | "ee";

export interface PwaOperation {
  /** Package-relative file of the template, e.g. "@magento/peregrine/lib/talons/…/cartPage.gql.js". */
  file: string;
  name: string;
  /** The operation with the fragments it uses, as sent. */
  text: string;
}

const SKIPPED_DIRS = new Set(["__tests__", "__mocks__", "__fixtures__", "node_modules"]);

function jsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return SKIPPED_DIRS.has(name) ? [] : jsFiles(full);
    return name.endsWith(".js") && !/\.(test|spec)\.js$/.test(name) ? [full] : [];
  });
}

interface Template {
  start: number;
  binding: string | undefined;
  raw: string;
}

class Extractor {
  private readonly documentCache = new Map<string, DefinitionNode[]>();

  constructor(
    private readonly packages: Map<string, string>,
    private readonly edition: Edition,
  ) {}

  /**
   * `.ee.js` files belong to the Adobe Commerce build, `.ce.js` to Open Source; but an `.ee.js` file
   * that imports its `.ce` twin (to spread its operations and override a few) brings the twin's
   * operations into the Adobe Commerce build too (Venia's product page adds to the cart that way).
   */
  belongsToEdition(file: string): boolean {
    if (this.edition === "ce") return !file.endsWith(".ee.js");
    if (!file.endsWith(".ce.js")) return true;
    const twin = file.replace(/\.ce\.js$/, ".ee.js");
    const stem = path.basename(file, ".js");
    return existsSync(twin) && new RegExp(`from\\s*['"]\\./${stem.replace(/\./g, "\\.")}(\\.js)?['"]`).test(readFileSync(twin, "utf8"));
  }

  private resolveModule(fromFile: string, specifier: string): string | undefined {
    let base: string | undefined;
    if (specifier.startsWith(".")) base = path.resolve(path.dirname(fromFile), specifier);
    else {
      for (const [name, folder] of this.packages) {
        if (specifier === name || specifier.startsWith(`${name}/`)) base = path.join(folder, specifier.slice(name.length));
      }
    }
    if (!base) return undefined;
    const stem = base.replace(/\.js$/, "");
    const candidates = [`${stem}.${this.edition}.js`, `${stem}.js`, base, path.join(base, `index.${this.edition}.js`), path.join(base, "index.js")];
    return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  }

  private templates(source: string): Template[] {
    // A template literal: any character but a backtick or backslash, or an escape (\` in a comment).
    return [...source.matchAll(/(?:(?:const|let|var)\s+(\w+)\s*=\s*)?\bgql\s*`((?:[^`\\]|\\.)*)`/g)].map((match) => ({
      start: match.index ?? 0,
      binding: match[1],
      raw: (match[2] ?? "").replace(/\\(.)/g, "$1"),
    }));
  }

  /** The definitions an identifier stands for in a file: its own template, or what it imports. */
  private definitionsOf(file: string, identifier: string, seen: Set<string>): DefinitionNode[] {
    const key = `${file}#${identifier}`;
    if (seen.has(key)) throw new Error(`import cycle at ${key}`);
    const next = new Set(seen).add(key);
    const source = readFileSync(file, "utf8");
    const own = this.templates(source).find((template) => template.binding === identifier);
    if (own) return this.templateDefinitions(file, own.raw, next);
    for (const match of source.matchAll(/(?:import|export)\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
      for (const part of (match[1] ?? "").split(",")) {
        const [imported, local] = part.trim().split(/\s+as\s+/);
        if ((local ?? imported) !== identifier || !imported) continue;
        const target = this.resolveModule(file, match[2] ?? "");
        if (!target) throw new Error(`${file}: cannot resolve ${match[2]}`);
        return this.definitionsOf(target, imported, next);
      }
    }
    throw new Error(`${file}: ${identifier} is neither a gql template nor imported`);
  }

  private templateDefinitions(file: string, raw: string, seen: Set<string>): DefinitionNode[] {
    const cacheKey = `${file}\n${raw}`;
    const cached = this.documentCache.get(cacheKey);
    if (cached) return cached;
    const interpolated = [...raw.matchAll(/\$\{\s*([\w.]+)\s*\}/g)].flatMap((match) => this.definitionsOf(file, match[1] ?? "", seen));
    let own: readonly DefinitionNode[];
    try {
      own = parse(raw.replace(/\$\{[^}]*\}/g, "")).definitions;
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`);
    }
    const definitions = [...own, ...interpolated];
    this.documentCache.set(cacheKey, definitions);
    return definitions;
  }

  operations(): PwaOperation[] {
    const operations: PwaOperation[] = [];
    for (const [name, folder] of this.packages) {
      for (const file of jsFiles(folder).filter((candidate) => this.belongsToEdition(candidate))) {
        const source = readFileSync(file, "utf8");
        for (const template of this.templates(source)) {
          const definitions = this.templateDefinitions(file, template.raw, new Set());
          for (const operation of definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)) {
            // A query of @client fields only is answered by Apollo's cache and never sent.
            if (withoutClientParts(operation).selectionSet.selections.length === 0) continue;
            operations.push({
              file: `${name}/${path.relative(folder, file)}`,
              name: operation.name?.value ?? "(anonymous)",
              text: asSent(operation, definitions),
            });
          }
        }
      }
    }
    return operations;
  }
}

function hasClientDirective(node: { directives?: readonly { name: { value: string } }[] }): boolean {
  return Boolean(node.directives?.some((directive) => directive.name.value === "client"));
}

/** Removes `@client` selections and `@connection` directives, then selections left empty. */
function withoutClientParts<T extends ASTNode>(node: T): T {
  const stripped = visit(node, {
    Field: (field) => (hasClientDirective(field) ? null : undefined),
    InlineFragment: (fragment) => (hasClientDirective(fragment) ? null : undefined),
    FragmentSpread: (spread) => (hasClientDirective(spread) ? null : undefined),
    Directive: (directive) => (directive.name.value === "connection" ? null : undefined),
  });
  return visit(stripped, {
    Field: { leave: (field) => (field.selectionSet && field.selectionSet.selections.length === 0 ? null : undefined) },
    InlineFragment: { leave: (fragment) => (fragment.selectionSet.selections.length === 0 ? null : undefined) },
  });
}

function spreadNames(node: ASTNode): string[] {
  const names: string[] = [];
  visit(node, { FragmentSpread: (spread) => void names.push(spread.name.value) });
  return names;
}

/** One operation with the fragments it reaches (deduplicated by name, as graphql-tag does), printed. */
function asSent(operation: OperationDefinitionNode, definitions: DefinitionNode[]): string {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION && !fragments.has(definition.name.value)) fragments.set(definition.name.value, withoutClientParts(definition));
  }
  const stripped = withoutClientParts(operation);
  const used: FragmentDefinitionNode[] = [];
  const seen = new Set<string>();
  for (const pending = spreadNames(stripped); pending.length; ) {
    const name = pending.shift() ?? "";
    const fragment = fragments.get(name);
    if (seen.has(name) || !fragment) continue;
    seen.add(name);
    used.push(fragment);
    pending.push(...spreadNames(fragment));
  }
  const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [stripped, ...used] };
  return print(document);
}

/** Every operation of the given build of PWA Studio (Open Source: "ce", Adobe Commerce: "ee"). */
export function pwaStudioOperations(packages: Map<string, string>, edition: Edition): PwaOperation[] {
  return new Extractor(packages, edition).operations();
}

/**
 * The text as Apollo Client's cache sends it (`addTypename`): `__typename` asked in every selection
 * set but the operation's root, unless the set already asks it or is introspection (`__type`, …).
 */
export function withTypenames(text: string): string {
  const typename = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: "__typename" } } as const;
  const document = visit(parse(text), {
    SelectionSet: (selectionSet, _key, parent) => {
      if (parent && !Array.isArray(parent) && (parent as ASTNode).kind === Kind.OPERATION_DEFINITION) return undefined;
      if (selectionSet.selections.some((selection) => selection.kind === Kind.FIELD && selection.name.value.startsWith("__"))) return undefined;
      return { ...selectionSet, selections: [...selectionSet.selections, typename] };
    },
  });
  return print(document);
}
