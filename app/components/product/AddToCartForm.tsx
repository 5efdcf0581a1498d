import { useTranslation } from "~/lib/translation/use-translation";
import { useAddToCart } from "~/components/cart/use-add-to-cart";
import type { ProductPageData } from "~/lib/catalog/types";
import { storeHref } from "~/lib/store-view";
import { useStoreCode } from "~/hooks/use-store-layout";

const BLOCK_KEYS = {
  "choose-options": "product.chooseOptionsFirst",
  unavailable: "product.combinationUnavailable",
  "out-of-stock": "product.outOfStockReason",
} as const;

/**
 * Add to Cart as a POST form to the cart route (`intent=add`), carrying the variant's sku, the
 * parent's sku and the chosen option uids (spec §7 "Add item"). Without JS the cart route answers
 * 303 back to this page with a flash; with JS a fetcher sends it, the header counts it in at once
 * and the mini cart opens. When the product cannot be added, the button is disabled and says why.
 */
export function AddToCartForm({ product }: { product: ProductPageData }) {
  const storeCode = useStoreCode();
  const { t } = useTranslation();
  const { addToCart, quantity } = product;
  const blocked = addToCart.blockedBy;
  const add = useAddToCart();
  const describedBy = [blocked ? "add-to-cart-reason" : null, add.error ? "add-to-cart-error" : null].filter(Boolean).join(" ");
  return (
    <add.Form method="post" action={storeHref(storeCode, "/cart")} className="add-to-cart">
      <input type="hidden" name="intent" value="add" />
      {add.respondField ? <input type="hidden" {...add.respondField} /> : null}
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
          disabled={blocked !== null || add.busy}
          aria-describedby={describedBy || undefined}
        >
          {add.busy ? t("cart.adding") : t("product.addToCart")}
        </button>
      </div>
      {blocked ? (
        <p id="add-to-cart-reason" className="add-to-cart__reason">
          {t(BLOCK_KEYS[blocked])}
        </p>
      ) : null}
      {add.error ? (
        <p id="add-to-cart-error" className="add-to-cart__error" role="alert">
          {t(add.error.key, add.error.values)}
        </p>
      ) : null}
    </add.Form>
  );
}
