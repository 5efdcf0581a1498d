/** A page the bench weighs and loads. `name` becomes the summary key `${name}Page`. */
export interface PageTarget {
  name: string;
  path: string;
}

/**
 * The pages measured, in order. The first is the primary one: its SSR numbers and ratio are also
 * reported at the top level of the summary.
 * Add a page here (e.g. `{ name: "category", path: "/th/some-category" }`) and every measurement
 * runs for it too.
 */
export const PAGE_TARGETS: readonly PageTarget[] = [
  { name: "home", path: "/th" },
  { name: "category", path: "/th/clothing/women.html" },
  { name: "product", path: "/th/organic-cotton-t-shirt.html" },
  // A fresh search: Best Match listing, and the search is recorded (popular and recent searches).
  { name: "search", path: `/th/search.html?query=${encodeURIComponent("เสื้อ")}` },
];

/**
 * The static file every rate is a ratio of: the best the server can do per request. Its bytes do not
 * depend on the shop's code, so a ratio measured on one commit compares with one measured on another.
 * (Until 2026-11-27 it was the largest JS file the home page loads: as issue 21 halved the shop's
 * JavaScript, that file went from 260 KB to 113 KB, its rate doubled, and every page's ratio halved
 * with no change in the page: ADR 050.)
 */
export const STATIC_BASELINE_PATH = "/icons/icon-512.png";

/** Who asks for a page: a first-time visitor, a shopper with a line in the cart, or a signed-in customer. */
export type Shopper = "visitor" | "with-cart" | "signed-in";

export interface WeighedPage extends PageTarget {
  shopper: Shopper;
}

/**
 * Every page whose JavaScript the bench weighs against the budget (issue 21: home, category,
 * product, search, cart, checkout, account, blog): the loaded targets plus the pages only a shopper
 * with a cart or an account reaches, and the blog's index and a post.
 */
export const WEIGHED_PAGES: readonly WeighedPage[] = [
  ...PAGE_TARGETS.map((target) => ({ ...target, shopper: "visitor" as const })),
  { name: "cart", path: "/th/cart", shopper: "with-cart" },
  { name: "checkout", path: "/th/checkout", shopper: "with-cart" },
  { name: "account", path: "/th/account-information", shopper: "signed-in" },
  { name: "blog", path: "/th/blog", shopper: "visitor" },
  { name: "blogPost", path: "/th/blog/celadon-table-for-loy-krathong", shopper: "visitor" },
  { name: "signIn", path: "/th/sign-in", shopper: "visitor" },
  { name: "createAccount", path: "/th/create-account", shopper: "visitor" },
  { name: "contact", path: "/th/contact-us", shopper: "visitor" },
  { name: "addressBook", path: "/th/address-book", shopper: "signed-in" },
  { name: "wishlist", path: "/th/wishlist", shopper: "signed-in" },
  { name: "orders", path: "/th/order-history", shopper: "signed-in" },
];

export interface LighthousePage extends PageTarget {
  /** A `noindex` page: its SEO score may lose "is crawlable", and nothing else. */
  noindex: boolean;
}

/** The pages Lighthouse scores (a first-time visitor, as a search engine or a new shopper sees them). */
export const LIGHTHOUSE_PAGES: readonly LighthousePage[] = [
  ...PAGE_TARGETS.map((target) => ({ ...target, noindex: target.name === "search" })),
  { name: "cart", path: "/th/cart", noindex: true },
];

/** The pages served from the full-page cache to visitors: loaded again on a server with it on. */
export const CACHED_TARGETS: readonly PageTarget[] = PAGE_TARGETS.filter((target) => target.name === "category" || target.name === "product");

/** The demo customer (README's demo table), whose account page is weighed. */
export const DEMO_CUSTOMER = { email: "somchai@example.com", password: "Baansuan#2026" };
