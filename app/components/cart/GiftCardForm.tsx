import { useTranslation } from "~/lib/translation/use-translation";
import { CartForm } from "~/components/cart/CartForm";
import type { CartPrices } from "~/lib/cart/types";

/**
 * Gift cards (Adobe Commerce): one code field with two buttons, apply or check the balance (the
 * button's `intent` wins), and a remove form per applied card.
 */
export function GiftCardForm({ giftCards }: { giftCards: CartPrices["giftCards"] }) {
  const { t } = useTranslation();
  return (
    <div className="cart-gift-cards">
      {giftCards.length ? (
        <ul className="cart-gift-cards__applied">
          {giftCards.map((card) => (
            <li key={card.code}>
              <CartForm intent="remove-gift-card">
                {(busy) => (
                  <>
                    <input type="hidden" name="gift_card_code" value={card.code} />
                    {t("cart.giftCard.current", { code: card.code, applied: card.applied.formatted, remaining: card.remaining.formatted })}{" "}
                    <button type="submit" className="button button--link" disabled={busy}>
                      {t("cart.giftCard.remove")}
                      <span className="visually-hidden"> {card.code}</span>
                    </button>
                  </>
                )}
              </CartForm>
            </li>
          ))}
        </ul>
      ) : null}
      <CartForm className="cart-code-form" aria-label={t("cart.giftCard.heading")}>
        {(busy) => (
          <>
            <label htmlFor="gift-card-code">{t("cart.giftCard.label")}</label>
            <div className="cart-code-form__row">
              <input id="gift-card-code" name="gift_card_code" type="text" autoComplete="off" maxLength={255} required />
              {/* The first submit button is also what Enter in the field sends. */}
              <button type="submit" name="intent" value="apply-gift-card" className="button button--secondary" disabled={busy}>
                {t("cart.giftCard.apply")}
              </button>
              <button type="submit" name="intent" value="check-gift-card" className="button button--link" disabled={busy}>
                {t("cart.giftCard.checkBalance")}
              </button>
            </div>
          </>
        )}
      </CartForm>
    </div>
  );
}
