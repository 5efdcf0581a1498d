/**
 * Gift wrapping designs (Adobe Commerce's Magento_GiftWrapping): the catalogue the shop owner keeps
 * (a price and a name per store view, on or off), what a cart may choose from, and the designs a
 * cart or an order points at.
 */
import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { magentoGiftwrapping, magentoGiftwrappingStoreAttributes } from "../../db/schema";
import { roundMoney } from "../../lib/money";

export interface GiftWrappingRecord {
  id: number;
  /** The name in the store view (store 0's when it has none). */
  design: string;
  /** Base currency, incl. VAT. */
  price: number;
  /** Path under /media, if the design has a picture. */
  image: string | null;
  active: boolean;
}

/** Designs by id (active or not: an order keeps the one it was placed with), named in the store view. */
export async function readGiftWrappings(db: Database, storeId: number, ids?: readonly (number | null)[]): Promise<Map<number, GiftWrappingRecord>> {
  const wanted = ids ? [...new Set(ids.filter((id): id is number => id !== null))] : null;
  if (wanted && wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: magentoGiftwrapping.wrappingId,
      status: magentoGiftwrapping.status,
      basePrice: magentoGiftwrapping.basePrice,
      image: magentoGiftwrapping.image,
      storeId: magentoGiftwrappingStoreAttributes.storeId,
      design: magentoGiftwrappingStoreAttributes.design,
    })
    .from(magentoGiftwrapping)
    .innerJoin(magentoGiftwrappingStoreAttributes, eq(magentoGiftwrappingStoreAttributes.wrappingId, magentoGiftwrapping.wrappingId))
    .where(
      and(
        wanted ? inArray(magentoGiftwrapping.wrappingId, wanted) : undefined,
        or(eq(magentoGiftwrappingStoreAttributes.storeId, 0), eq(magentoGiftwrappingStoreAttributes.storeId, storeId)),
      ),
    )
    .orderBy(asc(magentoGiftwrapping.wrappingId), asc(magentoGiftwrappingStoreAttributes.storeId));
  const found = new Map<number, GiftWrappingRecord>();
  for (const row of rows) {
    // Rows come store 0 first, so the store view's own name replaces the default.
    found.set(row.id, { id: row.id, design: row.design, price: roundMoney(Number(row.basePrice)), image: row.image, active: row.status });
  }
  return found;
}

/** The designs a shopper may choose now, in the shop owner's order. */
export async function availableGiftWrappings(db: Database, storeId: number): Promise<GiftWrappingRecord[]> {
  return [...(await readGiftWrappings(db, storeId)).values()].filter((wrapping) => wrapping.active);
}
