import { useTranslation } from "~/lib/translation/use-translation";
import { CartForm } from "~/components/cart/CartForm";

/** Apply a coupon code, or remove the applied one (Magento applies one at a time). */
export function CouponForm({ coupon }: { coupon: string | null }) {
  const { t } = useTranslation();
  if (coupon) {
    return (
      <CartForm intent="remove-coupon" className="cart-code-form" aria-label={t("cart.coupon.heading")}>
        {(busy) => (
          <p className="cart-code-form__applied">
            {t("cart.coupon.current", { code: coupon })}{" "}
            <button type="submit" className="button button--link" disabled={busy}>
              {t("cart.coupon.remove")}
            </button>
          </p>
        )}
      </CartForm>
    );
  }
  return (
    <CartForm intent="apply-coupon" className="cart-code-form" aria-label={t("cart.coupon.heading")}>
      {(busy) => (
        <>
          <label htmlFor="coupon-code">{t("cart.coupon.label")}</label>
          <div className="cart-code-form__row">
            <input id="coupon-code" name="coupon_code" type="text" autoComplete="off" maxLength={255} required />
            <button type="submit" className="button button--secondary" disabled={busy}>
              {t("cart.coupon.apply")}
            </button>
          </div>
        </>
      )}
    </CartForm>
  );
}
