/**
 * The cart's two hot paths, measured after the pages: a shopper's first Add to Cart without
 * JavaScript (a form POST answered by a 303; every request is a new shopper, so it pays for the
 * session, a new cart and the line) and the cart page of a shopper whose cart holds a configurable
 * product (private, never cached). The product is the bench's product page target.
 */
import http from "node:http";

import { BROWSER_LIKE_HEADERS, runLoad, type LoadSummary } from "./load";

export interface CartLoads {
  addToCart: LoadSummary & { path: string };
  cartPage: LoadSummary & { path: string };
}

export interface AddToCartForm {
  sku: string;
  parentSku: string;
  selectedOptions: string[];
}

/** The form body the product page's Add to Cart button posts. */
export function addToCartBody(form: AddToCartForm): string {
  const body = new URLSearchParams({ intent: "add", sku: form.sku, parent_sku: form.parentSku, quantity: "1" });
  for (const uid of form.selectedOptions) body.append("selected_options", uid);
  return body.toString();
}

/** The first in-stock variant of a configurable product, as its product page would post it. */
export async function findAddToCartForm(origin: string, urlKey: string): Promise<AddToCartForm> {
  const query = `{ products(filter: { url_key: { eq: "${urlKey}" } }) { items { sku ... on ConfigurableProduct {
    variants { product { sku stock_status } attributes { uid } } } } } }`;
  const response = await fetch(`${origin}/graphql?query=${encodeURIComponent(query)}`, { headers: { Store: "th" } });
  const body = (await response.json()) as {
    data?: { products?: { items?: Array<{ sku: string; variants?: Array<{ product: { sku: string; stock_status: string }; attributes: Array<{ uid: string }> }> }> } };
  };
  const product = body.data?.products?.items?.[0];
  const variant = product?.variants?.find((candidate) => candidate.product.stock_status === "IN_STOCK");
  if (!product || !variant) throw new Error(`no in-stock variant of "${urlKey}" to add to the cart`);
  return { sku: variant.product.sku, parentSku: product.sku, selectedOptions: variant.attributes.map((attribute) => attribute.uid) };
}

/** POST a form once and return the session cookie the answer sets (name=value only). */
export function postForSessionCookie(url: string, body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: "POST", agent: false, headers: { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        const cookie = (response.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]).find((pair) => pair?.startsWith("__session="));
        if (response.statusCode !== 303 || !cookie) reject(new Error(`POST ${url} answered ${response.statusCode} without a session cookie`));
        else resolve(cookie);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

export async function measureCart(options: { origin: string; storeCode: string; productUrlKey: string; connections: number; duration: number; log: (line: string) => void }): Promise<CartLoads> {
  const { origin, storeCode, connections, duration, log } = options;
  const path = `/${storeCode}/cart`;
  const body = addToCartBody(await findAddToCartForm(origin, options.productUrlKey));
  const formHeaders = { ...BROWSER_LIKE_HEADERS, "content-type": "application/x-www-form-urlencoded", referer: `${origin}/${storeCode}/${options.productUrlKey}.html` };

  log(`load POST ${path} (add to cart, a new shopper each time): ${connections} connections, ${duration} s`);
  const addToCart = await runLoad({ url: origin + path, connections, duration, method: "POST", body, headers: formHeaders, expectedStatus: 303 });
  log(`  ${addToCart.requestsPerSec} req/s, p50 ${addToCart.latencyMs.p50} ms, p99 ${addToCart.latencyMs.p99} ms`);

  const cookie = await postForSessionCookie(origin + path, body);
  log(`load GET ${path} (a cart with one line): ${connections} connections, ${duration} s`);
  const cartPage = await runLoad({ url: origin + path, connections, duration, headers: { ...BROWSER_LIKE_HEADERS, cookie } });
  log(`  ${cartPage.requestsPerSec} req/s, p50 ${cartPage.latencyMs.p50} ms, p99 ${cartPage.latencyMs.p99} ms`);

  return { addToCart: { path, ...addToCart }, cartPage: { path, ...cartPage } };
}
