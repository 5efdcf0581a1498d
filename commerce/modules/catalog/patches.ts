/**
 * System data of the catalogue: Magento's shipped inventory and layered-navigation defaults, and
 * the product attributes every Magento install has (name and price for sorting and labels, color
 * as a select attribute), with Magento's attribute ids so option uids look like a real shop's
 * ("configurable/93/…"). Shops add their own attributes (the demo adds size).
 */
import type { DataPatch } from "../../db/patches";
import { syncIdentitySequence } from "../../db/patches";
import { eavAttribute } from "../../db/schema";
import { defaultScoped, writeConfig } from "../store";

/** Magento's attribute ids in a default install. */
export const ATTRIBUTE_IDS = { name: 73, price: 77, color: 93 } as const;

export const catalogDefaultsPatch: DataPatch = {
  name: "catalog/defaults",
  async apply(tx) {
    await writeConfig(
      tx,
      defaultScoped({
        "cataloginventory/options/show_out_of_stock": "0",
        "cataloginventory/options/stock_threshold_qty": "0",
        "catalog/layered_navigation/price_range_calculation": "auto",
        "catalog/price/scope": "0",
      }),
    );
    await tx
      .insert(eavAttribute)
      .values([
        { attributeId: ATTRIBUTE_IDS.name, attributeCode: "name", frontendLabel: "Product Name", frontendInput: "text", usedForSortBy: true },
        { attributeId: ATTRIBUTE_IDS.price, attributeCode: "price", frontendLabel: "Price", frontendInput: "price", isFilterable: 1, isFilterableInSearch: true, usedForSortBy: true },
        { attributeId: ATTRIBUTE_IDS.color, attributeCode: "color", frontendLabel: "Color", frontendInput: "select" },
      ])
      .onConflictDoNothing();
    await syncIdentitySequence(tx, "eav_attribute", "attribute_id");
  },
};
