/**
 * Demo wish lists: multiple wish lists on (at most 5), and the demo customer's default "Wish List"
 * (a product and a configurable product with its options chosen) plus a public list for New Year
 * presents with one product. Demo data only.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { queryRows } from "../../db/bulk";
import type { DataPatch } from "../../db/patches";
import { customerEntity, wishlist, wishlistItem } from "../../db/schema";
import { findChildOptions, findSuperAttributes, selectionUid } from "../catalog";
import { DEMO_CUSTOMER } from "../customer";
import { defaultScoped, writeConfig } from "../store";
import { WISHLIST_MESSAGES } from "./wishlists";

export const demoWishlistsPatch: DataPatch = {
  name: "demo/wishlists-somchai",
  async apply(tx) {
    await writeConfig(tx, defaultScoped({ "wishlist/general/multiple_enabled": "1", "wishlist/general/multiple_wishlist_number": "5" }));
    const [customer] = await tx.select({ id: customerEntity.entityId }).from(customerEntity).where(sql`lower(${customerEntity.email}) = ${DEMO_CUSTOMER.email}`);
    if (!customer) return;
    const simples = await queryRows<{ id: number }>(
      tx,
      sql`select entity_id as id from catalog_product_entity where type_id = 'simple' and visibility = 4 and status = 1 order by entity_id limit 2`,
    );
    const [configurable] = await queryRows<{ id: number }>(
      tx,
      sql`select e.entity_id as id from catalog_product_entity e
        where e.type_id = 'configurable' and e.status = 1 and e.visibility = 4
          and exists (select 1 from catalog_product_super_link l where l.parent_id = e.entity_id)
        order by e.entity_id limit 1`,
    );
    if (simples.length < 2) return;

    const [favourites] = await tx
      .insert(wishlist)
      .values({ customerId: customer.id, name: WISHLIST_MESSAGES.defaultName, visibility: "PRIVATE", sharingCode: randomBytes(16).toString("hex") })
      .returning({ id: wishlist.wishlistId });
    const [presents] = await tx
      .insert(wishlist)
      .values({ customerId: customer.id, name: "ของขวัญปีใหม่", visibility: "PUBLIC", sharingCode: randomBytes(16).toString("hex") })
      .returning({ id: wishlist.wishlistId });

    const items: (typeof wishlistItem.$inferInsert)[] = [{ wishlistId: favourites!.id, productId: simples[0]!.id, qty: "1" }];
    if (configurable) {
      const [attributes, children] = await Promise.all([findSuperAttributes(tx, [configurable.id]), findChildOptions(tx, [configurable.id])]);
      const child = children.get(configurable.id)?.[0];
      const uids = (attributes.get(configurable.id) ?? []).flatMap((attribute) => {
        const optionId = child?.values.get(attribute.attributeId);
        return optionId === undefined ? [] : [selectionUid(attribute.attributeId, optionId)];
      });
      items.push({ wishlistId: favourites!.id, productId: configurable.id, selectedOptions: uids, qty: "1" });
    } else {
      items.push({ wishlistId: favourites!.id, productId: simples[1]!.id, qty: "2" });
    }
    items.push({ wishlistId: presents!.id, productId: simples[1]!.id, qty: "2", description: "ให้คุณแม่" });
    await tx.insert(wishlistItem).values(items);
  },
};
