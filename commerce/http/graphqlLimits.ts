/**
 * What one GraphQL document may ask of the engine. Without limits a single request of 1,000 aliased
 * product searches held the event loop for seconds; these checks refuse such documents before any
 * resolver runs, in milliseconds:
 *
 * - tokens: graphql-js stops parsing after `maxTokens` (a syntax error, HTTP 400, as Magento answers
 *   unparsable queries), so a huge document is never built into a tree;
 * - depth, aliases and cost (graphql-armor's validation rules): refused with a validation error in
 *   Magento's shape (category `graphql`, HTTP 200, as Magento answers its own query depth and
 *   complexity limits). The first limit exceeded stops validation at once;
 * - work while running (commerce/graphql/workBudget.ts): fields resolved and searches run, which the
 *   document alone cannot tell; past it the request answers that one error instead of its data.
 *
 * The defaults leave room over the biggest documents the storefront and PWA Studio-style clients send
 * (see docs/decisions/011-graphql-cost-limits-and-body-caps.md); introspection counts like any query.
 */
import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { GraphQLError, parse, type ValidationRule } from "graphql";
import type { Plugin } from "graphql-yoga";
import { DEFAULT_WORK_LIMIT } from "../graphql/context";
import type { WorkBudget } from "../graphql/workBudget";

export interface GraphQLLimits {
  /** Lexical tokens a document may hold; parsing stops past it. */
  maxTokens: number;
  /** Nesting of fields (fragments add no level: they do not nest the answer). */
  maxDepth: number;
  /** Aliased fields in one operation (`__typename` aliases are free). */
  maxAliases: number;
  /** graphql-armor's cost: 1 a scalar, 2 an object, each level's children weighted ×1.5 (fragments flattened). */
  maxCost: number;
  /** Work while running: one unit a field resolved, SEARCH_WORK a search (workBudget.ts). */
  maxWork: number;
}

export const DEFAULT_GRAPHQL_LIMITS: Readonly<GraphQLLimits> = {
  maxTokens: 5_000,
  maxDepth: 20,
  maxAliases: 20,
  maxCost: 20_000,
  maxWork: DEFAULT_WORK_LIMIT,
};

/** The error a refused document gets: Magento's shape for a validation error (category graphql). */
function limitError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { category: "graphql" } });
}

/**
 * graphql-armor words its refusals as syntax errors ("Syntax Error: Aliases limit of 20 exceeded,
 * found 1000."); the document is well-formed, so the prefix goes, and a fractional cost is rounded
 * up. Throwing from the handler ends validation right there, before the other rules walk a document
 * that is refused anyway.
 */
const refuse = (_context: unknown, error: GraphQLError): never => {
  const message = error.message.replace(/^Syntax Error:\s*/, "").replace(/\d+\.\d+/g, (found) => String(Math.ceil(Number(found))));
  throw limitError(message);
};

/** The depth, alias and cost rules, for yoga and for tests that validate documents against them. */
export function graphqlLimitRules(limits: GraphQLLimits = DEFAULT_GRAPHQL_LIMITS): ValidationRule[] {
  const common = { ignoreIntrospection: false, flattenFragments: true, exposeLimits: true, onReject: [refuse], propagateOnRejection: true };
  return [
    maxDepthRule({ ...common, n: limits.maxDepth }),
    maxAliasesRule({ exposeLimits: true, onReject: [refuse], propagateOnRejection: true, n: limits.maxAliases }),
    costLimitRule({ ...common, maxCost: limits.maxCost }),
  ] as ValidationRule[];
}

/**
 * The limits as a yoga plugin: the token cap at parsing, the rules at validation, and the answer of
 * a request that ran out of work (its context's `work` budget) replaced by that single error.
 */
export function graphqlLimitsPlugin(limits: GraphQLLimits = DEFAULT_GRAPHQL_LIMITS): Plugin {
  const rules = graphqlLimitRules(limits);
  return {
    onParse({ setParseFn }) {
      setParseFn((source, options) => parse(source, { ...options, maxTokens: limits.maxTokens }));
    },
    onValidate({ addValidationRule }) {
      for (const rule of rules) addValidationRule(rule);
    },
    onExecute({ args }) {
      const work = (args.contextValue as { work?: WorkBudget }).work;
      return {
        onExecuteDone({ setResult }) {
          if (work?.exhausted) setResult({ errors: [work.error] });
        },
      };
    },
  };
}
