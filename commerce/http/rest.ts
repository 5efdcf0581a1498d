/**
 * `/rest/...`: the Magento Web API calls a storefront makes at order submission (docs/spec-map.md):
 *
 *   POST /rest[/{store}]/V1/guest-carts/{cartId}/shipping-information  → { payment_methods, totals }
 *   POST /rest[/{store}]/V1/guest-carts/{cartId}/payment-information   → the order number, a JSON string
 *   POST /rest[/{store}]/V1/carts/mine/shipping-information            → the same, on the signed-in customer's cart
 *   POST /rest[/{store}]/V1/carts/mine/payment-information             → the same (no email: the account's)
 *
 * The shop owner's moderation of blog comments (restBlogComments.ts, integration tokens):
 *
 *   GET /rest[/{store}]/V1/amasty_blog/comments[?status=]   PUT /rest[/{store}]/V1/amasty_blog/comments/{id}
 *
 * The `mine` paths need `Authorization: Bearer <customer token>` and work on the customer's active
 * cart (customerCart); without a valid token they answer 401 as Magento does.
 *
 * Without a store code the default store view answers (`default` names it too). Errors leave in
 * Magento's Web API shape, `{ "message": ..., "parameters"?: ... }`, with its status codes: 400 for
 * bad input, 404 for an unknown route or cart, 401 for a consumer without access, 500 otherwise.
 */
import { randomBytes } from "node:crypto";
import { MagentoGraphQLError } from "../lib/errors";
import { type CartTotals, customerCartId } from "../modules/cart";
import type { AddressInput } from "../modules/customer";
import { PaymentDeclinedError } from "../modules/checkout";
import { resolveDisplayCurrency, type StoreView } from "../modules/store";
import type { EngineServices } from "../services";
import { bearerTokenOf } from "./graphql";
import { blogCommentModeration } from "./restBlogComments";
import { log } from "../../logging/logger";

export type RestHandler = (request: Request, pathname: string) => Promise<Response>;

interface RestError {
  message: string;
  parameters?: Record<string, string> | string[];
}

function reply(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { "cache-control": "no-store" } });
}

function error(status: number, message: string, parameters?: RestError["parameters"]): Response {
  return reply(parameters ? { message, parameters } : { message }, status);
}

const noRoute = () => error(404, "Request does not match any route.");
const required = (field: string) => error(400, '"%fieldName" is required. Enter and try again.', { fieldName: field });

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const str = (value: unknown): string | null => (typeof value === "string" ? value : typeof value === "number" ? String(value) : null);

/** A Web API address (country_id, region name + region_code + region_id) as the checkout's input. */
function toAddressInput(address: Json): AddressInput {
  const regionId = address["region_id"];
  return {
    firstname: str(address["firstname"]),
    lastname: str(address["lastname"]),
    company: str(address["company"]),
    street: Array.isArray(address["street"]) ? address["street"].map((line) => str(line)) : str(address["street"]) !== null ? [str(address["street"])] : null,
    city: str(address["city"]),
    region: str(address["region"]),
    region_code: str(address["region_code"]),
    region_id: typeof regionId === "number" ? regionId : typeof regionId === "string" && /^\d+$/.test(regionId) ? Number(regionId) : null,
    postcode: str(address["postcode"]),
    country_code: str(address["country_id"]),
    telephone: str(address["telephone"]),
  };
}

/**
 * Adobe Commerce's "giftwrapping" segment: its value is null and the amounts ride in
 * extension_attributes (gw_* without VAT, gw_*_incl_tax with it; base = quote currency here).
 */
function giftWrappingSegment(totals: CartTotals): Json {
  const gift = totals.giftOptions;
  const amounts = (name: string, inclTax: number, tax: number) => {
    const price = (Math.round((inclTax - tax) * 100) / 100).toFixed(4);
    const incl = inclTax.toFixed(4);
    return { [`${name}_price`]: price, [`${name}_base_price`]: price, [`${name}_price_incl_tax`]: incl, [`${name}_base_price_incl_tax`]: incl, [`${name}_tax_amount`]: tax.toFixed(4), [`${name}_base_tax_amount`]: tax.toFixed(4) };
  };
  return {
    code: "giftwrapping",
    title: "Gift Wrapping",
    value: null,
    extension_attributes: {
      gw_item_ids: totals.lines.filter((line) => line.giftWrapping).map((line) => String(line.itemId)),
      ...(gift.wrapping ? { gw_order_id: String(gift.wrapping.id) } : {}),
      ...amounts("gw", gift.wrappingForOrder, gift.wrappingForOrderTax),
      ...amounts("gw_items", gift.wrappingForItems, gift.wrappingForItemsTax),
      ...amounts("gw_card", gift.printedCardPrice, gift.printedCardTax),
    },
  };
}

