/**
 * The reading of PWA Studio's operations (operations.ts) on a small package written here: fragments
 * imported across files and packages, the build's `.ee.js` / `.ce.js` choice, Apollo's client-only
 * parts removed, escaped backticks, cache-only queries left out.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse, print } from "graphql";
import { afterAll, describe, expect, it } from "vitest";
import { pwaStudioOperations, withTypenames } from "./operations";

const root = mkdtempSync(path.join(tmpdir(), "pwa-operations-"));
const peregrine = path.join(root, "peregrine");
const venia = path.join(root, "venia");

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

write(
  path.join(peregrine, "lib/talons/Cart/cartFragments.gql.js"),
  "import { gql } from '@apollo/client';\nexport const PriceFragment = gql`\n  fragment PriceFragment on Cart { prices { grand_total { value } } }\n`;\n",
);
write(path.join(peregrine, "lib/talons/Cart/extra.gql.ce.js"), "import { gql } from '@apollo/client';\nexport const ExtraFragment = gql`\n  fragment ExtraFragment on Cart { id }\n`;\n");
write(
  path.join(peregrine, "lib/talons/Cart/extra.gql.ee.js"),
  "import { gql } from '@apollo/client';\nexport const ExtraFragment = gql`\n  fragment ExtraFragment on Cart { id applied_gift_cards { code } }\n`;\n",
);
write(
  path.join(peregrine, "lib/talons/Cart/cart.gql.js"),
  [
    "import { gql } from '@apollo/client';",
    "import { PriceFragment } from './cartFragments.gql';",
    "import { ExtraFragment as Extra } from './extra.gql';",
    "export const GET_CART = gql`",
    "  # the \\`cart\\` of the shopper",
    "  query GetCart($cartId: String!) {",
    "    cart(cart_id: $cartId) @connection(key: \"Cart\") { id isBillingAddressSet @client ...PriceFragment ...ExtraFragment }",
    "  }",
    "  ${PriceFragment}",
    "  ${Extra}",
    "`;",
    "export const GET_LOCAL = gql`\n  query GetLocal { checkoutStep @client }\n`;",
  ].join("\n"),
);
write(
  path.join(venia, "lib/components/MiniCart/miniCart.gql.js"),
  [
    "import { gql } from '@apollo/client';",
    "import { PriceFragment } from '@magento/peregrine/lib/talons/Cart/cartFragments.gql.js';",
    "const MINI = gql`\n  query MiniCart($cartId: String!) { cart(cart_id: $cartId) { ...PriceFragment } }\n  ${PriceFragment}\n`;",
    "export default { MINI };",
  ].join("\n"),
);
write(
  path.join(peregrine, "lib/talons/Product/product.gql.ce.js"),
  "import { gql } from '@apollo/client';\nexport const ADD = gql`\n  mutation AddToCart($cartId: String!) { addProductsToCart(cartId: $cartId, cartItems: []) { cart { id } } }\n`;\nexport default { ADD };\n",
);
write(
  path.join(peregrine, "lib/talons/Product/product.gql.ee.js"),
  "import { gql } from '@apollo/client';\nimport defaultOperations from './product.gql.ce';\nexport const CONFIG = gql`\n  query WishlistConfig { storeConfig { store_code } }\n`;\nexport default { ...defaultOperations, CONFIG };\n",
);
write(path.join(venia, "lib/components/MiniCart/__tests__/mini.spec.js"), "const T = gql`\n  query Test { cart { id } }\n`;\n");

const packages = new Map([
  ["@magento/peregrine", peregrine],
  ["@magento/venia-ui", venia],
]);

afterAll(() => rmSync(root, { recursive: true, force: true }));

const normal = (text: string) => print(parse(text));

describe("pwaStudioOperations", () => {
  it("resolves imported fragments by the build, removes client-only parts and skips tests and cache-only queries", () => {
    const open = pwaStudioOperations(packages, "ce");
    expect(open.map((operation) => `${operation.file}: ${operation.name}`).sort()).toEqual([
      "@magento/peregrine/lib/talons/Cart/cart.gql.js: GetCart",
      "@magento/peregrine/lib/talons/Product/product.gql.ce.js: AddToCart",
      "@magento/venia-ui/lib/components/MiniCart/miniCart.gql.js: MiniCart",
    ]);
    const getCart = open.find((operation) => operation.name === "GetCart")!;
    expect(getCart.text).toBe(
      normal(`query GetCart($cartId: String!) { cart(cart_id: $cartId) { id ...PriceFragment ...ExtraFragment } }
        fragment PriceFragment on Cart { prices { grand_total { value } } }
        fragment ExtraFragment on Cart { id }`),
    );
    const commerce = pwaStudioOperations(packages, "ee").find((operation) => operation.name === "GetCart")!;
    expect(commerce.text).toContain("applied_gift_cards");
    expect(open.find((operation) => operation.name === "MiniCart")!.text).toContain("fragment PriceFragment on Cart");
  });

  it("reads an Open Source twin into the Adobe Commerce build when the .ee.js file imports it", () => {
    const commerce = pwaStudioOperations(packages, "ee").map((operation) => `${operation.file}: ${operation.name}`);
    expect(commerce).toContain("@magento/peregrine/lib/talons/Product/product.gql.ce.js: AddToCart");
    expect(commerce).toContain("@magento/peregrine/lib/talons/Product/product.gql.ee.js: WishlistConfig");
  });

  it("adds __typename to every selection set but the operation's root, as Apollo's cache does", () => {
    expect(withTypenames("query Q { cart(cart_id: \"1\") { id items { uid ... on SimpleCartItem { quantity } } } __type(name: \"Cart\") { name } }")).toBe(
      normal(`query Q { cart(cart_id: "1") { id items { uid ... on SimpleCartItem { quantity __typename } __typename } __typename } __type(name: "Cart") { name __typename } }`),
    );
    expect(withTypenames("fragment F on Cart { id __typename } query Q { cart(cart_id: \"1\") { ...F } }")).toBe(
      normal(`fragment F on Cart { id __typename } query Q { cart(cart_id: "1") { ...F __typename } }`),
    );
  });
});
