/**
 * A customer's wish lists, as Magento keeps them: every customer has a default list (the first one,
 * created the first time anything asks for it, "Wish List", private), and with Adobe Commerce's
 * multiple wish lists more named ones, up to the configured number. Only the owner ever sees a
 * list: another customer's id answers exactly as an unknown one.
 */
import { randomBytes } from "node:crypto";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { customerEntity, wishlist } from "../../db/schema";
import { inputError } from "../../lib/errors";

export type WishlistVisibility = "PUBLIC" | "PRIVATE";

export interface WishlistRecord {
  id: number;
  customerId: number;
  name: string;
  visibility: WishlistVisibility;
  sharingCode: string;
  updatedAt: Date;
  /** The customer's first list: it cannot be deleted. */
  isDefault: boolean;
}

/** Magento's texts (WishlistGraphQl, MultipleWishlistGraphQl). */
export const WISHLIST_MESSAGES = {
  disabled: "The wishlist configuration is currently disabled.",
  multipleDisabled: "The multiple wishlist configuration is currently disabled.",
  guest: "The current user cannot perform operations on wishlist",
  notFound: "The wishlist was not found.",
  defaultName: "Wish List",
  limitReached: (limit: number) => `Only ${limit} wish list(s) can be created.`,
  nameTaken: (name: string) => `Wish list "${name}" already exists.`,
  nameRequired: "Provide the name of the wish list.",
  defaultNotDeletable: "The default wish list can't be deleted.",
} as const;

/** Wish-list settings of a store view (wishlist/general/*). */
export interface WishlistSettings {
  enabled: boolean;
  multipleEnabled: boolean;
  /** How many lists a customer may have when multiple lists are on. */
  limit: number;
}

/** Reads the settings through a setting reader (the request's store view). */
export async function readWishlistSettings(setting: (path: string) => Promise<string | null>): Promise<WishlistSettings> {
  const [active, multiple, number] = await Promise.all([
    setting("wishlist/general/active"),
    setting("wishlist/general/multiple_enabled"),
    setting("wishlist/general/multiple_wishlist_number"),
  ]);
  const limit = Number.parseInt(number ?? "", 10);
  return { enabled: active === "1", multipleEnabled: multiple === "1", limit: Number.isFinite(limit) && limit > 0 ? limit : 3 };
}

type WishlistRow = typeof wishlist.$inferSelect;

function toRecord(row: WishlistRow, defaultId: number | null): WishlistRecord {
  return {
    id: row.wishlistId,
    customerId: row.customerId,
    name: row.name,
    visibility: row.visibility === "PUBLIC" ? "PUBLIC" : "PRIVATE",
    sharingCode: row.sharingCode,
    updatedAt: row.updatedAt,
    isDefault: row.wishlistId === defaultId,
  };
}

/** A random 32-character code, as Magento's sharing codes are. */
function newSharingCode(): string {
  return randomBytes(16).toString("hex");
}

/** The wish-list id a client sent ("3"), or null when it is not a positive whole number. */
export function parseWishlistId(id: string | number | null | undefined): number | null {
  const value = typeof id === "number" ? id : Number(String(id ?? "").trim());
  return Number.isSafeInteger(value) && value > 0 && value <= 2147483647 ? value : null;
}

async function rowsOf(db: Database, customerId: number): Promise<WishlistRow[]> {
  return db.select().from(wishlist).where(eq(wishlist.customerId, customerId)).orderBy(asc(wishlist.wishlistId));
}

/** Locks the customer's row, so creating the default list or checking the count cannot race. */
async function lockCustomer(tx: Database, customerId: number): Promise<void> {
  await tx.select({ id: customerEntity.entityId }).from(customerEntity).where(eq(customerEntity.entityId, customerId)).for("update");
}

/**
 * The customer's lists, oldest (the default) first; the default list is created when there is none,
 * as Magento's `loadByCustomerId($customerId, true)` does.
 */
export async function listWishlists(db: Database, customerId: number): Promise<WishlistRecord[]> {
  let rows = await rowsOf(db, customerId);
  if (rows.length === 0) {
    rows = await db.transaction(async (tx) => {
      await lockCustomer(tx, customerId);
      const existing = await rowsOf(tx, customerId);
      if (existing.length > 0) return existing;
      await tx.insert(wishlist).values({ customerId, name: WISHLIST_MESSAGES.defaultName, visibility: "PRIVATE", sharingCode: newSharingCode() });
      return rowsOf(tx, customerId);
    });
  }
  const defaultId = rows[0]?.wishlistId ?? null;
  return rows.map((row) => toRecord(row, defaultId));
}

