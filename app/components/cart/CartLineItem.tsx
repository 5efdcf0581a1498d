import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { CartForm } from "~/components/cart/CartForm";
import { ProductImage } from "~/components/product/ProductImage";
import type { CartLine } from "~/lib/cart/types";
import { MAX_QUANTITY } from "~/lib/cart/limits";

/**
 * One cart line: picture, name, chosen options, unit price, row total, a quantity form and a
 * remove form. A stock problem is said on the line itself, tied to the quantity field.
 */
export function CartLineItem({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const errorId = `cart-line-${line.uid}-stock`;
  const quantityId = `cart-line-${line.uid}-qty`;
  return (
    <li className={line.stockError ? "cart-line cart-line--error" : "cart-line"}>
      <div className="cart-line__media">
        {line.image ? (
          <ProductImage image={{ src: line.image.url, alt: "" }} sizes="6rem" width={160} maxWidth={320} />
        ) : (
          <span className="catalog-image catalog-image--empty" />
        )}
      </div>
      <div className="cart-line__details">
        <h2 className="cart-line__name">{line.productPath ? <Link to={line.productPath}>{line.name}</Link> : line.name}</h2>
        {line.options.length ? (
          <dl className="cart-line__options">
            {line.options.map((option) => (
              <div key={option.label}>
                <dt>{option.label}</dt>
                <dd>{option.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className="cart-line__price">
          <span className="visually-hidden">{t("cart.unitPrice")} </span>
          {line.price.formatted}
        </p>
        {line.stockError ? (
          <p id={errorId} className="cart-line__stock" role="alert">
            {t(line.stockError.kind === "outOfStock" ? "cart.line.outOfStock" : "cart.line.notEnough")}
          </p>
        ) : null}
      </div>
      <div className="cart-line__actions">
        <CartForm intent="update" className="cart-line__quantity">
          {(busy) => (
            <>
              <input type="hidden" name="uid" value={line.uid} />
              <label htmlFor={quantityId}>{t("cart.quantity")}</label>
              <input
                id={quantityId}
                type="number"
                name="quantity"
                inputMode="numeric"
                min={0}
                max={MAX_QUANTITY}
                step={1}
                defaultValue={line.quantity}
                required
                aria-describedby={line.stockError ? errorId : undefined}
                aria-invalid={line.stockError ? true : undefined}
              />
              <button type="submit" className="button button--secondary" disabled={busy}>
                {t("cart.update")}
                <span className="visually-hidden"> {line.name}</span>
              </button>
            </>
          )}
        </CartForm>
        <CartForm intent="remove" className="cart-line__remove">
          {(busy) => (
            <>
              <input type="hidden" name="uid" value={line.uid} />
              <button type="submit" className="button button--link" disabled={busy}>
                {t("cart.remove")}
                <span className="visually-hidden"> {line.name}</span>
              </button>
            </>
          )}
        </CartForm>
        <p className="cart-line__total">
          <span className="visually-hidden">{t("cart.rowTotal")} </span>
          {line.rowTotal.formatted}
        </p>
      </div>
    </li>
  );
}
