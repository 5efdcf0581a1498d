import { money, type Money } from "~/lib/catalog/price";
import type { CartLine, CartLineStockError, CartPrices, CartView } from "~/lib/cart/types";
import { stockErrorKind, type StockNotice } from "~/lib/cart/stock-messages";

interface MoneySource {
  value?: number | null;
  currency?: string | null;
}

interface ImageSource {
  url?: string | null;
  label?: string | null;
}

/** The parts of Magento's `Cart` the storefront reads (see `CartDetails` in documents.server.ts). */
export interface CartSource {
  id: string;
  total_quantity: number;
  applied_coupons?: ReadonlyArray<{ code: string } | null> | null;
  applied_gift_cards?: ReadonlyArray<{
    code?: string | null;
    applied_balance?: MoneySource | null;
    current_balance?: MoneySource | null;
  } | null> | null;
  items?: ReadonlyArray<CartItemSource | null> | null;
  shipping_addresses?: ReadonlyArray<{ selected_shipping_method?: { price_incl_tax: MoneySource } | null } | null> | null;
  prices?: {
    subtotal_including_tax?: MoneySource | null;
    subtotal_excluding_tax?: MoneySource | null;
    discounts?: ReadonlyArray<{ label: string; amount: MoneySource } | null> | null;
    applied_taxes?: ReadonlyArray<{ label: string; amount: MoneySource } | null> | null;
    grand_total?: MoneySource | null;
  } | null;
}

export interface CartItemSource {
  uid: string;
  quantity: number;
  is_available?: boolean | null;
  not_available_message?: string | null;
  errors?: ReadonlyArray<{ code: string; message: string } | null> | null;
  product: {
    sku?: string | null;
    name?: string | null;
    url_key?: string | null;
    url_suffix?: string | null;
    stock_status?: string | null;
    small_image?: ImageSource | null;
  };
  prices?: { price_including_tax: MoneySource; row_total_including_tax: MoneySource } | null;
  configurable_options?: ReadonlyArray<{ option_label: string; value_label: string } | null>;
  configured_variant?: { sku?: string | null; stock_status?: string | null; small_image?: ImageSource | null };
}

/** Magento's `placeholder/...` image means "no picture". */
const PLACEHOLDER = /\/placeholder\//;

/**
 * The cart as the shopper sees it, amounts formatted for the store view. Stock problems come from
 * the line itself (`errors`, `is_available`, an out-of-stock product) or from the non-fatal stock
 * messages of the answer that point at a line; a message without a line marks nothing.
 */
export function toCartView(cart: CartSource, options: { storeCode: string; locale: string; notices?: StockNotice[] }): CartView {
  const { storeCode, locale } = options;
  const noticeByLine = new Map<number, StockNotice>();
  for (const notice of options.notices ?? []) if (notice.lineIndex !== null) noticeByLine.set(notice.lineIndex, notice);
  const items = (cart.items ?? [])
    .map((item, index) => (item ? toCartLine(item, { storeCode, locale, notice: noticeByLine.get(index) ?? null }) : null))
    .filter((line): line is CartLine => line !== null);
  const prices = cart.prices;
  const format = (source: MoneySource | null | undefined): Money => money(source?.value, source?.currency, locale);
  const hasItems = items.length > 0;
  // Known once checkout chose a method; shown with VAT like every other amount.
  const shippingMethod = cart.shipping_addresses?.find((address) => address?.selected_shipping_method)?.selected_shipping_method;
  return {
    id: cart.id,
    items,
    totalQuantity: cart.total_quantity,
    // An empty cart shows no amounts at all (never a zero in another currency).
    prices:
      prices && hasItems
        ? {
            subtotalInclTax: format(prices.subtotal_including_tax),
            subtotalExclTax: format(prices.subtotal_excluding_tax),
            discounts: (prices.discounts ?? [])
              .filter((entry) => entry !== null)
              .map((entry) => ({ label: entry.label, amount: format(entry.amount) })),
            shipping: shippingMethod ? format(shippingMethod.price_incl_tax) : null,
            tax: (prices.applied_taxes ?? [])
              .filter((entry) => entry !== null)
              .map((entry) => ({ label: entry.label, amount: format(entry.amount) })),
            giftCards: (cart.applied_gift_cards ?? [])
              .filter((card) => card?.code)
              .map((card) => giftCardOnCart(card!, format)),
            grandTotal: format(prices.grand_total),
            // Known only to readCart (app/lib/cart/cart.server.ts), which asks the backend for it.
            charged: null,
          }
        : null,
    coupon: cart.applied_coupons?.find((coupon) => coupon?.code)?.code ?? null,
    hasStockErrors: items.some((line) => line.stockError !== null),
  };
}

