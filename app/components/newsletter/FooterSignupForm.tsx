import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { HoneypotInputs, HoneypotProvider } from "remix-utils/honeypot/react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { storeHref } from "~/lib/store-view";

/**
 * The footer's email signup: a plain form that posts to `/{store}/email-signup`, which answers
 * with the outcome (and the typed email, with its message, when something is wrong). It costs the
 * page nothing: no loader, no backend call. `honeypot` is the layout's (null for a signed-in
 * shopper, whom the action does not ask for one).
 */
export function FooterSignupForm({ storeCode, honeypot }: { storeCode: string; honeypot: HoneypotInputProps | null }) {
  const { t } = useTranslation();
  return (
    <section className="footer-signup" aria-labelledby="footer-signup-heading">
      <h2 id="footer-signup-heading" className="footer-signup__heading">
        {t("newsletter.footerHeading")}
      </h2>
      <p className="footer-signup__intro">{t("newsletter.footerIntro")}</p>
      <Form method="post" action={storeHref(storeCode, "/email-signup")} noValidate className="footer-signup__form">
        <label htmlFor="footer-signup-email" className="footer-signup__label">
          {t("newsletter.email")}
        </label>
        <input id="footer-signup-email" name="email" type="email" autoComplete="email" className="footer-signup__input" maxLength={255} />
        {honeypot ? (
          <HoneypotProvider {...honeypot}>
            <HoneypotInputs label={t("account.honeypot")} />
          </HoneypotProvider>
        ) : null}
        <button type="submit" className="button footer-signup__submit">
          {t("newsletter.subscribe")}
        </button>
      </Form>
    </section>
  );
}
