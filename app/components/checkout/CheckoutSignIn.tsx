import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { SocialSignIn } from "~/components/account/SocialSignIn";
import { signInPath } from "~/lib/customer/redirect-target";
import { storeHref } from "~/lib/store-view";

/**
 * Checkout's sign-in step for a guest: sign in (by email, or with a provider) and come straight
 * back to checkout with the cart merged, or go on as a guest below.
 */
export function CheckoutSignIn({ storeCode }: { storeCode: string }) {
  const { t } = useTranslation();
  const checkout = storeHref(storeCode, "/checkout");
  return (
    <section className="checkout-sign-in" aria-labelledby="checkout-sign-in-title">
      <h3 id="checkout-sign-in-title">{t("checkout.signIn.title")}</h3>
      <p>
        <Link to={signInPath(storeCode, checkout)}>{t("checkout.signIn.link")}</Link>
      </p>
      <SocialSignIn returnTo={checkout} />
      <p className="checkout-sign-in__guest">{t("checkout.signIn.guest")}</p>
    </section>
  );
}
