import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import type { SavedAddress } from "~/lib/customer/address-book";

/**
 * One saved address in the Thai order (name, street lines, district, province and postcode,
 * country, phone) with its default badges and what can be done with it: edit (`?edit=ID`), make it
 * a default, delete. Deleting asks first without JS: `?delete=ID` turns the card into the question.
 */
export function AddressBookCard({ address, pagePath, confirmingDelete }: { address: SavedAddress; pagePath: string; confirmingDelete: boolean }) {
  const { t } = useTranslation();
  const name = `${address.firstname} ${address.lastname}`.trim();
  const headingId = `address-${address.id}-name`;
  return (
    <li className="address-card" aria-labelledby={headingId}>
      <address className="address-card__address">
        <strong id={headingId}>{name}</strong>
        {address.street.map((line) => (
          <span key={line}>{line}</span>
        ))}
        <span>{[address.city, `${address.regionName} ${address.postcode}`.trim()].filter(Boolean).join(", ")}</span>
        <span>{t("checkout.fields.countryName")}</span>
        <span>{t("accountPages.addressBook.phone", { phone: address.telephone })}</span>
      </address>
      {address.defaultShipping || address.defaultBilling ? (
        <ul className="address-card__badges">
          {address.defaultShipping ? <li className="address-card__badge">{t("accountPages.addressBook.defaultShipping")}</li> : null}
          {address.defaultBilling ? <li className="address-card__badge">{t("accountPages.addressBook.defaultBilling")}</li> : null}
        </ul>
      ) : null}
      {confirmingDelete ? (
        <div className="address-card__confirm" role="group" aria-labelledby={`address-${address.id}-confirm`}>
          <p id={`address-${address.id}-confirm`}>{t("accountPages.addressBook.confirmDelete", { name })}</p>
          <Form method="post" action={pagePath} className="address-card__actions">
            <input type="hidden" name="id" value={address.id} />
            <button type="submit" name="intent" value="delete" className="button button--primary">
              {t("accountPages.addressBook.confirmDeleteYes")}
            </button>
            <Link to={pagePath} className="button button--secondary">
              {t("accountPages.addressBook.cancel")}
            </Link>
          </Form>
        </div>
      ) : (
        <div className="address-card__actions">
          <Link to={`${pagePath}?edit=${address.id}#address-form`} className="button button--secondary" aria-describedby={headingId}>
            {t("accountPages.addressBook.edit")}
          </Link>
          <Link to={`${pagePath}?delete=${address.id}`} className="button button--secondary" aria-describedby={headingId}>
            {t("accountPages.addressBook.delete")}
          </Link>
          {address.defaultShipping ? null : <DefaultForm id={address.id} kind="shipping" pagePath={pagePath} describedBy={headingId} />}
          {address.defaultBilling ? null : <DefaultForm id={address.id} kind="billing" pagePath={pagePath} describedBy={headingId} />}
        </div>
      )}
    </li>
  );
}

function DefaultForm({ id, kind, pagePath, describedBy }: { id: number; kind: "shipping" | "billing"; pagePath: string; describedBy: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" action={pagePath}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="kind" value={kind} />
      <button type="submit" name="intent" value="set-default" className="button button--secondary" aria-describedby={describedBy}>
        {t(kind === "shipping" ? "accountPages.addressBook.makeDefaultShipping" : "accountPages.addressBook.makeDefaultBilling")}
      </button>
    </Form>
  );
}