/**
 * A gift card on the cart: what it pays on this cart (`applied_balance`, never more than is left to
 * pay) and what it will still hold once the order is placed. Magento's `current_balance` is the card's
 * whole balance today, the same on every cart the card is on, so "left" is the balance minus what
 * this cart takes from it, not `current_balance` itself.
 */
function giftCardOnCart(
  card: NonNullable<NonNullable<CartSource["applied_gift_cards"]>[number]>,
  format: (source: MoneySource | null | undefined) => Money,
): CartPrices["giftCards"][number] {
  const applied = format(card.applied_balance);
  const balance = card.current_balance;
  const left = balance ? { value: Math.max(Math.round(((balance.value ?? 0) - applied.value) * 100) / 100, 0), currency: balance.currency } : null;
  return { code: card.code!, applied, remaining: format(left) };
}

function toCartLine(item: CartItemSource, options: { storeCode: string; locale: string; notice: StockNotice | null }): CartLine {
  const { product } = item;
  const variant = item.configured_variant;
  const image = usableImage(variant?.small_image) ?? usableImage(product.small_image);
  const name = product.name ?? product.sku ?? "";
  return {
    uid: item.uid,
    name,
    sku: variant?.sku ?? product.sku ?? "",
    productPath: product.url_key ? `/${options.storeCode}/${product.url_key}${product.url_suffix ?? ".html"}` : null,
    image: image ? { url: image.url, label: image.label || name } : null,
    options: (item.configurable_options ?? [])
      .filter((option) => option !== null)
      .map((option) => ({ label: option.option_label, value: option.value_label })),
    quantity: item.quantity,
    price: money(item.prices?.price_including_tax.value, item.prices?.price_including_tax.currency, options.locale),
    rowTotal: money(item.prices?.row_total_including_tax.value, item.prices?.row_total_including_tax.currency, options.locale),
    stockError: lineStockError(item, options.notice),
  };
}

/** The line's stock problem: out of stock wins over "not that many". */
export function lineStockError(item: Pick<CartItemSource, "is_available" | "not_available_message" | "errors" | "product" | "configured_variant">, notice: StockNotice | null = null): CartLineStockError | null {
  const messages = [
    ...(item.errors ?? []).map((error) => error?.message),
    item.not_available_message,
    notice?.message,
  ].filter((message): message is string => Boolean(message));
  const stockStatus = item.configured_variant?.stock_status ?? item.product.stock_status;
  if (stockStatus === "OUT_OF_STOCK") {
    return { kind: "outOfStock", message: messages.find((message) => stockErrorKind(message) === "outOfStock") ?? messages[0] ?? "" };
  }
  for (const message of messages) {
    const kind = stockErrorKind(message);
    if (kind) return { kind, message };
  }
  if (item.is_available === false) return { kind: "notEnough", message: messages[0] ?? "" };
  return null;
}

function usableImage(image: ImageSource | null | undefined): { url: string; label: string } | null {
  if (!image?.url || PLACEHOLDER.test(image.url)) return null;
  return { url: image.url, label: image.label?.trim() ?? "" };
}
