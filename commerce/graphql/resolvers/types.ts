/** Minimal resolver typing for the engine (the storefront's codegen types are for clients). */
import type { GraphQLContext } from "../context";

export type Resolver<TParent = unknown, TArgs = Record<string, never>, TResult = unknown> = (
  parent: TParent,
  args: TArgs,
  context: GraphQLContext,
) => TResult | Promise<TResult>;

/** typeName → fieldName → resolver (or `__resolveType`). */
export type ResolverMap = Record<string, Record<string, unknown>>;
