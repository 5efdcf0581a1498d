import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useStoreCode } from "~/hooks/use-store-layout";
import { PROVIDER_NAMES } from "~/lib/social/providers";
import type { SignInMethodsView } from "~/lib/social/sign-in-methods";
import { storeHref } from "~/lib/store-view";


/**
 * Account information's "Sign-in methods": each provider the shop offers, connected or not.
 * Disconnect is offered only while the account keeps another way in (a password, or another
 * provider); Connect goes through the provider and back here.
 */
export function SignInMethods({ methods, locale }: { methods: SignInMethodsView; locale: string }) {
  const { t } = useTranslation();
  const storeCode = useStoreCode();
  const here = storeHref(storeCode, "/account-information");
  const connected = methods.providers.filter((entry) => entry.linkedAt).length;
  const otherWayIn = (count: number) => methods.passwordSet || count > 1;
  return (
    <section className="account-page__panel" aria-labelledby="account-sign-in-methods-heading">
      <h2 id="account-sign-in-methods-heading">{t("social.sections.methods")}</h2>
      <ul className="sign-in-methods">
        {methods.providers.map(({ provider, linkedAt }) => {
          const name = PROVIDER_NAMES[provider];
          return (
            <li key={provider} className="sign-in-methods__item">
              {linkedAt ? (
                <>
                  <span>{t("social.methods.connected", { provider: name, date: new Date(linkedAt).toLocaleDateString(locale, { dateStyle: "medium" }) })}</span>
                  {otherWayIn(connected) ? (
                    <Form method="post">
                      <input type="hidden" name="provider" value={provider} />
                      <SubmitButton intent="disconnect" className="button button--secondary" label={t("social.actions.disconnect", { provider: name })} pendingLabel={t("account.actions.saving")} />
                    </Form>
                  ) : (
                    <span className="sign-in-methods__note">{t("social.methods.onlyWayIn")}</span>
                  )}
                </>
              ) : (
                <>
                  <span>{t("social.methods.notConnected", { provider: name })}</span>
                  <a className="button button--secondary" href={`${storeHref(storeCode, `/sign-in/${provider}`)}?${new URLSearchParams({ redirect: here })}`}>
                    {t("social.actions.connect", { provider: name })}
                  </a>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** For an account without a password (made through a provider): a button that emails a link to set one. */
export function SetPassword() {
  const { t } = useTranslation();
  return (
    <section className="account-page__panel" aria-labelledby="account-password-heading">
      <h2 id="account-password-heading">{t("account.sections.password")}</h2>
      <p>{t("social.intro.setPassword")}</p>
      <Form method="post" className="account-form">
        <SubmitButton intent="set-password" label={t("social.actions.setPassword")} pendingLabel={t("account.actions.sending")} />
      </Form>
    </section>
  );
}
