/**
 * A visible simple product with a few pieces left, and a guest order that buys all of them: what
 * the full-page cache tests use to make the engine report a product sold out (and purge its pages).
 */

export interface ScarceProduct {
  sku: string;
  /** Its page in the en store view. */
  path: string;
  left: number;
}

export type EngineGraphql = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

/** GraphQL POSTs to the engine at `origin` in the en store view; an answer with errors throws. */
export function engineGraphql(origin: () => string): EngineGraphql {
  return async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await fetch(new URL("/graphql", origin()), {
      method: "POST",
      headers: { "Content-Type": "application/json", Store: "en" },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data: T; errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
}

/** The demo shop has several products with a few pieces left: the first of them. */
export async function findScarceProduct(graphql: EngineGraphql): Promise<ScarceProduct> {
  const { products } = await graphql<{ products: { items: { __typename: string; sku: string; url_key: string; url_suffix: string; only_x_left_in_stock: number | null }[] } }>(
    `{ products(search: "", pageSize: 200) { items { __typename sku url_key url_suffix only_x_left_in_stock } } }`,
  );
  const found = products.items.find((item) => item.__typename === "SimpleProduct" && item.only_x_left_in_stock !== null && item.only_x_left_in_stock > 0)!;
  return { sku: found.sku, path: `/en/${found.url_key}${found.url_suffix}`, left: found.only_x_left_in_stock! };
}

/** A guest's order of every piece left, with cash on delivery; the order's errors (none expected). */
export async function buyEveryPiece(graphql: EngineGraphql, product: ScarceProduct): Promise<unknown[]> {
  const { createGuestCart } = await graphql<{ createGuestCart: { cart: { id: string } } }>(`mutation { createGuestCart { cart { id } } }`);
  const id = createGuestCart.cart.id;
  const address = { firstname: "Malee", lastname: "Srisuk", street: ["12 Nimmanhaemin Road"], city: "Chiang Mai", region: "TH-50", postcode: "50200", country_code: "TH", telephone: "0891234567" };
  await graphql(`mutation($id: String!, $sku: String!, $q: Float!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: $q }]) { user_errors { message } } }`, { id, sku: product.sku, q: product.left });
  await graphql(`mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "malee@example.com" }) { cart { id } } }`, { id });
  await graphql(`mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }`, { id, a: address });
  await graphql(`mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }`, { id });
  await graphql(`mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }`, { id });
  await graphql(`mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "cashondelivery" } }) { cart { id } } }`, { id });
  const placed = await graphql<{ placeOrder: { errors: unknown[] } }>(`mutation($id: String!) { placeOrder(input: { cart_id: $id }) { errors { message } } }`, { id });
  return placed.placeOrder.errors;
}
