import { Kind, parse, type OperationDefinitionNode } from "graphql";
import type { CommerceEngine } from "../../commerce/index";
import { pwaStudioPackages } from "./fetch-packages";
import { pwaStudioOperations, withTypenames, type PwaOperation } from "./operations";

/**
 * A shopper's browser running Venia's Adobe Commerce build against the engine: each operation is
 * PWA Studio's own text, found by its name, sent as Apollo Client sends it (`__typename` added,
 * queries by GET with `query`, `operationName` and `variables` in the URL, mutations by POST), with
 * the store view's `Store` header and the signed-in customer's token.
 */
export interface VeniaReply<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
}

export interface VeniaOperations {
  /** The text of the operation named `name`; `file` picks one of several operations of that name. */
  text(name: string, file?: string): string;
}

/** The Adobe Commerce build's operations, by name (a name sent from several files needs `file`). */
export function veniaOperations(): VeniaOperations {
  const operations = pwaStudioOperations(pwaStudioPackages(), "ee");
  return {
    text(name, file) {
      const named = operations.filter((operation: PwaOperation) => operation.name === name && (!file || operation.file.includes(file)));
      const texts = [...new Set(named.map((operation) => operation.text))];
      if (texts.length !== 1) throw new Error(`${texts.length} texts of operation ${name}${file ? ` in ${file}` : ""}: ${named.map((operation) => operation.file).join(", ")}`);
      return withTypenames(texts[0] ?? "");
    },
  };
}

const ORIGIN = "http://venia.test";

export class VeniaBrowser {
  /** The customer token Venia keeps after signing in, sent as `Authorization: Bearer`. */
  token: string | undefined;
  /** Requests sent so far, by method. */
  readonly sent = { GET: 0, POST: 0 };

  constructor(
    private readonly engine: CommerceEngine,
    private readonly operations: VeniaOperations,
    private readonly store: string,
  ) {}

  async send<T = Record<string, unknown>>(name: string, variables: Record<string, unknown> = {}, file?: string): Promise<VeniaReply<T>> {
    const query = this.operations.text(name, file);
    const operation = parse(query).definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
    const headers: Record<string, string> = { accept: "*/*", Store: this.store };
    if (this.token) headers["authorization"] = `Bearer ${this.token}`;
    let request: Request;
    if (operation?.operation === "query") {
      const url = new URL("/graphql", ORIGIN);
      url.searchParams.set("query", query);
      url.searchParams.set("operationName", name);
      url.searchParams.set("variables", JSON.stringify(variables));
      request = new Request(url, { method: "GET", headers });
    } else {
      request = new Request(new URL("/graphql", ORIGIN), {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ operationName: name, variables, query }),
      });
    }
    this.sent[request.method === "GET" ? "GET" : "POST"] += 1;
    const response = await this.engine.handle(request);
    const body = (await response.json()) as Omit<VeniaReply<T>, "status">;
    return { status: response.status, ...body };
  }
}
