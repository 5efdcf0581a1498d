import { useTranslation } from "~/lib/translation/use-translation";
import { useStoreCode, useStoreLayoutData } from "~/hooks/use-store-layout";
import { PROVIDER_NAMES, type SocialProviderId } from "~/lib/social/providers";
import { storeHref } from "~/lib/store-view";

/**
 * "Continue with Google / Facebook / LINE": one plain link per provider that is on, to
 * `/{store}/sign-in/{provider}?redirect=<page>`, which sends the shopper to the provider (a full
 * page load, so it works the same with and without JavaScript). Nothing when no provider is on.
 */
export function SocialSignIn({ returnTo, providers: given }: { returnTo: string | null; providers?: SocialProviderId[] }) {
  const { t } = useTranslation();
  const storeCode = useStoreCode();
  const layout = useStoreLayoutData();
  const providers = given ?? layout?.account.socialProviders ?? [];
  if (providers.length === 0) return null;
  const query = returnTo ? `?${new URLSearchParams({ redirect: returnTo })}` : "";
  return (
    <div className="social-sign-in">
      <p className="social-sign-in__or">{t("social.or")}</p>
      <ul className="social-sign-in__list">
        {providers.map((provider) => (
          <li key={provider}>
            <a className={`button button--secondary social-sign-in__button social-sign-in__button--${provider}`} href={`${storeHref(storeCode, `/sign-in/${provider}`)}${query}`}>
              {t("social.actions.continueWith", { provider: PROVIDER_NAMES[provider] })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