/** The customer's list with this id; null when there is none (unknown, or someone else's). */
export async function findWishlist(db: Database, customerId: number, id: string | number | null | undefined): Promise<WishlistRecord | null> {
  const wishlistId = parseWishlistId(id);
  if (wishlistId === null) return null;
  const lists = await listWishlists(db, customerId);
  return lists.find((list) => list.id === wishlistId) ?? null;
}

/** As `findWishlist`, but Magento's "The wishlist was not found." (graphql-input) when there is none. */
export async function requireWishlist(db: Database, customerId: number, id: string | number | null | undefined): Promise<WishlistRecord> {
  const list = await findWishlist(db, customerId, id);
  if (!list) throw inputError(WISHLIST_MESSAGES.notFound);
  return list;
}

function cleanName(name: string | null | undefined): string {
  return (name ?? "").trim().slice(0, 255);
}

/**
 * A new named list (Adobe Commerce): refused when multiple lists are off, when the customer has
 * the configured number already, or when one of the customer's lists has the name.
 */
export async function createWishlist(
  db: Database,
  customerId: number,
  settings: WishlistSettings,
  input: { name: string; visibility: WishlistVisibility },
): Promise<WishlistRecord> {
  if (!settings.multipleEnabled) throw inputError(WISHLIST_MESSAGES.multipleDisabled);
  const name = cleanName(input.name);
  if (!name) throw inputError(WISHLIST_MESSAGES.nameRequired);
  await listWishlists(db, customerId); // the default list first, so it stays the oldest
  const id = await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(wishlist).where(eq(wishlist.customerId, customerId));
    if (total >= settings.limit) throw inputError(WISHLIST_MESSAGES.limitReached(settings.limit));
    await assertNameFree(tx, customerId, name, null);
    const [row] = await tx
      .insert(wishlist)
      .values({ customerId, name, visibility: input.visibility, sharingCode: newSharingCode() })
      .returning({ id: wishlist.wishlistId });
    return row!.id;
  });
  return (await findWishlist(db, customerId, id))!;
}

async function assertNameFree(tx: Database, customerId: number, name: string, exceptId: number | null): Promise<void> {
  const [clash] = await tx
    .select({ id: wishlist.wishlistId })
    .from(wishlist)
    .where(and(eq(wishlist.customerId, customerId), sql`lower(${wishlist.name}) = lower(${name})`, exceptId === null ? sql`true` : sql`${wishlist.wishlistId} <> ${exceptId}`));
  if (clash) throw inputError(WISHLIST_MESSAGES.nameTaken(name));
}

/** Renames a list and/or changes its visibility (unset = unchanged). */
export async function updateWishlist(
  db: Database,
  customerId: number,
  id: string | number | null | undefined,
  change: { name?: string | null; visibility?: WishlistVisibility | null },
): Promise<WishlistRecord> {
  const list = await requireWishlist(db, customerId, id);
  const name = change.name === undefined || change.name === null ? null : cleanName(change.name);
  if (name === "") throw inputError(WISHLIST_MESSAGES.nameRequired);
  await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    if (name !== null) await assertNameFree(tx, customerId, name, list.id);
    await tx
      .update(wishlist)
      .set({ name: name ?? list.name, visibility: change.visibility ?? list.visibility, updatedAt: sql`now()` })
      .where(eq(wishlist.wishlistId, list.id));
  });
  return (await findWishlist(db, customerId, list.id))!;
}

/** Deletes a list and its items; never the default one. Answers the lists that remain. */
export async function deleteWishlist(db: Database, customerId: number, settings: WishlistSettings, id: string | number | null | undefined): Promise<WishlistRecord[]> {
  if (!settings.multipleEnabled) throw inputError(WISHLIST_MESSAGES.multipleDisabled);
  const list = await requireWishlist(db, customerId, id);
  if (list.isDefault) throw inputError(WISHLIST_MESSAGES.defaultNotDeletable);
  await db.delete(wishlist).where(and(eq(wishlist.wishlistId, list.id), eq(wishlist.customerId, customerId)));
  return listWishlists(db, customerId);
}

/** Marks a list as changed (its `updated_at`), inside the caller's transaction. */
export async function touchWishlist(tx: Database, wishlistId: number): Promise<void> {
  await tx.update(wishlist).set({ updatedAt: sql`now()` }).where(eq(wishlist.wishlistId, wishlistId));
}

/** Locks a list's row for a write on its items (serialises adds that raise a quantity). */
export async function lockWishlist(tx: Database, wishlistId: number): Promise<void> {
  await tx.select({ id: wishlist.wishlistId }).from(wishlist).where(eq(wishlist.wishlistId, wishlistId)).for("update");
}
