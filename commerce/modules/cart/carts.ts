/**
 * The cart service: creating carts, serialised writes (one transaction holding the quote row lock
 * per write), read-only lookups with Magento's checks, totals and carrier rates. Checkout and the
 * GraphQL resolvers build on these.
 */
import { randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { queryRows } from "../../db/bulk";
import { quote } from "../../db/schema";
import { alreadyExistsError, authorizationError, inputError, noSuchEntityError } from "../../lib/errors";
import type { StoreView } from "../store";
import { collectCartTotals } from "./totals";
import type { CartTotals, QuoteRow, ShippingRate } from "./types";

export type { CartTotals, QuoteRow, ShippingRate } from "./types";

/** Magento's texts for a cart that cannot be used (QuoteGraphQl GetCartForUser / CreateEmptyCart). */
export const CART_MESSAGES = {
  notFound: (maskedId: string) => `Could not find a cart with ID "${maskedId}"`,
  inactive: "The cart isn't active.",
  notYours: (maskedId: string) => `The current user cannot perform operations on cart "${maskedId}"`,
  wrongStore: (maskedId: string) => `Wrong store code specified for cart "${maskedId}"`,
  missingId: 'Required parameter "cart_id" is missing',
  idLength: "Cart ID length should to be 32 symbols.",
  idTaken: (maskedId: string) => `Cart with ID "${maskedId}" already exists.`,
} as const;

export interface CartService {
  /** A new, empty cart in the store view; `maskedId` optional (a client-chosen 32-character id, as Magento allows). */
  create(store: StoreView, customerId: number | null, maskedId?: string | null): Promise<{ maskedId: string }>;
  /**
   * Runs fn in one transaction holding the cart's row lock (SELECT ... FOR UPDATE on quote), so
   * all writes to one cart are serialised, also across processes on PostgreSQL. Throws Magento's
   * errors: `Could not find a cart with ID "X"` (graphql-no-such-entity), `The cart isn't active.`
   * (graphql-no-such-entity), `The current user cannot perform operations on cart "X"`
   * (graphql-authorization). customerId null = guest; a guest may not touch a customer's cart.
   *
   * Inside fn, query ONLY through `tx` (and pass `tx` to collectTotals/shippingRates). On PGlite
   * the engine has one connection: a query on the shared `services.db` — or anything that reads
   * through it, such as the cached config reader, the store registry, product loaders, or another
   * service that uses `db` — waits for this transaction to end, which never happens: a deadlock.
   * Read what you need from those before calling withCart, or read it through `tx`.
   */
  withCart<T>(store: StoreView, maskedId: string, customerId: number | null, fn: (tx: Database, cart: QuoteRow) => Promise<T>): Promise<T>;
  /** Read-only lookup with the same checks (no lock). */
  find(store: StoreView, maskedId: string, customerId: number | null): Promise<QuoteRow>;
  /** Prices of everything in the cart, read fresh from the catalogue. `db` may be a transaction. */
  collectTotals(db: Database, store: StoreView, cart: QuoteRow): Promise<CartTotals>;
  /** How many pieces the cart holds (the sum of its lines' quantities), without collecting totals. */
  countPieces(db: Database, cart: QuoteRow): Promise<number>;
  /** Carrier rates for the cart as it is (flatrate, freeshipping over a threshold, express). */
  shippingRates(db: Database, store: StoreView, cart: QuoteRow): Promise<ShippingRate[]>;
}

const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A random 32-character cart id (Magento's quote_id_mask.masked_id). */
export function newMaskedId(): string {
  let id = "";
  for (let i = 0; i < 32; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

export function createCartService(db: Database): CartService {
  /** Magento's checks, in its order: exists, active, same website, same customer. */
  async function check(conn: Database, row: QuoteRow | undefined, maskedId: string, store: StoreView, customerId: number | null): Promise<QuoteRow> {
    if (!row) throw noSuchEntityError(CART_MESSAGES.notFound(maskedId));
    if (!row.isActive) throw noSuchEntityError(CART_MESSAGES.inactive);
    if (row.storeId !== store.id) {
      // Store views of one website share carts (switching language keeps the cart).
      const [owner] = await queryRows<{ website_id: number }>(conn, sql`select website_id from store where store_id = ${row.storeId}`);
      if (!owner || owner.website_id !== store.websiteId) throw noSuchEntityError(CART_MESSAGES.wrongStore(maskedId));
    }
    if ((row.customerId ?? null) !== customerId) throw authorizationError(CART_MESSAGES.notYours(maskedId));
    return row;
  }

  function requireId(maskedId: string): string {
    if (!maskedId || !maskedId.trim()) throw inputError(CART_MESSAGES.missingId);
    return maskedId;
  }

  return {
    async create(store, customerId, maskedId) {
      if (maskedId !== undefined && maskedId !== null) {
        if (maskedId.length !== 32) throw inputError(CART_MESSAGES.idLength);
        const created = await db.insert(quote).values({ maskedId, storeId: store.id, customerId }).onConflictDoNothing().returning({ maskedId: quote.maskedId });
        if (created.length === 0) throw alreadyExistsError(CART_MESSAGES.idTaken(maskedId));
        return { maskedId };
      }
      for (;;) {
        const id = newMaskedId();
        const created = await db.insert(quote).values({ maskedId: id, storeId: store.id, customerId }).onConflictDoNothing().returning({ maskedId: quote.maskedId });
        if (created.length > 0) return { maskedId: id };
      }
    },

    async withCart(store, maskedId, customerId, fn) {
      requireId(maskedId);
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(quote).where(eq(quote.maskedId, maskedId)).for("update");
        const cart = await check(tx, row, maskedId, store, customerId);
        return fn(tx, cart);
      });
    },

    async find(store, maskedId, customerId) {
      requireId(maskedId);
      const [row] = await db.select().from(quote).where(eq(quote.maskedId, maskedId));
      return check(db, row, maskedId, store, customerId);
    },

    collectTotals: (conn, store, cart) => collectCartTotals(conn, store, cart),
    async countPieces(conn, cart) {
      const [row] = await queryRows<{ pieces: number }>(conn, sql`select coalesce(sum(qty), 0)::float8 as pieces from quote_item where quote_id = ${cart.entityId}`);
      return row?.pieces ?? 0;
    },

    async shippingRates(conn, store, cart) {
      return (await collectCartTotals(conn, store, cart)).shippingRates;
    },
  };
}
