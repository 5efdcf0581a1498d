/**
 * A span per GraphQL operation (`query ProductPage`, `mutation PlaceOrder`) when traces are on
 * (logging/tracing.ts), under the engine's span of the request (handler.ts), which continues the
 * caller's `traceparent` and hands its own on in the request's headers. Named by the operation the
 * document runs; never its variables.
 */
import { getOperationAST } from "graphql";
import type { Plugin } from "graphql-yoga";
import { activeTracer } from "../../logging/tracing";

export function operationSpansPlugin(): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const tracer = activeTracer();
      if (!tracer) return;
      const operation = getOperationAST(args.document, args.operationName);
      const type = operation?.operation ?? "query";
      const name = operation?.name?.value;
      setExecuteFn((executeArgs) =>
        tracer.inSpan(parentOf(args.contextValue), `${type} ${name ?? "(anonymous)"}`, { "graphql.operation.type": type, "graphql.operation.name": name }, async () =>
          executeFn(executeArgs),
        ),
      );
    },
  };
}

/** The request's `traceparent` (the engine's span of it): yoga's context carries the request. */
function parentOf(contextValue: unknown): Headers | undefined {
  return (contextValue as { request?: Request } | undefined)?.request?.headers;
}
