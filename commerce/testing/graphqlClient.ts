/**
 * Test helper: sends real HTTP-shaped GraphQL requests to an engine's Fetch handler, by GET (as
 * the storefront sends queries) or POST, with the `Store` header when given.
 */
import type { CommerceEngine } from "../index";

export interface GraphQLCall {
  store?: string;
  method?: "GET" | "POST";
  variables?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export interface GraphQLErrorBody {
  message: string;
  path?: (string | number)[];
  extensions?: { category?: string };
}

export interface GraphQLReply<T> {
  status: number;
  headers: Headers;
  data?: T;
  errors?: GraphQLErrorBody[];
}

export const TEST_ORIGIN = "http://shop.test";

export async function graphql<T = Record<string, unknown>>(engine: CommerceEngine, query: string, call: GraphQLCall = {}): Promise<GraphQLReply<T>> {
  const headers: Record<string, string> = { accept: "application/json", ...call.headers };
  if (call.store !== undefined) headers["Store"] = call.store;
  let request: Request;
  if (call.method === "GET") {
    const url = new URL("/graphql", TEST_ORIGIN);
    url.searchParams.set("query", query);
    if (call.variables) url.searchParams.set("variables", JSON.stringify(call.variables));
    request = new Request(url, { method: "GET", headers });
  } else {
    request = new Request(new URL("/graphql", TEST_ORIGIN), {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ query, variables: call.variables }),
    });
  }
  const response = await engine.handle(request);
  const body = (await response.json()) as { data?: T; errors?: GraphQLErrorBody[] };
  return { status: response.status, headers: response.headers, data: body.data, errors: body.errors };
}

/** GraphQL data or a failed assertion with the errors printed. */
export async function graphqlData<T = Record<string, unknown>>(engine: CommerceEngine, query: string, call: GraphQLCall = {}): Promise<T> {
  const reply = await graphql<T>(engine, query, call);
  if (reply.errors?.length || !reply.data) {
    throw new Error(`GraphQL errors (HTTP ${reply.status}): ${JSON.stringify(reply.errors)}`);
  }
  return reply.data;
}
