import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { FormField } from "~/components/forms/FormField";
import type { GiftCardCheck, GiftCardsPageData, GiftCardView } from "~/lib/gift-cards/gift-cards.server";
import { storeHref } from "~/lib/store-view";

/**
 * `/{store}/gift-cards`: the cards that paid part of the customer's orders with their balance and
 * expiry now, a "Check a gift card" form (the answer comes back on the page, the code kept), and
 * "Add to store credit" for a card with a balance. Plain POST forms: no JavaScript needed.
 */
export function GiftCardsPage({ cards, check }: { cards: GiftCardsPageData; check: GiftCardCheck | null }) {
  const { t } = useTranslation();
  const action = storeHref(cards.storeCode, "/gift-cards");
  const error = check && !check.ok ? t(`giftCardsPage.check.errors.${check.error}`, { count: "minutes" in check ? check.minutes : undefined }) : null;
  return (
    <div className="gift-cards">
      <h1>{t("giftCardsPage.title")}</h1>
      <section aria-labelledby="gift-cards-mine">
        <h2 id="gift-cards-mine">{t("giftCardsPage.mine.title")}</h2>
        {cards.cards.length === 0 ? (
          <p>{t("giftCardsPage.mine.empty")}</p>
        ) : (
          <ul className="gift-cards__list">
            {cards.cards.map((card) => (
              <li key={card.code} className="gift-cards__card">
                <GiftCardSummary card={card} action={action} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="gift-cards-check" className="gift-cards__check">
        <h2 id="gift-cards-check">{t("giftCardsPage.check.title")}</h2>
        <Form method="post" action={action} className="account-form">
          <FormField id="gift-card-code" label={t("giftCardsPage.check.code")} errors={error ? [error] : undefined} errorId="gift-card-code-error">
            <input
              id="gift-card-code"
              name="code"
              type="text"
              autoComplete="off"
              required
              maxLength={64}
              defaultValue={check?.code ?? ""}
              key={check?.code ?? ""}
              aria-invalid={error ? true : undefined}
              aria-describedby="gift-card-code-error"
            />
          </FormField>
          <SubmitButton intent="check" label={t("giftCardsPage.check.submit")} pendingLabel={t("giftCardsPage.check.checking")} />
        </Form>
        {check?.ok ? (
          <div className="gift-cards__result" role="status">
            <GiftCardSummary card={{ code: check.code, balance: check.balance, expires: check.expires, orders: [] }} action={action} />
          </div>
        ) : null}
      </section>
    </div>
  );
}

function GiftCardSummary({ card, action }: { card: GiftCardView; action: string }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="gift-cards__code">{card.code}</p>
      <dl className="gift-cards__facts">
        <div>
          <dt>{t("giftCardsPage.balance")}</dt>
          <dd>{card.balance ? card.balance.formatted : t("giftCardsPage.usedUp")}</dd>
        </div>
        {card.balance ? (
          <div>
            <dt>{t("giftCardsPage.expires")}</dt>
            <dd>{card.expires ? <time dateTime={card.expires.iso.slice(0, 10)}>{card.expires.label}</time> : t("giftCardsPage.noExpiry")}</dd>
          </div>
        ) : null}
        {card.orders.length ? (
          <div>
            <dt>{t("giftCardsPage.usedOn")}</dt>
            <dd>{card.orders.join(", ")}</dd>
          </div>
        ) : null}
      </dl>
      {card.balance && card.balance.value > 0 ? (
        <Form method="post" action={action}>
          <input type="hidden" name="code" value={card.code} />
          <button type="submit" name="intent" value="redeem" className="button button--secondary">
            {t("giftCardsPage.redeem", { amount: card.balance.formatted })}
          </button>
        </Form>
      ) : null}
    </>
  );
}
