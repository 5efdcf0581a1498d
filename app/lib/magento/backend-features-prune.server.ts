import {
  getNamedType,
  isInputObjectType,
  Kind,
  parse,
  print,
  stripIgnoredCharacters,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type ASTNode,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql";

/**
 * Where a pruned document's answer lacks keys the storefront's types expect: response key → null
 * (the field was left out: it reads as null) or → the plan one level down.
 */
export type FillPlan = ReadonlyMap<string, FillPlan | null>;

/** A storefront document fitted to one backend's schema. */
export interface FittedDocument {
  /** The compacted text to send. */
  text: string;
  /** Variables no longer declared (their arguments were left out); not sent. */
  droppedVariables: readonly string[];
  /** Puts null where left-out fields would have answered; undefined when nothing was left out. */
  fill: FillPlan | undefined;
}

const fitted = new WeakMap<GraphQLSchema, Map<string, FittedDocument | null>>();

/**
 * The storefront's documents are typed against Adobe Commerce's schema; a Magento Open Source
 * backend rejects a whole query for one field it lacks (the cart's `applied_gift_cards`). This leaves
 * out of `source` every field, argument, input field and fragment `schema` does not have, cached per
 * schema and document. Null: send the document as written (nothing to leave out, or nothing of an
 * operation would be left, so the backend's own error is the right answer).
 */
export function fitDocumentToSchema(schema: GraphQLSchema, source: string): FittedDocument | null {
  let bySource = fitted.get(schema);
  if (!bySource) {
    bySource = new Map();
    fitted.set(schema, bySource);
  }
  let result = bySource.get(source);
  if (result === undefined) {
    result = fit(schema, parse(source, { noLocation: true }));
    bySource.set(source, result);
  }
  return result;
}

function fit(schema: GraphQLSchema, original: DocumentNode): FittedDocument | null {
  const pruned = pruneDocument(schema, original);
  if (pruned === original) return null;
  const operations = pruned.definitions.filter((node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION);
  if (operations.length === 0 || operations.some((operation) => operation.selectionSet.selections.length === 0)) return null;
  const { document, droppedVariables } = dropUnused(pruned);
  return {
    text: stripIgnoredCharacters(print(document)),
    droppedVariables,
    fill: fillPlan(original, document),
  };
}

/** The document without what the schema lacks; the same object when nothing was left out. */
export function pruneDocument(schema: GraphQLSchema, document: DocumentNode): DocumentNode {
  // Fragments that cannot apply: their type is unknown, or all they selected was left out.
  const gone = new Set(
    document.definitions
      .filter((node): node is FragmentDefinitionNode => node.kind === Kind.FRAGMENT_DEFINITION && !schema.getType(node.typeCondition.name.value))
      .map((node) => node.name.value),
  );
  let current = document;
  for (;;) {
    const next = prunePass(schema, current, gone);
    const before = fragmentNames(current);
    const after = fragmentNames(next);
    const emptied = [...before].filter((name) => !after.has(name) && !gone.has(name));
    current = next;
    if (emptied.length === 0) return current;
    // Spreads of a fragment that emptied out go too, which may empty their selections: go again.
    for (const name of emptied) gone.add(name);
  }
}

function prunePass(schema: GraphQLSchema, document: DocumentNode, gone: ReadonlySet<string>): DocumentNode {
  const typeInfo = new TypeInfo(schema);
  const empty = (node: { selectionSet?: SelectionSetNode }) => (node.selectionSet && node.selectionSet.selections.length === 0 ? null : undefined);
  return visit(
    document,
    visitWithTypeInfo(typeInfo, {
      FragmentDefinition: {
        enter: (node) => (gone.has(node.name.value) ? null : undefined),
        leave: empty,
      },
      FragmentSpread: (node) => (gone.has(node.name.value) ? null : undefined),
      InlineFragment: {
        enter: (node) => (node.typeCondition && !schema.getType(node.typeCondition.name.value) ? null : undefined),
        leave: empty,
      },
      Field: {
        enter: () => (typeInfo.getParentType() && !typeInfo.getFieldDef() ? null : undefined),
        leave: empty,
      },
      Argument: () => (typeInfo.getArgument() ? undefined : null),
      ObjectField: (node) => {
        const parent = getNamedType(typeInfo.getParentInputType());
        return isInputObjectType(parent) && !parent.getFields()[node.name.value] ? null : undefined;
      },
    }),
  );
}

function fragmentNames(document: DocumentNode): Set<string> {
  return new Set(document.definitions.flatMap((node) => (node.kind === Kind.FRAGMENT_DEFINITION ? [node.name.value] : [])));
}

/** Leaves out fragments nothing spreads any more and variables nothing uses (both fail validation). */
function dropUnused(document: DocumentNode): { document: DocumentNode; droppedVariables: string[] } {
  const fragments = new Map(
    document.definitions.flatMap((node) => (node.kind === Kind.FRAGMENT_DEFINITION ? [[node.name.value, node] as const] : [])),
  );
  const usedFragments = new Set<string>();
  const droppedVariables: string[] = [];
  const operations = new Map<OperationDefinitionNode, OperationDefinitionNode>();
  for (const node of document.definitions) {
    if (node.kind !== Kind.OPERATION_DEFINITION) continue;
    const reached = reachableFragments(node, fragments);
    for (const name of reached) usedFragments.add(name);
    const usedVariables = new Set<string>();
    for (const part of [node.selectionSet, ...[...reached].map((name) => fragments.get(name)!)]) {
      visit(part, { Variable: (variable) => void usedVariables.add(variable.name.value) });
    }
    const kept = (node.variableDefinitions ?? []).filter((definition) => {
      if (usedVariables.has(definition.variable.name.value)) return true;
      droppedVariables.push(definition.variable.name.value);
      return false;
    });
    operations.set(node, kept.length === (node.variableDefinitions ?? []).length ? node : { ...node, variableDefinitions: kept });
  }
  const definitions = document.definitions.flatMap((node): DefinitionNode[] => {
    if (node.kind === Kind.OPERATION_DEFINITION) return [operations.get(node)!];
    if (node.kind === Kind.FRAGMENT_DEFINITION && !usedFragments.has(node.name.value)) return [];
    return [node];
  });
  return { document: { ...document, definitions }, droppedVariables };
}

function reachableFragments(root: ASTNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>): Set<string> {
  const reached = new Set<string>();
  const queue: ASTNode[] = [root];
  while (queue.length) {
    visit(queue.pop()!, {
      FragmentSpread: (spread) => {
        const name = spread.name.value;
        const fragment = fragments.get(name);
        if (reached.has(name) || !fragment) return;
        reached.add(name);
        queue.push(fragment);
      },
    });
  }
  return reached;
}

/**
 * Compares what the original and the pruned document select, response key by response key
 * (fragments flattened), so the answer can be given the keys its types promise.
 */
function fillPlan(original: DocumentNode, pruned: DocumentNode): FillPlan | undefined {
  const before = fragmentsOf(original);
  const after = fragmentsOf(pruned);
  const operation = (document: DocumentNode) => document.definitions.find((node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION);
  const from = operation(original);
  const to = operation(pruned);
  if (!from || !to) return undefined;
  return compare([from.selectionSet], [to.selectionSet]);

  function compare(originalSets: SelectionSetNode[], prunedSets: SelectionSetNode[]): FillPlan | undefined {
    const was = collect(originalSets, before);
    const is = collect(prunedSets, after);
    const plan = new Map<string, FillPlan | null>();
    for (const [key, subsets] of was) {
      const kept = is.get(key);
      if (!kept) plan.set(key, null);
      else if (subsets.length) {
        const below = compare(subsets, kept);
        if (below) plan.set(key, below);
      }
    }
    return plan.size ? plan : undefined;
  }
}

function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  return new Map(document.definitions.flatMap((node) => (node.kind === Kind.FRAGMENT_DEFINITION ? [[node.name.value, node] as const] : [])));
}

/** Response key → the sub-selections selected under it, across fragments. */
function collect(sets: SelectionSetNode[], fragments: ReadonlyMap<string, FragmentDefinitionNode>, into = new Map<string, SelectionSetNode[]>()) {
  for (const set of sets) {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        const subsets = into.get(key) ?? [];
        if (selection.selectionSet) subsets.push(selection.selectionSet);
        into.set(key, subsets);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        collect([selection.selectionSet], fragments, into);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (fragment) collect([fragment.selectionSet], fragments, into);
      }
    }
  }
  return into;
}

/**
 * Gives an answer the keys left out of its document, as null: code typed against the full schema
 * reads "not there" the way it reads an empty Magento answer. Keys the answer has are kept.
 */
export function fillLeftOutFields(value: unknown, plan: FillPlan | undefined): void {
  if (!plan || value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    for (const item of value) fillLeftOutFields(item, plan);
    return;
  }
  const record = value as Record<string, unknown>;
  for (const [key, below] of plan) {
    if (below === null) {
      if (!(key in record)) record[key] = null;
    } else fillLeftOutFields(record[key], below);
  }
}
