/**
 * The engine's modules wired to one database: what resolvers and HTTP handlers call. Built once
 * per engine; nothing here holds per-request state.
 */
import type { Database } from "./db/connect";
import { type BlogService, createBlogService } from "./modules/blog";
import { type CartService, createCartService } from "./modules/cart";
import { type CheckoutService, createCheckoutService } from "./modules/checkout";
import { createCustomerService, type CustomerService, type CustomerServiceOptions } from "./modules/customer";
import { type ContactService, createContactService } from "./modules/contact";
import { createOutbox, type Outbox } from "./modules/email";
import { createNewsletterService, type NewsletterService } from "./modules/newsletter";
import { createOrderService, type OrderService } from "./modules/sales";
import { type CategoryService, createAttributeRegistry, createCategoryService, createProductService, type ProductService } from "./modules/catalog";
import { type CmsContentRenderer, type CmsPageService, createCmsContentRenderer, createCmsPageService } from "./modules/cms";
import { createDirectory, type Directory } from "./modules/directory";
import { createPaymentGateway, type PaymentGateway, type PaymentGatewayOptions } from "./modules/payment-gateway";
import { createSocialSignInService, type SocialSignInService } from "./modules/social-sign-in";
import { createXsearchService, xsearchConfigFields, type XsearchService } from "./modules/search";
import { type ConfigFieldSpec, type ConfigReader, createConfigReader, createEmailLinkBase, createStoreRegistry, DEFAULT_EMAIL_BASE_URL, normalizeEmailBaseUrl, type EmailLinkBase, storeConfigFields, type StoreRegistry } from "./modules/store";
import { createUrlResolver, type UrlResolver } from "./modules/url-rewrite";
import { createVaultService, type VaultService } from "./modules/vault";

export interface EngineServices {
  db: Database;
  stores: StoreRegistry;
  config: ConfigReader;
  categories: CategoryService;
  products: ProductService;
  cmsPages: CmsPageService;
  /** Renders directives and widgets in CMS content (pages, blocks, dynamic blocks, blog posts). */
  cmsContent: CmsContentRenderer;
  blog: BlogService;
  directory: Directory;
  urlRewrites: UrlResolver;
  /** The advanced-search popup's groups and the search log. */
  xsearch: XsearchService;
  /** Every config-backed StoreConfig field: Magento's and the extension schemas'. */
  storeConfigFields: readonly ConfigFieldSpec[];
  /** Guest and customer carts: serialised writes, totals, carrier rates. */
  carts: CartService;
  /** The sandbox card gateway: card tokens, 3-D Secure challenges, authorisations. */
  gateway: PaymentGateway;
  /** Email, addresses, shipping and payment methods of a cart, and placing its order. */
  checkout: CheckoutService;
  /** Placed orders, by number. */
  orders: OrderService;
  /** The absolute base of a store view's links in emails (the shop's public URL). */
  emailLinkBase: EmailLinkBase;
  /** Emails waiting to go out (and sent ones): written with what caused them, delivered after. */
  outbox: Outbox;
  /** Customer accounts, sign-in tokens, password resets and address books. */
  customers: CustomerService;
  /** Newsletter subscriptions (guests and customers). */
  newsletter: NewsletterService;
  /** Contact form messages: kept and emailed to the shop. */
  contact: ContactService;
  /** Customers' saved cards (Magento's vault), kept by the gateway. */
  vault: VaultService;
  /** Google, Facebook and LINE identities linked to customers; confirming emails typed after a social sign-in. */
  socialSignIn: SocialSignInService;
}

export interface ServiceOptions {
  /** How long store views and settings are cached (ms); edits by another process show up after this. */
  cacheTtlMs?: number;
  /** Return origins the sandbox card gateway accepts, and its clock. */
  gateway?: PaymentGatewayOptions;
  /** Folder the outbox writes .eml files into; absent (in-memory engines) = messages stay in the table. */
  outboxDir?: string | null;
  /** The shop's public URL for links in emails, absolute and ending in "/" (default DEFAULT_EMAIL_BASE_URL). */
  emailBaseUrl?: string;
  /** The customer service's clock (token and reset link expiry). */
  customers?: CustomerServiceOptions;
  /** Social sign-in's clock (confirmation links expire). */
  socialSignIn?: { now?: () => Date };
  /** Told the cache tags of what changed (a product sold out): the full-page caches in front purge them. */
  cacheTagsChanged?: (tags: string[]) => void;
}

export function createServices(db: Database, options: ServiceOptions = {}): EngineServices {
  const ttl = options.cacheTtlMs ?? 5_000;
  const config = createConfigReader(db, ttl);
  const products = createProductService(db, config, createAttributeRegistry(db, ttl));
  const carts = createCartService(db);
  const gateway = createPaymentGateway(db, options.gateway);
  const vault = createVaultService({ db, revokeCard: (reference, tx) => gateway.revokeCard(reference, tx) });
  const outbox = createOutbox(db, config, { folder: options.outboxDir ?? null });
  const emailLinkBase = createEmailLinkBase(config, normalizeEmailBaseUrl(options.emailBaseUrl ?? DEFAULT_EMAIL_BASE_URL));
  return {
    db,
    stores: createStoreRegistry(db, ttl),
    config,
    categories: createCategoryService(db, config),
    products,
    cmsPages: createCmsPageService(db),
    cmsContent: createCmsContentRenderer(db, config),
    blog: createBlogService(db, config),
    directory: createDirectory(db, config),
    urlRewrites: createUrlResolver(db),
    xsearch: createXsearchService(db, config, products),
    storeConfigFields: [...storeConfigFields, ...xsearchConfigFields],
    carts,
    gateway,
    checkout: createCheckoutService({ db, config, carts, outbox, emailLinkBase, gateway: () => gateway, vault: () => vault, cacheTagsChanged: options.cacheTagsChanged }),
    orders: createOrderService(db),
    outbox,
    emailLinkBase,
    customers: createCustomerService(db, config, outbox, options.customers),
    newsletter: createNewsletterService({ db, config, outbox, emailLinkBase }),
    contact: createContactService(db, config, outbox),
    vault,
    socialSignIn: createSocialSignInService({ db, config, outbox, emailLinkBase, now: options.socialSignIn?.now }),
  };
}
