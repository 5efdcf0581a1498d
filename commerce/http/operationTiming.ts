/**
 * Times each GraphQL operation the engine executes and tells its host (the metrics of
 * server/node-metrics.ts, through CommerceOptions.observe): the operation's name as the client
 * wrote it (the host bounds it), whether the result carries errors, and the seconds from the start
 * of execution to its result. Requests refused before execution (a syntax error, a limit) are not
 * operations and are not told.
 */
import { getOperationAST } from "graphql";
import type { Plugin } from "graphql-yoga";

export type OperationListener = (name: string | null, outcome: "ok" | "graphql_error", seconds: number) => void;

export function operationTimingPlugin(listener: OperationListener): Plugin {
  return {
    onExecute({ args }) {
      const started = performance.now();
      return {
        onExecuteDone({ result }) {
          const seconds = (performance.now() - started) / 1000;
          const name = args.operationName ?? getOperationAST(args.document)?.name?.value ?? null;
          // A result stream (defer/stream) is not used by this schema: counted as it starts.
          const errors = Symbol.asyncIterator in result ? undefined : result.errors;
          listener(name, errors?.length ? "graphql_error" : "ok", seconds);
        },
      };
    },
  };
}
