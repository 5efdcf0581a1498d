/**
 * The sandbox card gateway over HTTP, as a shop's card form and a shopper's browser use it: every
 * test card, every input error, 3-D Secure (authenticate, fail, cancel, answered twice, expired),
 * one-time tokens that expire, open-redirect refusal, and the headers every answer carries. The
 * engine's request handler is composed here over its own database, with a clock the tests move.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { connectDatabase, type DatabaseConnection } from "../db/connect";
import { paymentGatewayChallenge, paymentGatewayCharge, paymentGatewayToken } from "../db/schema";
import { createPaymentGateway, type PaymentGateway } from "../modules/payment-gateway";
import { createGatewayHandler } from "./gateway";
import { createRequestHandler, type RequestHandler } from "./handler";

const ORIGIN = "http://shop.test";
const SHOP = "https://shop.example";
const START = new Date("2026-03-15T12:00:00Z");

let connection: DatabaseConnection;
let gateway: PaymentGateway;
let handle: RequestHandler;
let now = START;

beforeAll(async () => {
  connection = await connectDatabase({ dataDir: "memory://" });
  await connection.migrate();
  gateway = createPaymentGateway(connection.db, { allowedReturnOrigins: [SHOP], now: () => now });
  const unused = async () => new Response("unused", { status: 500 });
  handle = createRequestHandler({ graphql: unused, media: unused, gateway: createGatewayHandler(gateway) });
});

afterAll(async () => {
  await connection?.close();
});

beforeEach(() => {
  now = START;
});

const CARD = {
  card_number: "4242 4242 4242 4242",
  card_name: "Somchai Jaidee",
  exp_month: "12",
  exp_year: "2030",
  cvc: "123",
  return_url: "/th/creditcard/complete",
  cancel_url: "/th/cancellation",
  state: "state-123",
  locale: "th",
};

function post(path: string, fields: Record<string, string>): Promise<Response> {
  return handle(new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  }));
}

const submitCard = (changes: Partial<typeof CARD> = {}) => post("/gateway/tokens", { ...CARD, ...changes });

/** The redirect's target, resolved as a browser would against the gateway's address. */
function redirectTarget(response: Response): URL {
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location")!, ORIGIN);
}

async function tokenFor(changes: Partial<typeof CARD> = {}): Promise<string> {
  const target = redirectTarget(await submitCard(changes));
  expect(target.pathname).toBe("/th/creditcard/complete");
  expect(target.searchParams.get("state")).toBe(CARD.state);
  return target.searchParams.get("token")!;
}

/** Posts a 3-D Secure card and answers the challenge page's address. */
async function startChallenge(changes: Partial<typeof CARD> = {}): Promise<string> {
  const target = redirectTarget(await submitCard({ card_number: "4000 0000 0000 3220", ...changes }));
  expect(target.pathname).toMatch(/^\/gateway\/3ds\/[\w-]{43}$/);
  return target.pathname;
}

const authorize = (token: string, reference = "000000001") => gateway.authorize({ token, amount: 1234.5, currency: "THB", reference });

function expectGatewayHeaders(response: Response) {
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("referrer-policy")).toBe("no-referrer");
  const csp = response.headers.get("content-security-policy")!;
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/style-src 'sha256-[\w+/=]+'(;|$)/);
  expect(csp).not.toContain("script-src");
}

describe("POST /gateway/tokens with the test cards", () => {
  it.each([
    ["4242 4242 4242 4242", { status: "approved", card: { brand: "visa", last4: "4242", expMonth: 12, expYear: 2030 } }],
    ["5555 5555 5555 4444", { status: "approved", card: { brand: "mastercard", last4: "4444", expMonth: 12, expYear: 2030 } }],
    ["4000 0000 0000 0002", { status: "declined", reason: "card_declined" }],
    ["4000 0000 0000 9995", { status: "declined", reason: "insufficient_funds" }],
  ])("%s redirects back with a token that authorises as the card says", async (number, expected) => {
    const token = await tokenFor({ card_number: number });
    expect(token).toMatch(/^tok_[\w-]{43}$/);
    expect(await authorize(token)).toMatchObject(expected);
  });

  it("records the charge with amount, currency, reference and outcome, and never the card number or CVC", async () => {
    const token = await tokenFor({ card_number: "4242424242424242", cvc: "987" });
    const result = await authorize(token, "000000042");
    expect(result.status).toBe("approved");
    const tokenHash = createHash("sha256").update(token).digest("hex");
    const charges = await connection.db.select().from(paymentGatewayCharge);
    const charge = charges.find((row) => row.reference === "000000042");
    expect(charge).toMatchObject({ tokenHash, amount: "1234.5000", currency: "THB", status: "approved", declineReason: null, brand: "visa", last4: "4242" });
    expect(result.status === "approved" && result.chargeId).toBe(charge!.chargeId);

    const tokens = await connection.db.select().from(paymentGatewayToken);
    expect(tokens.some((row) => row.tokenHash === tokenHash)).toBe(true);
    const stored = JSON.stringify([tokens, charges, await connection.db.select().from(paymentGatewayChallenge)]);
    expect(stored).not.toContain("4242424242424242");
    expect(stored).not.toContain(token);
    expect(Object.keys(tokens[0]!).sort()).toEqual(["brand", "createdAt", "expMonth", "expYear", "expiresAt", "last4", "outcome", "tokenHash", "usedAt"]);
  });

  it("records a declined charge with its reason", async () => {
    const token = await tokenFor({ card_number: "4000000000009995" });
    await authorize(token, "000000077");
    const [charge] = (await connection.db.select().from(paymentGatewayCharge)).filter((row) => row.reference === "000000077");
    expect(charge).toMatchObject({ status: "declined", declineReason: "insufficient_funds", last4: "9995" });
  });

  it("keeps an existing query on return_url and returns to an allowed absolute origin", async () => {
    const target = redirectTarget(await submitCard({ return_url: `${SHOP}/en/creditcard/complete?from=card`, cancel_url: `${SHOP}/en/cancellation` }));
    expect(target.origin).toBe(SHOP);
    expect(target.searchParams.get("from")).toBe("card");
    expect(target.searchParams.get("token")).toMatch(/^tok_/);
  });
});

