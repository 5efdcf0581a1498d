import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { Price } from "~/components/product/Price";
import { ProductImage } from "~/components/product/ProductImage";
import type { WishlistItemView } from "~/lib/wishlist/types";

/**
 * One saved product: picture, name (the link to its page), chosen options, price, quantity, and
 * two POST forms, "Move to Cart" and "Remove" (each names the product for screen readers).
 */
export function WishlistItemCard({ item, wishlistId, pagePath }: { item: WishlistItemView; wishlistId: string; pagePath: string }) {
  const { t } = useTranslation();
  const nameId = `wishlist-item-${item.id}-name`;
  return (
    <li className="wishlist-item" aria-labelledby={nameId}>
      <Link to={item.href} className="wishlist-item__media" tabIndex={-1} aria-hidden="true">
        {item.image ? (
          <ProductImage image={{ ...item.image, alt: "" }} sizes="8rem" width={160} maxWidth={320} />
        ) : (
          <span className="catalog-image catalog-image--empty" />
        )}
      </Link>
      <div className="wishlist-item__details">
        <h3 className="wishlist-item__name" id={nameId}>
          <Link to={item.href}>{item.name}</Link>
        </h3>
        {item.options.length ? (
          <ul className="wishlist-item__options">
            {item.options.map((option) => (
              <li key={option.label}>
                {option.label}: {option.value}
              </li>
            ))}
          </ul>
        ) : null}
        <Price price={item.price} className="wishlist-item__price" />
        <p className="wishlist-item__quantity">{t("wishlist.quantity", { quantity: item.quantity })}</p>
        {item.inStock ? null : <p className="wishlist-item__stock">{t("product.outOfStock")}</p>}
        <div className="wishlist-item__actions">
          <Form method="post" action={pagePath}>
            <input type="hidden" name="wishlist_id" value={wishlistId} />
            <input type="hidden" name="item_id" value={item.id} />
            <button type="submit" name="intent" value="move-to-cart" className="button button--primary" disabled={!item.inStock}>
              {t("wishlist.moveToCart")}
              <span className="visually-hidden"> {item.name}</span>
            </button>
          </Form>
          <Form method="post" action={pagePath}>
            <input type="hidden" name="wishlist_id" value={wishlistId} />
            <input type="hidden" name="item_id" value={item.id} />
            <button type="submit" name="intent" value="remove" className="button button--secondary">
              {t("wishlist.remove")}
              <span className="visually-hidden"> {item.name}</span>
            </button>
          </Form>
        </div>
      </div>
    </li>
  );
}