/** Magento's TotalsInterface, from the cart's collected totals (amounts include 7% VAT). */
function totalsBody(totals: CartTotals, coupon: string | null, taxLabel: string): Json {
  const discount = totals.discounts.reduce((sum, line) => sum + line.amount, 0);
  const giftCards = totals.giftCards.reduce((sum, card) => sum + card.applied, 0);
  const shippingIncl = totals.shipping?.amountInclTax ?? 0;
  const shippingExcl = totals.shipping?.amountExclTax ?? 0;
  const round = (value: number) => Math.round(value * 100) / 100;
  const segments: Json[] = [
    { code: "subtotal", title: "Subtotal", value: totals.subtotalInclTax },
    ...(totals.shipping ? [{ code: "shipping", title: `Shipping & Handling (${totals.shipping.carrierTitle} - ${totals.shipping.methodTitle})`, value: shippingIncl }] : []),
    ...(discount > 0 ? [{ code: "discount", title: totals.discounts.map((d) => d.label).join(", "), value: -discount }] : []),
    ...(giftCards > 0 ? [{ code: "giftcardaccount", title: "Gift Cards", value: -giftCards }] : []),
    giftWrappingSegment(totals),
    { code: "tax", title: taxLabel, value: totals.taxAmount, extension_attributes: { tax_grandtotal_details: [{ amount: totals.taxAmount, rates: [{ percent: "7", title: taxLabel }], group_id: 1 }] } },
    { code: "grand_total", title: "Grand Total", value: totals.grandTotal, area: "footer" },
  ];
  return {
    grand_total: totals.grandTotal,
    base_grand_total: totals.grandTotal,
    subtotal: totals.subtotalExclTax,
    base_subtotal: totals.subtotalExclTax,
    discount_amount: -discount,
    base_discount_amount: -discount,
    subtotal_with_discount: round(totals.subtotalInclTax - discount),
    base_subtotal_with_discount: round(totals.subtotalInclTax - discount),
    shipping_amount: shippingExcl,
    base_shipping_amount: shippingExcl,
    shipping_discount_amount: 0,
    base_shipping_discount_amount: 0,
    tax_amount: totals.taxAmount,
    base_tax_amount: totals.taxAmount,
    shipping_tax_amount: round(shippingIncl - shippingExcl),
    base_shipping_tax_amount: round(shippingIncl - shippingExcl),
    subtotal_incl_tax: totals.subtotalInclTax,
    shipping_incl_tax: shippingIncl,
    base_shipping_incl_tax: shippingIncl,
    base_currency_code: "THB",
    quote_currency_code: "THB",
    ...(coupon && discount > 0 ? { coupon_code: coupon } : {}),
    items_qty: totals.totalQuantity,
    items: totals.lines.map((line) => ({
      item_id: line.itemId,
      price: round((line.rowTotalInclTax - line.rowTax) / (line.qty || 1)),
      base_price: round((line.rowTotalInclTax - line.rowTax) / (line.qty || 1)),
      qty: line.qty,
      row_total: round(line.rowTotalInclTax - line.rowTax),
      base_row_total: round(line.rowTotalInclTax - line.rowTax),
      row_total_with_discount: 0,
      tax_amount: line.rowTax,
      base_tax_amount: line.rowTax,
      tax_percent: 7,
      discount_amount: line.discount,
      base_discount_amount: line.discount,
      discount_percent: 0,
      price_incl_tax: line.priceInclTax,
      base_price_incl_tax: line.priceInclTax,
      row_total_incl_tax: line.rowTotalInclTax,
      base_row_total_incl_tax: line.rowTotalInclTax,
      options: JSON.stringify(line.options.map((o) => ({ label: o.label, value: o.value }))),
      name: line.name,
    })),
    total_segments: segments,
  };
}

/** A thrown error as Magento's Web API would answer it. */
function errorResponse(thrown: unknown, cartId: string): Response {
  if (thrown instanceof PaymentDeclinedError) return error(400, thrown.message, { reason: thrown.reason });
  if (thrown instanceof MagentoGraphQLError) {
    // Unknown, inactive, other store's or other shopper's cart: Magento's QuoteRepository says
    // the same for all of them.
    if (thrown.category === "graphql-no-such-entity" || thrown.category === "graphql-authorization") {
      return error(404, "No such entity with %fieldName = %fieldValue", { fieldName: "cartId", fieldValue: cartId });
    }
    return error(400, thrown.message);
  }
  const report = randomBytes(6).toString("hex");
  log.error({ err: thrown }, `[commerce] REST request failed (report webapi-${report})`);
  return error(500, `Internal Error. Details are available in Magento log file. Report ID: webapi-${report}`);
}