describe("POST /gateway/tokens with bad input", () => {
  it.each([
    ["invalid_number", { card_number: "4242 4242 4242 4241" }],
    ["invalid_number", { card_number: "" }],
    ["unsupported_card", { card_number: "6011 1111 1111 1117" }],
    ["missing_name", { card_name: " " }],
    ["invalid_expiry", { exp_month: "13" }],
    ["invalid_expiry", { exp_year: "30x" }],
    ["expired_card", { exp_month: "2", exp_year: "26" }],
    ["invalid_cvc", { cvc: "12" }],
  ])("redirects back with error=%s and the state", async (code, changes) => {
    const response = await submitCard(changes);
    expectGatewayHeaders(response);
    const target = redirectTarget(response);
    expect(target.pathname).toBe("/th/creditcard/complete");
    expect(Object.fromEntries(target.searchParams)).toEqual({ error: code, state: CARD.state });
  });

  it.each([
    ["an external return_url", { return_url: "https://evil.example/steal" }],
    ["a protocol-relative return_url", { return_url: "//evil.example/steal" }],
    ["a backslash return_url", { return_url: "/\\evil.example/steal" }],
    ["a javascript: cancel_url", { cancel_url: "javascript:alert(1)" }],
    ["a missing return_url", { return_url: "" }],
    ["a state over 256 characters", { state: "s".repeat(257) }],
  ])("answers 400 with a page, not a redirect, for %s", async (_, changes) => {
    const response = await submitCard({ ...changes, card_number: "4242424242424242" });
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
    expectGatewayHeaders(response);
    const html = await response.text();
    expect(html).toContain('<html lang="th">');
    expect(html).toContain("<h1>ไม่สามารถดำเนินการชำระเงินต่อได้</h1>");
  });

  it("answers 405 to GET and 415 to a JSON body", async () => {
    const get = await handle(new Request(`${ORIGIN}/gateway/tokens`));
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    const json = await handle(new Request(`${ORIGIN}/gateway/tokens`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(CARD) }));
    expect(json.status).toBe(415);
  });

  it("accepts the same form as multipart/form-data", async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries(CARD)) body.append(name, value);
    const target = redirectTarget(await handle(new Request(`${ORIGIN}/gateway/tokens`, { method: "POST", body })));
    expect(target.searchParams.get("token")).toMatch(/^tok_/);
  });
});

describe("one-time tokens", () => {
  it("answers token_used to a second authorisation, and token_invalid to an unknown token", async () => {
    const token = await tokenFor();
    expect((await authorize(token)).status).toBe("approved");
    expect(await authorize(token)).toEqual({ status: "declined", reason: "token_used" });
    expect(await authorize("tok_made_up")).toEqual({ status: "declined", reason: "token_invalid" });
  });

  it("lets only one of two simultaneous authorisations charge", async () => {
    const token = await tokenFor();
    const results = await Promise.all([authorize(token), authorize(token)]);
    expect(results.map((result) => result.status).sort()).toEqual(["approved", "declined"]);
  });

  it("expires 15 minutes after it was issued", async () => {
    const fresh = await tokenFor();
    const stale = await tokenFor();
    now = new Date(START.getTime() + 15 * 60_000 - 1);
    expect((await authorize(fresh)).status).toBe("approved");
    now = new Date(START.getTime() + 15 * 60_000);
    expect(await authorize(stale)).toEqual({ status: "declined", reason: "token_expired" });
  });

  it("is consumed only when the caller's transaction commits", async () => {
    const token = await tokenFor();
    await expect(connection.db.transaction(async (tx) => {
      expect((await gateway.authorize({ token, amount: 10, currency: "THB", reference: "rolled-back" }, tx)).status).toBe("approved");
      throw new Error("order failed");
    })).rejects.toThrow("order failed");
    expect((await authorize(token)).status).toBe("approved");
  });
});

