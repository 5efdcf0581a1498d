import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/translation/use-translation";
import { CartSummary } from "~/components/cart/CartSummary";
import { Icon } from "~/components/icons/Icon";
import { ProductImage } from "~/components/product/ProductImage";
import type { CartView } from "~/lib/cart/types";
import { storeHref } from "~/lib/store-view";
import { useStoreCode } from "~/hooks/use-store-layout";

/**
 * The mini cart (JS only; without JS the trigger is a link to the cart page): a modal drawer built
 * on `<dialog>`, so focus stays inside it while open and Escape closes it. It loads the cart each
 * time it opens and hands focus back to the trigger when it closes. Its contents exist only while
 * it is open, so a page never holds a second, hidden copy of the cart. Its prices are the cart
 * page's summary, figures and labels alike (discounts, gift cards, the total to pay), so the two
 * never disagree.
 */
export function MiniCart({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const storeCode = useStoreCode();
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<{ cart: CartView | null }>();
  const { load } = fetcher;
  const cartPath = storeHref(storeCode, "/cart");

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      load(cartPath);
    } else if (!open && element.open) {
      element.close();
    }
  }, [open, load, cartPath]);

  const cart = fetcher.data?.cart ?? null;
  const loading = fetcher.state !== "idle" && !fetcher.data;
  // A load that could not reach the shop answers null (keepPageOnFailure): not an empty cart.
  const unreachable = fetcher.state === "idle" && fetcher.data === null;
  return (
    <dialog
      ref={dialog}
      className="mini-cart"
      aria-labelledby="mini-cart-heading"
      // Escape (the dialog's cancel) and any close end up here, so the parent's state follows.
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <div className="mini-cart__panel">
          <div className="mini-cart__header">
            <h2 id="mini-cart-heading">{t("cart.mini.heading")}</h2>
            <button
              type="button"
              className="icon-button"
              onClick={onClose}
              aria-label={t("cart.mini.close")}
            >
              <Icon name="close" />
            </button>
          </div>
          {loading ? (
            <p className="mini-cart__status" role="status">
              {t("cart.mini.loading")}
            </p>
          ) : unreachable ? (
            <p className="mini-cart__status">{t("failures.cartNotLoaded")}</p>
          ) : !cart || cart.items.length === 0 ? (
            <p className="mini-cart__status">{t("cart.empty")}</p>
          ) : (
            <>
              <ul className="mini-cart__lines">
                {cart.items.map((line) => (
                  <li key={line.uid} className="mini-cart__line">
                    {line.image ? (
                      <ProductImage
                        image={{ src: line.image.url, alt: "" }}
                        sizes="4rem"
                        width={80}
                        maxWidth={160}
                      />
                    ) : (
                      <span className="catalog-image catalog-image--empty" />
                    )}
                    <div>
                      <p className="mini-cart__name">{line.name}</p>
                      {line.options.length ? (
                        <p className="mini-cart__options">
                          {line.options
                            .map((option) => `${option.label}: ${option.value}`)
                            .join(", ")}
                        </p>
                      ) : null}
                      <p className="mini-cart__quantity">
                        {t("cart.mini.quantity", {
                          count: line.quantity,
                          price: line.price.formatted,
                        })}
                      </p>
                      {line.stockError ? (
                        <p className="cart-line__stock">
                          {t(
                            line.stockError.kind === "outOfStock"
                              ? "cart.line.outOfStock"
                              : "cart.line.notEnough"
                          )}
                        </p>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
              {cart.prices ? (
                <div className="mini-cart__summary">
                  <CartSummary prices={cart.prices} coupon={cart.coupon} />
                </div>
              ) : null}
              <div className="mini-cart__actions">
                <Link
                  className="button button--secondary"
                  to={cartPath}
                  onClick={onClose}
                >
                  {t("cart.mini.edit")}
                </Link>
                {cart.hasStockErrors ? null : (
                  <Link
                    className="button button--primary"
                    to={storeHref(storeCode, "/checkout")}
                    onClick={onClose}
                  >
                    {t("cart.mini.checkout")}
                  </Link>
                )}
              </div>
            </>
          )}
        </div>
      ) : null}
    </dialog>
  );
}
