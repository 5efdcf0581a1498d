import { describe, expect, it } from "vitest";
import { reasonForRestError } from "~/lib/checkout/place-order.server";
import { inProcessBackend } from "~/lib/magento/backend.server";
import { BackendTimeoutError, BackendUnavailableError } from "~/lib/magento/errors";
import { checkoutRestPath, createMagentoRestClient, isUnauthorizedRestError, toRestError } from "~/lib/magento/rest.server";

describe("toRestError", () => {
  it("fills Magento's named placeholders from the parameters object", () => {
    const error = toRestError(404, {
      message: "No such entity with %fieldName = %fieldValue",
      parameters: { fieldName: "cartId", fieldValue: "abc" },
    });
    expect(error).toEqual({
      status: 404,
      message: "No such entity with cartId = abc",
      template: "No such entity with %fieldName = %fieldValue",
      parameters: { fieldName: "cartId", fieldValue: "abc" },
    });
  });

  it("fills positional placeholders from a parameters list", () => {
    expect(toRestError(400, { message: 'The "%1" value is required.', parameters: ["email"] }).message).toBe('The "email" value is required.');
  });

  it("keeps a message without parameters and names the status when there is no body", () => {
    expect(toRestError(400, { message: "The cart isn't active." }).message).toBe("The cart isn't active.");
    expect(toRestError(400, "<html>").message).toBe("HTTP 400");
  });
});

describe("reasonForRestError", () => {
  const reason = (status: number, message: string, parameters?: unknown) => reasonForRestError(toRestError(status, { message, parameters }));

  it("sorts Magento's messages into what the shopper is told", () => {
    expect(reason(404, 'Could not find a cart with ID "%masked_cart_id"', { masked_cart_id: "x" })).toBe("invalid_cart");
    expect(reason(400, "The cart isn't active.")).toBe("invalid_cart");
    expect(reason(404, "No such entity with %fieldName = %fieldValue", { fieldName: "cartId", fieldValue: "x" })).toBe("invalid_cart");
    expect(reason(400, "The requested qty is not available")).toBe("out_of_stock");
    expect(reason(400, "Some of the products are out of stock.")).toBe("out_of_stock");
    expect(reason(400, "Transaction has been declined. Please try again later.", { reason: "card_declined" })).toBe("declined");
    expect(reason(400, "Transaction has been declined. Please try again later.", { reason: "insufficient_funds" })).toBe("insufficient_funds");
    expect(reason(400, "Transaction has been declined. Please try again later.", { reason: "token_expired" })).toBe("declined");
    expect(reason(400, "The requested Payment Method is not available.")).toBe("unavailable");
    expect(reason(503, "Something broke.")).toBe("unavailable");
    expect(reason(400, "The shipping method is missing. Select the shipping method and try again.")).toBe("incomplete");
  });
});

describe("createMagentoRestClient", () => {
  const client = (handle: (request: Request) => Promise<Response>) =>
    createMagentoRestClient({ backend: inProcessBackend(handle), storeCode: "th", timeoutMs: 1000 });

  it("POSTs JSON to the store view's path and answers the body", async () => {
    let seen: { url: string; method: string; body: unknown } | undefined;
    const rest = client(async (request) => {
      seen = { url: request.url, method: request.method, body: await request.json() };
      return Response.json("300000001");
    });
    await expect(rest.post("guest-carts/abc/payment-information", { cartId: "abc" })).resolves.toEqual({ ok: true, data: "300000001" });
    expect(seen).toEqual({ url: "http://commerce.internal/rest/th/V1/guest-carts/abc/payment-information", method: "POST", body: { cartId: "abc" } });
  });

  it("answers an error body as a value", async () => {
    const rest = client(async () => Response.json({ message: "The cart isn't active." }, { status: 400 }));
    await expect(rest.post("guest-carts/abc/shipping-information", {})).resolves.toEqual({
      ok: false,
      error: { status: 400, message: "The cart isn't active.", template: "The cart isn't active." },
    });
  });

  it("stops waiting for an in-process backend that never answers at the request's deadline", async () => {
    const started = Date.now();
    const rest = createMagentoRestClient({
      backend: inProcessBackend(() => new Promise(() => undefined)),
      storeCode: "th",
      timeoutMs: 10_000,
      deadline: started + 300,
    });
    await expect(rest.post("guest-carts/abc/payment-information", {})).rejects.toBeInstanceOf(BackendTimeoutError);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("sends nothing once the request's backend budget is spent", async () => {
    let called = false;
    const rest = createMagentoRestClient({
      backend: inProcessBackend(async () => ((called = true), Response.json("1"))),
      storeCode: "th",
      timeoutMs: 10_000,
      deadline: Date.now() - 1,
    });
    await expect(rest.post("guest-carts/abc/payment-information", {})).rejects.toBeInstanceOf(BackendTimeoutError);
    expect(called).toBe(false);
  });

  it("throws for a backend that is not there (a 502 without Magento's body)", async () => {
    const rest = client(async () => new Response("Bad gateway", { status: 502 }));
    await expect(rest.post("guest-carts/abc/shipping-information", {})).rejects.toBeInstanceOf(BackendUnavailableError);
  });
});

describe("checkout's REST paths", () => {
  it("names a guest cart by its id and a customer's cart as mine", () => {
    expect(checkoutRestPath({ guestCartId: "a b" }, "shipping-information")).toBe("guest-carts/a%20b/shipping-information");
    expect(checkoutRestPath({ mine: true }, "payment-information")).toBe("carts/mine/payment-information");
  });

  it("sends the customer's bearer token on the mine path, and tells a refused token apart", async () => {
    let authorization: string | null = null;
    const rest = createMagentoRestClient({
      backend: inProcessBackend(async (request) => {
        authorization = request.headers.get("Authorization");
        return Response.json({ message: "The consumer isn't authorized to access %resources.", parameters: { resources: "self" } }, { status: 401 });
      }),
      storeCode: "th",
      customerToken: "tok123",
      timeoutMs: 1000,
    });
    const answer = await rest.post(checkoutRestPath({ mine: true }, "shipping-information"), {});
    expect(authorization).toBe("Bearer tok123");
    expect(answer.ok).toBe(false);
    expect(!answer.ok && isUnauthorizedRestError(answer.error)).toBe(true);
    expect(isUnauthorizedRestError({ status: 400, message: "The cart isn't active.", template: "The cart isn't active." })).toBe(false);
  });
});
