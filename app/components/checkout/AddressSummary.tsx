import type { CheckoutAddress } from "~/lib/checkout/types";

/** An address as a shopper reads it on an envelope (Thai order: street, district, province, postcode). */
export function AddressSummary({ address, email }: { address: CheckoutAddress; email?: string }) {
  return (
    <address className="address-summary">
      <span>
        {address.firstname} {address.lastname}
      </span>
      {address.street.map((line) => (
        <span key={line}>{line}</span>
      ))}
      <span>
        {address.city}, {address.region ?? address.regionCode} {address.postcode}
      </span>
      <span>{address.telephone}</span>
      {email ? <span>{email}</span> : null}
    </address>
  );
}
