import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { remoteBackend } from "~/lib/magento/backend.server";
import { createMagentoClient, type TypedDocument } from "~/lib/magento/client.server";
import { BackendTimeoutError, BackendUnavailableError, MagentoGraphQLError } from "~/lib/magento/errors";

/** A small real GraphQL-over-HTTP server whose answers each test scripts. */
type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
let answers: Handler[] = [];
const seen: Array<{ method: string; url: string; store: string | undefined; auth: string | undefined; body: string }> = [];
let baseUrl = "";
const server = createServer((req, res) => {
  let body = "";
  req.on("data", (chunk) => (body += chunk));
  req.on("end", () => {
    seen.push({ method: req.method ?? "", url: req.url ?? "", store: req.headers.store as string, auth: req.headers.authorization, body });
    const answer = answers.shift() ?? ((_req, _body, response) => response.writeHead(500).end());
    answer(req, body, res);
  });
});

const json = (status: number, payload: unknown): Handler => (_req, _body, res) => {
  res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(payload));
};

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  answers = [];
  seen.length = 0;
});

afterEach(() => {
  vi.restoreAllMocks();
});

const StoreQuery = `query Store { storeConfig { store_code } }` as unknown as TypedDocument<{ storeConfig: { store_code: string } }, Record<string, never>>;
const Mutation = `mutation Subscribe($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }` as unknown as TypedDocument<
  unknown,
  { email: string }
>;

const client = (timeoutMs = 3000) =>
  createMagentoClient({ backend: remoteBackend(baseUrl), storeCode: "en", customerToken: "tok", timeoutMs });

