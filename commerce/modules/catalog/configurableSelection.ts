/**
 * What a shopper may still pick on a configurable product after choosing some option values, as
 * Magento's ConfigurableProductGraphQl Options\Metadata computes it: only salable children count;
 * a child matches when it has every chosen value; the values on offer are those of the matching
 * children (so a chosen attribute offers only its chosen value, as in Magento), and the variant is
 * the child whose values are exactly the choice.
 */

/** A child of a configurable product: its id, whether it can be bought, attribute id → option id. */
export interface VariantChoice {
  productId: number;
  salable: boolean;
  options: ReadonlyMap<number, number>;
}

export interface SelectionResult {
  /** attribute id → option ids still on offer, in first-seen order. */
  available: Map<number, number[]>;
  /** Children matching the choice (their pictures make up the selection's media gallery). */
  matchingProductIds: number[];
  /** The child for a complete choice, or null. */
  variantId: number | null;
}

export function selectVariant(children: readonly VariantChoice[], chosen: ReadonlyMap<number, number>): SelectionResult {
  const available = new Map<number, number[]>();
  const matchingProductIds: number[] = [];
  let variantId: number | null = null;
  for (const child of children) {
    if (!child.salable) continue;
    if (![...chosen].every(([attributeId, optionId]) => child.options.get(attributeId) === optionId)) continue;
    matchingProductIds.push(child.productId);
    for (const [attributeId, optionId] of child.options) {
      const values = available.get(attributeId) ?? [];
      if (!values.includes(optionId)) values.push(optionId);
      available.set(attributeId, values);
    }
    if (chosen.size > 0 && chosen.size === child.options.size && variantId === null) variantId = child.productId;
  }
  return { available, matchingProductIds, variantId };
}

/** "configurable/<attribute id>/<option id>", base64: a configurable option value's uid (Magento's SelectionUidFormatter). */
export function selectionUid(attributeId: number, optionId: number): string {
  return Buffer.from(`configurable/${attributeId}/${optionId}`, "utf8").toString("base64");
}

/** The choices named by selection uids (attribute id → option id); unreadable uids are skipped, as in Magento. */
export function parseSelectionUids(uids: readonly string[]): Map<number, number> {
  const chosen = new Map<number, number>();
  for (const uid of uids) {
    const decoded = Buffer.from(uid, "base64").toString("utf8");
    const match = /^configurable\/(\d+)\/(\d+)$/.exec(decoded);
    if (match) chosen.set(Number(match[1]), Number(match[2]));
  }
  return chosen;
}
