/**
 * Odd writes for fuzzing the storefront's form routes: content types a form never has, forms with
 * broken encodings, and real-looking forms whose fields carry unexpected values. Deterministic
 * (seeded), so a failure can be replayed.
 */

export interface OddPost {
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  /** null: no Content-Type header at all. */
  contentType: string | null;
  body: Uint8Array<ArrayBuffer>;
  /** What it is, for failure messages. */
  label: string;
}

/** mulberry32: a small seeded generator, good enough to pick test cases. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const encoder = new TextEncoder();
const text = (value: string) => encoder.encode(value);

/** Field names the shop's forms use (intents, cart, checkout, account, wish list, honeypot, gateway return). */
const FIELDS = [
  "intent", "sku", "parent_sku", "quantity", "selected_options", "uid", "code", "coupon_code", "gift_card_code",
  "email", "password", "currentPassword", "newPassword", "firstname", "lastname", "street1", "street2", "city",
  "regionCode", "postcode", "telephone", "countryId", "addressId", "saveInAddressBook", "defaultBilling",
  "defaultShipping", "billingSame", "billing.firstname", "billing.regionCode", "carrier_code", "method_code",
  "paymentMethod", "id", "wishlist_id", "item_id", "name", "visibility", "hash", "return_to", "redirect",
  "respond", "token", "newsletter", "subscribed", "name__confirm", "from__confirm", "state", "amount",
];

const INTENTS = [
  "add", "update", "remove", "apply-coupon", "remove-coupon", "apply-gift-card", "remove-gift-card", "check",
  "redeem", "create", "delete", "move-to-cart", "set-default", "names", "email", "password", "shipping", "method",
  "payment", "place-order", "store-credit-apply", "store-credit-remove", "subscribe", "", "ADD", "add ", "__proto__",
];

const VALUES = [
  "", " ", "0", "-1", "1", "2", "999999999999999999999", "1e309", "NaN", "Infinity", "1.5", "0x10", "true", "on",
  "null", "undefined", "[object Object]", "{}", "[]", "../../../etc/passwd", "/\\evil.example", "//evil.example/x",
  "https://evil.example/", "javascript:alert(1)", "<script>alert(1)</script>", "' OR 1=1 --", "%00", "\u0000",
  "ก้่๊๋", "สมชาย ใจดี", "🛒🛒🛒", "\ud800", "a".repeat(5_000), "ก".repeat(300), "somchai@example.com",
  "Baansuan#2026", "TH", "10110", "0812345678", "flatrate", "checkmo", "sandbox_card", "saved:1", "no", "yes",
  "WELCOME10", "GIFT-1000-THAI", "MTIz", "Y29uZmlndXJhYmxlLzEvMg==", "PUBLIC", "PRIVATE", "json",
];

/** Content types no form of the shop sends (the server answers 415). */
const NOT_FORMS = [
  null, "", "application/json", "application/json; charset=utf-8", "text/plain", "text/plain;charset=UTF-8",
  "application/xml", "text/xml", "text/html", "application/octet-stream", "application/graphql",
  "application/x-www-form-urlencodedx", "multipart/mixed; boundary=x", "application/merge-patch+json",
  "image/png", "*/*", ";", "application/x-www-form-urlencoded, text/plain",
];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** A urlencoded form with an intent and a few fields holding odd values (sometimes repeated, sometimes malformed). */
function oddUrlencoded(random: () => number): string {
  const pairs = [`intent=${encodeURIComponent(pick(random, INTENTS))}`];
  const count = 1 + Math.floor(random() * 8);
  for (let i = 0; i < count; i++) {
    const value = pick(random, VALUES);
    // Lone surrogates cannot be percent-encoded: send them raw (the body is then not valid UTF-8 either).
    const encoded = /[\ud800-\udfff]/.test(value) && !/[\ud800-\udbff][\udc00-\udfff]/.test(value) ? value : encodeURIComponent(value);
    pairs.push(`${pick(random, FIELDS)}=${encoded}`);
  }
  const broken = ["%", "%Z", "=&=&", "&&&", "intent", "a=%E0%B8", "+++", "intent=add&intent=remove"];
  if (random() < 0.3) pairs.push(pick(random, broken));
  return pairs.join("&");
}

function multipart(boundary: string, fields: Array<[string, string]>): string {
  return fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join("") + `--${boundary}--\r\n`;
}

/** `count` odd writes from `seed`. */
export function oddPosts(seed: number, count: number): OddPost[] {
  const random = seededRandom(seed);
  const posts: OddPost[] = [];
  for (let i = 0; i < count; i++) {
    const method = random() < 0.9 ? "POST" : pick(random, ["PUT", "PATCH", "DELETE"] as const);
    const kind = Math.floor(random() * 6);
    if (kind === 0) {
      const contentType = pick(random, NOT_FORMS);
      const body = pick(random, ['{"intent":"add","sku":"x"}', "<cart><intent>add</intent></cart>", "intent=add", "", "\u0000\u0001\u0002", "null"]);
      posts.push({ method, contentType, body: text(body), label: `not a form (${contentType ?? "no Content-Type"})` });
    } else if (kind === 1) {
      const contentType = pick(random, ["multipart/form-data", "multipart/form-data; boundary=", "multipart/form-data; charset=utf-8", "MULTIPART/FORM-DATA"]);
      posts.push({ method, contentType, body: text(multipart("x", [["intent", "add"]])), label: `multipart without a boundary (${contentType})` });
    } else if (kind === 2) {
      const boundary = "----fuzz" + Math.floor(random() * 1e6);
      const good = multipart(boundary, [["intent", pick(random, INTENTS)], [pick(random, FIELDS), pick(random, VALUES)]]);
      const body = pick(random, [good, good.slice(0, Math.floor(good.length / 2)), `--${boundary}\r\n\r\n`, "no parts at all", good.replaceAll(boundary, "other")]);
      posts.push({ method, contentType: `multipart/form-data; boundary=${boundary}`, body: text(body), label: "multipart, maybe broken" });
    } else {
      const contentType = pick(random, ["application/x-www-form-urlencoded", "application/x-www-form-urlencoded;charset=UTF-8", "Application/X-WWW-Form-Urlencoded", "application/x-www-form-urlencoded; charset=iso-8859-1"]);
      const body = oddUrlencoded(random);
      posts.push({ method, contentType, body: text(body), label: `form: ${body.slice(0, 120)}` });
    }
  }
  return posts;
}
