import { useTranslation } from "react-i18next";
import type { ProductPageData } from "~/lib/catalog/types";
import { storeHref } from "~/lib/store-view";

const BLOCK_KEYS = {
  "choose-options": "product.chooseOptionsFirst",
  unavailable: "product.combinationUnavailable",
  "out-of-stock": "product.outOfStockReason",
} as const;

/**
 * Add to Cart as a plain POST form to the cart route (`intent=add`), carrying the variant's sku,
 * the parent's sku and the chosen option uids (spec §7 "Add item"). The cart route handles it.
 * When the product cannot be added, the button is disabled and says why.
 */
export function AddToCartForm({ product, storeCode }: { product: ProductPageData; storeCode: string }) {
  const { t } = useTranslation();
  const { addToCart, quantity } = product;
  const blocked = addToCart.blockedBy;
  return (
    <form method="post" action={storeHref(storeCode, "/cart")} className="add-to-cart">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="sku" value={addToCart.sku} />
      {addToCart.parentSku ? <input type="hidden" name="parent_sku" value={addToCart.parentSku} /> : null}
      {addToCart.selectedOptionUids.map((uid) => (
        <input key={uid} type="hidden" name="selected_options" value={uid} />
      ))}
      <div className="add-to-cart__row">
        <label className="add-to-cart__quantity">
          <span>{t("product.quantity")}</span>
          <input
            type="number"
            name="quantity"
            inputMode="numeric"
            min={quantity.min}
            max={quantity.max}
            step={1}
            defaultValue={quantity.min}
            required
            disabled={blocked === "out-of-stock"}
          />
        </label>
        <button
          type="submit"
          className="button button--primary add-to-cart__submit"
          disabled={blocked !== null}
          aria-describedby={blocked ? "add-to-cart-reason" : undefined}
        >
          {t("product.addToCart")}
        </button>
      </div>
      {blocked ? (
        <p id="add-to-cart-reason" className="add-to-cart__reason">
          {t(BLOCK_KEYS[blocked])}
        </p>
      ) : null}
    </form>
  );
}
