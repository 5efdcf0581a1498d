import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Subscription } from "~/lib/customer/newsletter.server";
import { storeHref } from "~/lib/store-view";

/**
 * `/{store}/communications`: whether the customer gets the newsletter, one checkbox and a save
 * button (a plain POST; the result comes back as a flash).
 */
export function CommunicationsPage({ subscription, storeCode }: { subscription: Subscription; storeCode: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  return (
    <div className="communications">
      <h1>{t("accountPages.communications.title")}</h1>
      <Form method="post" action={storeHref(storeCode, "/communications")} className="communications__form">
        <fieldset className="communications__group">
          <legend>{t("accountPages.communications.newsletter")}</legend>
          <p id="communications-hint">{t("accountPages.communications.intro", { email: subscription.email })}</p>
          <div className="address-book__checkbox">
            <input
              type="checkbox"
              id="communications-subscribed"
              name="subscribed"
              defaultChecked={subscription.subscribed}
              key={String(subscription.subscribed)}
              aria-describedby="communications-hint"
            />
            <label htmlFor="communications-subscribed">{t("accountPages.communications.subscribe")}</label>
          </div>
        </fieldset>
        <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending || undefined}>
          {pending ? t("accountPages.communications.saving") : t("accountPages.communications.save")}
        </button>
      </Form>
    </div>
  );
}