describe("3-D Secure", () => {
  it("shows an accessible page in the shopper's language, with no script", async () => {
    const page = await startChallenge({ locale: "en" });
    const response = await handle(new Request(`${ORIGIN}${page}`));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expectGatewayHeaders(response);
    expect(response.headers.get("content-security-policy")).toContain("form-action 'self';");
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<h1>Confirm your payment</h1>");
    expect(html).toContain("Visa card ending in 3220");
    expect(html).toContain(`<form method="post" action="${page}"`);
    for (const [action, label] of [["authenticate", "Authenticate"], ["fail", "Fail authentication"], ["cancel", "Cancel"]]) {
      expect(html).toContain(`<button type="submit" name="action" value="${action}">${label}</button>`);
    }
    expect(html).not.toContain("<script");
    expect(html).not.toContain("4000000000003220");

    const thai = await (await handle(new Request(`${ORIGIN}${await startChallenge()}`))).text();
    expect(thai).toContain('<html lang="th">');
    expect(thai).toContain("<h1>ยืนยันการชำระเงิน</h1>");
    expect(thai).toContain('value="authenticate">ยืนยันตัวตน</button>');
  });

  it("lets the page's forms lead to the shop's absolute origin", async () => {
    const page = await startChallenge({ return_url: `${SHOP}/th/creditcard/complete`, cancel_url: `${SHOP}/th/cancellation` });
    const response = await handle(new Request(`${ORIGIN}${page}`));
    expect(response.headers.get("content-security-policy")).toContain(`form-action 'self' ${SHOP};`);
  });

  it("authenticate returns with a token that authorises, and the challenge cannot be answered again", async () => {
    const page = await startChallenge();
    const response = await post(page, { action: "authenticate" });
    expectGatewayHeaders(response);
    const target = redirectTarget(response);
    expect(target.pathname).toBe("/th/creditcard/complete");
    expect(target.searchParams.get("state")).toBe(CARD.state);
    expect(await authorize(target.searchParams.get("token")!)).toMatchObject({ status: "approved", card: { brand: "visa", last4: "3220" } });

    const again = await post(page, { action: "authenticate" });
    expect(again.status).toBe(410);
    expect(again.headers.get("location")).toBeNull();
    expect((await handle(new Request(`${ORIGIN}${page}`))).status).toBe(410);
  });

  it("fail returns with error=authentication_failed", async () => {
    const target = redirectTarget(await post(await startChallenge(), { action: "fail" }));
    expect(target.pathname).toBe("/th/creditcard/complete");
    expect(Object.fromEntries(target.searchParams)).toEqual({ error: "authentication_failed", state: CARD.state });
  });

  it("cancel returns to cancel_url with the state", async () => {
    const target = redirectTarget(await post(await startChallenge(), { action: "cancel" }));
    expect(target.pathname).toBe("/th/cancellation");
    expect(Object.fromEntries(target.searchParams)).toEqual({ state: CARD.state });
  });

  it("expires after 15 minutes, offering the way back to the shop", async () => {
    const page = await startChallenge({ locale: "en" });
    now = new Date(START.getTime() + 15 * 60_000);
    const response = await post(page, { action: "authenticate" });
    expect(response.status).toBe(410);
    const html = await response.text();
    expect(html).toContain("<h1>This confirmation has expired</h1>");
    expect(html).toContain('<a href="/th/cancellation?state=state-123">Back to the shop</a>');
  });

  it("answers 404 to an unknown challenge and 400 to an unknown action", async () => {
    expect((await handle(new Request(`${ORIGIN}/gateway/3ds/${"x".repeat(43)}`))).status).toBe(404);
    expect((await post(`/gateway/3ds/${"x".repeat(43)}`, { action: "authenticate" })).status).toBe(404);
    const page = await startChallenge();
    expect((await post(page, { action: "approve" })).status).toBe(400);
    // The challenge is still open after a bad answer.
    expect(redirectTarget(await post(page, { action: "cancel" })).pathname).toBe("/th/cancellation");
  });
});

describe("other gateway paths", () => {
  it("answers 404 with the gateway's headers", async () => {
    const response = await handle(new Request(`${ORIGIN}/gateway/charges`));
    expect(response.status).toBe(404);
    expectGatewayHeaders(response);
  });
});
