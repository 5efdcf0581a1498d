import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { SubmitButton } from "~/components/forms/SubmitButton";
import type { Subscription } from "~/lib/customer/newsletter.server";
import { storeHref } from "~/lib/store-view";
import { useStoreCode } from "~/hooks/use-store-layout";

/**
 * `/{store}/communications`: whether the customer gets the newsletter, one checkbox and a save
 * button (a plain POST; the result comes back as a flash).
 */
export function CommunicationsPage({ subscription }: { subscription: Subscription }) {
  const storeCode = useStoreCode();
  const { t } = useTranslation();
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
        <SubmitButton className="button button--primary" label={t("accountPages.communications.save")} pendingLabel={t("accountPages.communications.saving")} />
      </Form>
    </div>
  );
}