describe("Magento client", () => {
  it("sends queries as GET with compacted text, the Store header and the customer token", async () => {
    answers.push(json(200, { data: { storeConfig: { store_code: "en" } } }));
    const data = await client().query(StoreQuery);
    expect(data.storeConfig.store_code).toBe("en");
    expect(seen[0]).toMatchObject({ method: "GET", store: "en", auth: "Bearer tok" });
    const params = new URL(seen[0]?.url ?? "", baseUrl).searchParams;
    expect(params.get("query")).toBe("query Store{storeConfig{store_code}}");
  });

  it("retries a query while the backend answers 503, then succeeds", async () => {
    answers.push(json(503, {}), json(502, {}), json(200, { data: { storeConfig: { store_code: "en" } } }));
    await expect(client().query(StoreQuery)).resolves.toEqual({ storeConfig: { store_code: "en" } });
    expect(seen).toHaveLength(3);
  });

  it("gives up with BackendUnavailableError after five attempts", async () => {
    for (let i = 0; i < 6; i++) answers.push(json(503, {}));
    await expect(client(10_000).query(StoreQuery)).rejects.toBeInstanceOf(BackendUnavailableError);
    expect(seen).toHaveLength(5);
  });

  it("sends mutations once as POST, without retrying", async () => {
    answers.push(json(503, {}));
    await expect(client().mutate(Mutation, { email: "a@b.co" })).rejects.toBeInstanceOf(BackendUnavailableError);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe("POST");
    expect(JSON.parse(seen[0]?.body ?? "{}").variables).toEqual({ email: "a@b.co" });
  });

  it("turns GraphQL errors into MagentoGraphQLError with their categories, without retrying", async () => {
    answers.push(json(200, { errors: [{ message: "Requested store is not found", extensions: { category: "graphql-input" } }] }));
    const error = await client().query(StoreQuery).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MagentoGraphQLError);
    expect((error as MagentoGraphQLError).hasCategory("graphql-input")).toBe(true);
    expect(seen).toHaveLength(1);
  });

  it("stops waiting after its deadline with BackendTimeoutError", async () => {
    answers.push(() => {
      /* never answers */
    });
    const started = Date.now();
    await expect(client(300).query(StoreQuery)).rejects.toBeInstanceOf(BackendTimeoutError);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("keeps the request's deadline when it comes before the call's own timeout", async () => {
    answers.push(() => {
      /* never answers */
    });
    const started = Date.now();
    const bounded = createMagentoClient({ backend: remoteBackend(baseUrl), storeCode: "en", timeoutMs: 10_000, deadline: started + 300 });
    await expect(bounded.mutate(Mutation, { email: "a@b.co" })).rejects.toBeInstanceOf(BackendTimeoutError);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("counts waiting for the backend's schema against the deadline, and sends nothing once it is spent", async () => {
    // A clock that runs a little slow against the timers, as Date.now() can by a millisecond: when
    // the deadline's timer fires, the clock still says a few milliseconds are left.
    const realNow = Date.now.bind(Date);
    const clockStart = realNow();
    vi.spyOn(Date, "now").mockImplementation(() => clockStart + Math.floor((realNow() - clockStart) * 0.97));
    const started = Date.now();
    const bounded = createMagentoClient({
      backend: remoteBackend(baseUrl),
      storeCode: "en",
      customerToken: "waits-for-schema",
      timeoutMs: 10_000,
      deadline: started + 300,
      fitDocument: () => new Promise(() => undefined), // introspection that never ends
    });
    await expect(bounded.query(StoreQuery)).rejects.toBeInstanceOf(BackendTimeoutError);
    expect(Date.now() - started).toBeLessThan(2000);
    // This client's own requests: on a busy machine an earlier test's abandoned request can reach
    // the server late (Node 22 CI saw one GET of the test before).
    expect(seen.filter((request) => request.auth === "Bearer waits-for-schema")).toHaveLength(0);
  });

  it("reports an unreachable backend as BackendUnavailableError", async () => {
    // A deadline well beyond the refused connections and retries, so a busy machine does not turn
    // "unreachable" into "too slow".
    const closed = createMagentoClient({ backend: remoteBackend("http://127.0.0.1:2"), storeCode: "th", timeoutMs: 6000 });
    await expect(closed.query(StoreQuery)).rejects.toBeInstanceOf(BackendUnavailableError);
  }, 15_000);
});

describe("Magento client's recorder", () => {
  const recorded = () => {
    const calls: Array<[string, string]> = [];
    const recorder = { backendCall: (operation: string, outcome: string, seconds: number) => {
      expect(seconds).toBeGreaterThanOrEqual(0);
      calls.push([operation, outcome]);
    } };
    return { calls, recorder };
  };
  const recordingClient = (recorder: { backendCall: (operation: string, outcome: never, seconds: number) => void }, timeoutMs = 3000) =>
    createMagentoClient({ backend: remoteBackend(baseUrl), storeCode: "en", timeoutMs, recorder });

  it("tells each call's operation name and outcome: ok, graphql_error, http_error, each retry", async () => {
    const { calls, recorder } = recorded();
    answers.push(json(200, { data: { storeConfig: { store_code: "en" } } }));
    await recordingClient(recorder).query(StoreQuery);
    answers.push(json(200, { errors: [{ message: "no", extensions: { category: "graphql-input" } }] }));
    await expect(recordingClient(recorder).mutate(Mutation, { email: "a@example.com" })).rejects.toBeInstanceOf(MagentoGraphQLError);
    answers.push(json(503, {}), json(200, { data: { storeConfig: { store_code: "en" } } }));
    await recordingClient(recorder).query(StoreQuery);
    expect(calls).toEqual([
      ["Store", "ok"],
      ["Subscribe", "graphql_error"],
      ["Store", "http_error"],
      ["Store", "ok"],
    ]);
  });

  it("tells timeout for a backend too slow, and network for one that is not there", async () => {
    const { calls, recorder } = recorded();
    answers.push((_req, _body, res) => setTimeout(() => res.writeHead(200).end("{}"), 500));
    await expect(recordingClient(recorder, 150).mutate(Mutation, { email: "a@example.com" })).rejects.toBeInstanceOf(BackendTimeoutError);
    const nowhere = createMagentoClient({ backend: remoteBackend("http://127.0.0.1:9"), storeCode: "en", timeoutMs: 3000, recorder });
    await expect(nowhere.mutate(Mutation, { email: "a@example.com" })).rejects.toBeInstanceOf(BackendUnavailableError);
    expect(calls).toEqual([
      ["Subscribe", "timeout"],
      ["Subscribe", "network"],
    ]);
  });
});
