import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTranslator, type Messages } from "../../app/lib/translation/translator";
import { pickMessages } from "../../app/lib/translation/pick-messages";
import { ancestorsOf, keysInSource, moduleGraph, routeFiles, routeMessageKeys } from "./message-usage";
import en from "../../locales/en/common.json";
import th from "../../locales/th/common.json";

const APP = path.resolve("app");
const lists = routeMessageKeys(APP, en);
const ids = new Set(Object.keys(lists));

/** What a page of route `id` is rendered with: its own, its layouts' and root's texts. */
const pageTexts = (catalogue: Messages, id: string) => pickMessages(catalogue, [...ancestorsOf(id, ids), id].flatMap((each) => lists[each] ?? []));

describe("keysInSource", () => {
  it("finds keys, plural keys and dynamic-key prefixes, and nothing that only looks like one", () => {
    const source = [
      't("checkout.steps.shipping")',
      "t('header.cartLabel', { count })",
      "t(`orders.status.${status}`)",
      'import "~/styles/cart.css"; const file = "cart.html"; const other = "checkout.nothingLikeThis";',
    ].join("\n");
    expect([...keysInSource(source, en)].sort()).toEqual(["checkout.steps.shipping", "header.cartLabel", "orders.status"]);
  });
});

describe("ancestorsOf", () => {
  it("follows flat routes' nesting, `_` opt-outs and escaped dots", () => {
    expect(ancestorsOf("routes/$store.order-history_.$number", ids)).toEqual(["root", "routes/$store"]);
    expect(ancestorsOf("routes/$store.manifest[.]webmanifest", ids)).toEqual(["root", "routes/$store"]);
    expect(ancestorsOf("routes/$store", ids)).toEqual(["root"]);
  });
});

describe("each page's texts", () => {
  it("has a list for every route file", () => {
    expect([...routeFiles(APP).keys()].sort()).toEqual([...ids].sort());
  });

  for (const [name, catalogue] of [["en", en], ["th", th]] as const) {
    it(`cover every key the modules of each route write (${name})`, () => {
      const missing: string[] = [];
      for (const [id, file] of routeFiles(APP)) {
        const t = createTranslator(name, pageTexts(catalogue, id));
        for (const module of moduleGraph(APP, file)) {
          for (const key of keysInSource(readFileSync(module, "utf8"), catalogue)) {
            const subtree = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], pageTexts(catalogue, id));
            const shown = t(key, { count: 2 });
            if (shown === key && subtree === undefined) missing.push(`${id}: ${key} (${path.relative(APP, module)})`);
          }
        }
      }
      expect(missing).toEqual([]);
    });
  }

  it("is much less than the whole catalogue on the home page", () => {
    const size = (messages: Messages) => JSON.stringify(messages).length;
    expect(size(pageTexts(th, "routes/$store._index"))).toBeLessThan(size(th) / 2);
  });
});

/**
 * `t(x)` with a key that is not written in the call: its keys must still reach the page. Each such
 * call is listed with the reason they do; a new one fails this test until someone checks it and
 * adds it here (ADR 043).
 */
const DYNAMIC_KEYS: Record<string, string> = {
  "components/navigation/NavigationDrawer.tsx": "titleKeys: literal keys in the same module",
  "components/blog/BlogCommentForm.tsx": "validation messages: literal keys in app/lib/forms, imported by the form",
  "components/layout/flash-toast.ts": "flash: its texts travel with it (flash.messages, routes/$store loader)",
  "components/layout/FlashMessage.tsx": "flash: its texts travel with it (flash.messages, routes/$store loader)",
  "components/payment/CardForm.tsx": "error.key: literal keys in the payment modules the card route imports",
  "components/checkout/Receipt.tsx": "nextKey: literal keys in the same module",
  "components/checkout/PaymentInformationForm.tsx": "noteKey: literal keys in the same module",
  "components/cart/TileAddToCart.tsx": "a fetcher's answer from routes/$store.cart: React Router loads that route's module (and texts) before using it; no-JS gets a flash",
  "components/cart/use-add-to-cart.ts": "a fetcher's answer from routes/$store.cart (see TileAddToCart)",
  "components/product/AddToCartForm.tsx": "a fetcher's answer from routes/$store.cart (see TileAddToCart)",
  "components/wishlist/AddToWishlistForm.tsx": "a fetcher's answer from routes/$store.wishlist (see TileAddToCart)",
  "components/newsletter/NewsletterLinkPage.tsx": "problem: literal keys in the newsletter route's server modules",
  "hooks/use-account-checks.ts": "validation messages: literal keys in app/lib/forms",
  "lib/customer/messages.ts": "accountMessageKey: literal keys in the same module",
  "root.tsx": "ERROR_TITLE_KEYS: literal keys in lib/error-kind.ts",
  "components/account/AddressBookCard.tsx": "a choice between literal keys",
  "components/account/AddressBookForm.tsx": "a choice between literal keys",
  "components/cart/CartLineItem.tsx": "a choice between literal keys",
  "components/cart/MiniCart.tsx": "a choice between literal keys",
  "components/checkout/PlaceOrderForm.tsx": "a choice between literal keys",
  "components/catalog/SortAndSize.tsx": "SORT_LABEL_KEYS: literal keys in the same module",
  "routes/$store.address-book.tsx": "FAILURE_KEYS: literal keys in the same module",
  "routes/$store.customer.account.createPassword.tsx": "key: one of two literal keys it is compared with",
  "routes/$store.email-signup.tsx": "outcome.key: literal keys in the newsletter server modules it imports",
  "routes/$store.failed.tsx": "titleKey, textKey: literal keys in lib/payment, imported by the route",
  "routes/$store.sign-in_.confirm-email.tsx": "shown: literal keys in the social sign-in modules it imports",
};

/** Calls of a `t` whose first argument is neither a string nor a template with a fixed start. */
const DYNAMIC_CALL = /\bt\(\s*(?!["'`])(?!\s*\))|\bt\(\s*`\$\{/;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const file = path.join(directory, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith(".server.ts") && !name.endsWith(".d.ts") ? [file] : [];
  });
}

describe("keys that are not written where they are translated", () => {
  it("are all known, with the reason their texts reach the page", () => {
    const found = sourceFiles(APP).filter((file) => DYNAMIC_CALL.test(readFileSync(file, "utf8"))).map((file) => path.relative(APP, file));
    expect(found.filter((file) => !(file in DYNAMIC_KEYS)), "new dynamic t() calls: list them in DYNAMIC_KEYS once their keys are shipped").toEqual([]);
  });
});
