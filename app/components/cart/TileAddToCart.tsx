import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { useAddToCart } from "~/components/cart/use-add-to-cart";
import type { ProductTileData } from "~/lib/catalog/types";
import { storeHref } from "~/lib/store-view";
import { useStoreCode } from "~/hooks/use-store-layout";

/**
 * Add to cart from a tile: one of a simple product straight away (a small POST form, enhanced like
 * the product page's); a product with options links to its page to choose them, since adding it
 * without them could only fail ("check required options", spec §8).
 */
export function TileAddToCart({ product }: { product: ProductTileData }) {
  const { t } = useTranslation();
  if (!product.inStock) return null;
  if (product.hasOptions !== false) {
    return (
      <Link className="button button--secondary product-tile__action" to={product.href} tabIndex={-1} aria-hidden="true">
        {t("cart.chooseOptions")}
      </Link>
    );
  }
  return <AddSimpleProduct product={product} />;
}

function AddSimpleProduct({ product }: { product: ProductTileData }) {
  const { t } = useTranslation();
  const add = useAddToCart();
  const storeCode = useStoreCode();
  const errorId = `tile-add-error-${product.uid}`;
  return (
    <add.Form method="post" action={storeHref(storeCode, "/cart")} className="product-tile__action">
      <input type="hidden" name="intent" value="add" />
      {add.respondField ? <input type="hidden" {...add.respondField} /> : null}
      <input type="hidden" name="sku" value={product.sku} />
      <input type="hidden" name="quantity" value="1" />
      <button type="submit" className="button button--secondary" disabled={add.busy} aria-describedby={add.error ? errorId : undefined}>
        {add.busy ? t("cart.adding") : t("product.addToCart")}
        <span className="visually-hidden"> {product.name}</span>
      </button>
      {add.error ? (
        <p id={errorId} className="add-to-cart__error" role="alert">
          {t(add.error.key, add.error.values)}
        </p>
      ) : null}
    </add.Form>
  );
}
