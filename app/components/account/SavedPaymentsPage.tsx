import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { SubmitButton } from "~/components/forms/SubmitButton";
import type { SavedCard } from "~/lib/saved-payments/saved-cards";

/**
 * `/{store}/saved-payments`: the customer's saved cards (brand, last four digits, expiry) and a
 * Delete for each. Deleting asks first, without JS too: `?delete=HASH` turns the card into the
 * question, and its form POSTs `intent=delete`; the answer comes back as a flash.
 */
export function SavedPaymentsPage({ cards, pagePath, confirming }: { cards: SavedCard[]; pagePath: string; confirming: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="saved-payments">
      <h1>{t("savedPayments.title")}</h1>
      {cards.length === 0 ? (
        <p className="saved-payments__empty">{t("savedPayments.empty")}</p>
      ) : (
        <ul className="saved-payments__list address-book__list">
          {cards.map((card) => (
            <SavedPaymentCard key={card.publicHash} card={card} pagePath={pagePath} confirmingDelete={confirming === card.publicHash} />
          ))}
        </ul>
      )}
      <p className="saved-payments__hint">{t("savedPayments.howToAdd")}</p>
    </div>
  );
}

function SavedPaymentCard({ card, pagePath, confirmingDelete }: { card: SavedCard; pagePath: string; confirmingDelete: boolean }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting" && navigation.formData?.get("hash") === card.publicHash;
  const headingId = `card-${card.publicHash.slice(0, 12)}`;
  const label = t("savedPayments.cardLabel", { brand: card.brand, last4: card.last4 });
  return (
    <li className="address-card saved-payments__card" aria-labelledby={headingId}>
      <p className="address-card__address">
        <strong id={headingId}>{label}</strong>
        {card.expiry ? <span>{t("savedPayments.expires", { date: card.expiry })}</span> : null}
      </p>
      {confirmingDelete ? (
        <div className="address-card__confirm" role="group" aria-labelledby={`${headingId}-confirm`}>
          <p id={`${headingId}-confirm`}>{t("savedPayments.confirmDelete", { card: label })}</p>
          <Form method="post" action={pagePath} className="address-card__actions">
            <input type="hidden" name="hash" value={card.publicHash} />
            <SubmitButton className="button button--primary" intent="delete" label={t("savedPayments.confirmDeleteYes")} pendingLabel={t("savedPayments.deleting")} pending={deleting} />
            <Link to={pagePath} className="button button--secondary">
              {t("savedPayments.cancel")}
            </Link>
          </Form>
        </div>
      ) : (
        <div className="address-card__actions">
          <Link to={`${pagePath}?delete=${encodeURIComponent(card.publicHash)}`} className="button button--secondary" aria-describedby={headingId}>
            {t("savedPayments.delete")}
          </Link>
        </div>
      )}
    </li>
  );
}
