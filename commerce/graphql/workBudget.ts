/**
 * How much work one GraphQL request may make the engine do while it runs. The checks before
 * execution (commerce/http/graphqlLimits.ts) see only the document, not how long the lists it walks
 * are: a 200-byte query nesting product listings in product listings, or related products in related
 * products, fans out to millions of fields (measured: 76 s and 26 s with a 51 MB answer). So every
 * field a request resolves costs one unit and every search (products, a category's products, the
 * search popup's groups) a fixed {@link SEARCH_WORK}; past the budget the request stops and answers one error instead of
 * partial data.
 */
import { defaultFieldResolver, GraphQLError, type GraphQLFieldResolver, type GraphQLNamedType, type GraphQLObjectType, type GraphQLSchema } from "graphql";

/** What one search (a product listing, a search popup group) costs, in fields. */
export const SEARCH_WORK = 2_000;

export interface WorkBudget {
  /** Counts `units` of work; throws the limit's error the first time the budget runs out. */
  spend(units: number): void;
  /** True once the budget ran out: resolvers then answer null at once. */
  readonly exhausted: boolean;
  /** Units spent so far. */
  readonly spent: number;
  /** The error the request answers with once exhausted. */
  readonly error: GraphQLError;
}

export function workLimitMessage(limit: number): string {
  return `Query work limit of ${limit} exceeded.`;
}

export function createWorkBudget(limit: number): WorkBudget {
  let spent = 0;
  let exhausted = false;
  const error = new GraphQLError(workLimitMessage(limit), { extensions: { category: "graphql" } });
  return {
    spend(units) {
      if (exhausted) throw error;
      spent += units;
      if (spent > limit) {
        exhausted = true;
        throw error;
      }
    },
    get exhausted() {
      return exhausted;
    },
    get spent() {
      return spent;
    },
    error,
  };
}

/**
 * Makes every field of the schema's own types spend one unit of the request's budget (found by
 * `budgetOf` on the context) before it resolves. Introspection types are graphql-js singletons shared
 * by every schema, so they are left alone: graphql-js's MaxIntrospectionDepthRule bounds them.
 */
export function meterFieldResolvers<Context>(schema: GraphQLSchema, budgetOf: (context: Context) => WorkBudget): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectTypeLike(type) || type.name.startsWith("__")) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve: GraphQLFieldResolver<unknown, Context> = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        const budget = budgetOf(context);
        // Once over the limit the answer is replaced by the limit's error: skip the rest cheaply.
        if (budget.exhausted) return null;
        budget.spend(1);
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}

/**
 * Checked by its toStringTag, not graphql's `isObjectType` (instanceof): under Vite the engine may
 * load graphql's ESM build while yoga builds the schema with the CJS one.
 */
function isObjectTypeLike(type: GraphQLNamedType): type is GraphQLObjectType {
  return Object.prototype.toString.call(type) === "[object GraphQLObjectType]";
}
