/**
 * How resolver maps are typed. Arguments, inputs and enums come from the engine's own schema,
 * generated into graphql/generated/schema.ts (`QueryCartArgs`, `MutationAddProductsToCartArgs`, …;
 * `npm run engine:codegen`). Parents are the modules' records (a cart's row and totals, a product
 * record), which the maps below leave to each resolver to name.
 */
import type { GraphQLContext } from "../context";

export type Resolver<TParent = unknown, TArgs = Record<string, never>, TResult = unknown> = (
  parent: TParent,
  args: TArgs,
  context: GraphQLContext,
) => TResult | Promise<TResult>;

/** typeName → fieldName → resolver (or `__resolveType`). */
export type ResolverMap = Record<string, Record<string, unknown>>;
