/**
 * Every link in every email is absolute, on the shop's public URL: a mail client has no page to
 * resolve "/th/customer/account/createPassword?token=…" against. The engine runs as the storefront
 * embeds it (baseUrl "/") with the shop's URL for emails; a test run sends each kind of email
 * (password reset, a guest's and a customer's order, the newsletter's confirmation, welcome and
 * unsubscribe notice), the outbox writes them as .eml files, and every href, src and URL-looking
 * word of every text and HTML part is checked.
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { bearer, startDemoEngine, type DemoEngine } from "./testing/demoEngine";
import { graphqlData } from "./testing/graphqlClient";

const SHOP = "https://shop.test/";

let demo: DemoEngine;
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "email-links-"));
  demo = await startDemoEngine({ baseUrl: "/", services: { outboxDir: folder, emailBaseUrl: SHOP } });
});

afterAll(async () => {
  await demo?.services.outbox.settled();
  await demo?.close();
  await rm(folder, { recursive: true, force: true });
});

const address = {
  firstname: "Somchai",
  lastname: "Jaidee",
  street: ["99/1 Sukhumvit Road"],
  city: "Khlong Toei",
  region: "TH-10",
  postcode: "10110",
  country_code: "TH",
  telephone: "081-234-5678",
};

/** Fills a cart up to a cash-on-delivery order and places it; answers the order number. */
async function placeOrder(store: string, headers: Record<string, string>, guestEmail: string | null): Promise<string> {
  const { engine, stockedSku } = demo;
  const call = (query: string, variables: Record<string, unknown>) => graphqlData(engine, query, { store, headers, variables });
  let cartId: string;
  if (guestEmail) {
    cartId = (await call(`mutation { createGuestCart { cart { id } } }`, {}) as { createGuestCart: { cart: { id: string } } }).createGuestCart.cart.id;
    await call(`mutation($id: String!, $e: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: $e }) { cart { email } } }`, { id: cartId, e: guestEmail });
  } else {
    cartId = (await call(`{ customerCart { id } }`, {}) as { customerCart: { id: string } }).customerCart.id;
  }
  await call(`mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }`, { id: cartId, sku: stockedSku });
  await call(`mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }`, { id: cartId, a: address });
  await call(`mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }`, { id: cartId });
  await call(`mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }`, { id: cartId });
  await call(`mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "cashondelivery" } }) { cart { id } } }`, { id: cartId });
  const placed = (await call(`mutation($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } errors { message } } }`, { id: cartId })) as {
    placeOrder: { orderV2: { number: string } | null; errors: unknown[] };
  };
  expect(placed.placeOrder.errors).toEqual([]);
  return placed.placeOrder.orderV2!.number;
}

/** The decoded text/plain and text/html parts of an .eml file. */
function bodiesOf(eml: string): string[] {
  const parts = [...eml.matchAll(/Content-Type: text\/(?:plain|html); charset=UTF-8\r\nContent-Transfer-Encoding: base64\r\n\r\n([A-Za-z0-9+/=\r\n]+?)(?:\r\n--|\r\n$|$)/g)];
  return parts.map((part) => Buffer.from(part[1]!.replace(/\r\n/g, ""), "base64").toString("utf8"));
}

/** Every link of a body: href and src values, and words that look like a URL or a path. */
function linksOf(body: string): string[] {
  const attributes = [...body.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
  const text = body.replace(/<[^>]*>/g, " ");
  const words = [...text.matchAll(/(?:^|[\s(:])((?:https?:)?\/\/?[^\s<>")]+|(?:www\.)[^\s<>")]+)/g)].map((m) => m[1]!);
  return [...attributes, ...words];
}

it("writes only absolute links on the shop's public URL into every email", async () => {
  const { engine } = demo;
  const customer = await demo.createCustomer({ store: "en" });
  await graphqlData(engine, `mutation($e: String!) { requestPasswordResetEmail(email: $e) }`, { store: "th", variables: { e: customer.email } });
  const guestOrder = await placeOrder("th", {}, "guest.links@example.com");
  const customerOrder = await placeOrder("en", bearer(customer.token), null);
  // th asks guests to confirm (confirmation email), en welcomes at once; then one unsubscribes.
  await graphqlData(engine, `mutation { subscribeEmailToNewsletter(email: "reader.th@example.com") { status } }`, { store: "th" });
  await graphqlData(engine, `mutation { subscribeEmailToNewsletter(email: "reader.en@example.com") { status } }`, { store: "en" });
  const welcome = (await demo.services.outbox.list()).find((m) => m.recipient === "reader.en@example.com")!;
  const [, id, code] = /unsubscribe\?id=(\d+)&code=(\w+)/.exec(welcome.textBody)!;
  await graphqlData(engine, `mutation($id: Int!, $c: String!) { unsubscribeNewsletterSubscriber(id: $id, code: $c) { status } }`, { store: "en", variables: { id: Number(id), c: code } });

  await demo.services.outbox.deliverPending();
  const files = (await readdir(folder)).filter((name) => name.endsWith(".eml")).sort();
  const templates = files.map((name) => name.replace(/^\d+-|\.eml$/g, ""));
  expect(templates).toEqual([
    "customer_password_forgot_email_template",
    "sales_email_order_template",
    "sales_email_order_template",
    "newsletter_subscription_confirm_email_template",
    "newsletter_subscription_success_email_template",
    "newsletter_subscription_un_email_template",
  ]);

  const seen: string[] = [];
  for (const file of files) {
    const bodies = bodiesOf(await readFile(path.join(folder, file), "utf8"));
    expect(bodies.length, file).toBe(2);
    const links = bodies.flatMap(linksOf);
    expect(links.length, `${file} has links`).toBeGreaterThan(0);
    for (const link of links) expect(link, `${file}: ${link}`).toMatch(/^https:\/\/shop\.test\/(th|en)(\/|$)/);
    seen.push(...links);
  }
  expect(seen).toContain(`${SHOP}en/order-history/${customerOrder}`);
  expect(seen.some((link) => link.startsWith(`${SHOP}th/customer/account/createPassword?token=`))).toBe(true);
  expect(seen.some((link) => link.startsWith(`${SHOP}th/newsletter/subscriber/confirm?id=`))).toBe(true);
  expect(guestOrder).toMatch(/^\d+$/);
});