export function createRestHandler(services: EngineServices): RestHandler {
  async function readBody(request: Request): Promise<Json | Response> {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return error(400, "Decoding error: Syntax error");
    }
    return isObject(body) ? body : error(400, "Decoding error: Syntax error");
  }

  async function shippingInformation(store: StoreView, cartId: string, request: Request, customerId: number | null = null): Promise<Response> {
    const body = await readBody(request);
    if (body instanceof Response) return body;
    const info = body["addressInformation"];
    if (!isObject(info)) return required("addressInformation");
    const shipping = info["shipping_address"];
    if (!isObject(shipping) || !str(shipping["country_id"])) return error(400, "The shipping address is missing. Set the address and try again.");
    const billing = info["billing_address"];
    try {
      const result = await services.checkout.saveShippingInformation(store, cartId, customerId, {
        shippingAddress: toAddressInput(shipping),
        billingAddress: isObject(billing) && str(billing["country_id"]) ? toAddressInput(billing) : null,
        carrierCode: str(info["shipping_carrier_code"]) ?? "",
        methodCode: str(info["shipping_method_code"]) ?? "",
      });
      const cart = await services.carts.find(store, cartId, customerId);
      const locale = (await services.config.getValue("general/locale/code", { storeId: store.id, websiteId: store.websiteId })) ?? "en_US";
      return reply({
        payment_methods: result.paymentMethods.map((method) => ({ code: method.code, title: method.title })),
        totals: totalsBody(result.totals, cart.couponCode, locale.startsWith("th") ? "ภาษีมูลค่าเพิ่ม 7%" : "VAT 7%"),
      });
    } catch (thrown) {
      return errorResponse(thrown, cartId);
    }
  }

  async function paymentInformation(store: StoreView, cartId: string, request: Request, customerId: number | null = null): Promise<Response> {
    const body = await readBody(request);
    if (body instanceof Response) return body;
    // A customer's order goes to the account's email (on the cart); a guest must give one.
    const email = str(body["email"]);
    if (!email && customerId === null) return required("email");
    const payment = body["paymentMethod"];
    if (!isObject(payment) || !str(payment["method"])) return required("paymentMethod");
    const additional = isObject(payment["additional_data"]) ? payment["additional_data"] : {};
    const billing = body["billingAddress"];
    // The order records the display currency the shopper saw: `Content-Currency`, as on GraphQL.
    const currency = await resolveDisplayCurrency(services.db, services.config, store, request.headers.get("content-currency") ?? "");
    if (!currency) return error(400, "Please correct the target currency");
    try {
      const order = await services.checkout.placeOrder(store, cartId, customerId, {
        currency,
        email: customerId === null ? email : null,
        payment: {
          method: str(payment["method"])!,
          nonce: str(additional["payment_method_nonce"]),
          // Saved cards (Magento's vault): pay with one, or keep the card paid with.
          publicHash: str(additional["public_hash"]),
          saveCard: [true, "true", "1"].includes(additional["is_active_payment_token_enabler"] as string | boolean),
        },
        billingAddress: isObject(billing) && str(billing["country_id"]) ? toAddressInput(billing) : null,
      });
      return reply(order.number);
    } catch (thrown) {
      return errorResponse(thrown, cartId);
    }
  }

  return async (request, pathname) => {
    // /rest/V1/..., /rest/{store}/V1/...
    const match = /^\/rest\/(?:([a-z0-9_]+)\/)?V1\/(.+)$/.exec(pathname);
    if (!match) return noRoute();
    const [, storeCode, route] = match;
    const store = !storeCode || storeCode === "default" ? await services.stores.getDefault() : await services.stores.findByCode(storeCode);
    if (!store) return noRoute();

    const moderation = await blogCommentModeration(services, request, route!, reply);
    if (moderation) return moderation;

    const guest = /^guest-carts\/([^/]+)\/(shipping-information|payment-information)$/.exec(route!);
    const mine = /^carts\/mine\/(shipping-information|payment-information)$/.exec(route!);
    if (request.method !== "POST" || (!guest && !mine)) return noRoute();
    if (mine) {
      const token = bearerTokenOf(request);
      const customer = token ? await services.customers.fromToken(token) : null;
      if (!customer) return error(401, "The consumer isn't authorized to access %resources.", { resources: "self" });
      const cartId = await customerCartId(services.db, services.carts, store, customer.id);
      return mine[1] === "shipping-information" ? shippingInformation(store, cartId, request, customer.id) : paymentInformation(store, cartId, request, customer.id);
    }
    const cartId = decodeURIComponent(guest![1]!);
    return guest![2] === "shipping-information" ? shippingInformation(store, cartId, request) : paymentInformation(store, cartId, request);
  };
}
