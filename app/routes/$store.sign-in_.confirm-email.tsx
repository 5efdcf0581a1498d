import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { useTranslation } from "~/lib/translation/use-translation";
import { accountStylesheets } from "~/components/account/stylesheets";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useStoreCode } from "~/hooks/use-store-layout";
import { emailedLink, LINK_CODES } from "~/lib/emailed-link";
import { requireBackendFeature } from "~/lib/magento/backend-features.server";
import { pageHeaders } from "~/lib/page-headers";
import { privatePageMeta } from "~/lib/page-meta";
import { shopFor } from "~/lib/shop/shop.server";
import { confirmEmail } from "~/lib/social/backend.server";
import { createAndSignIn, pendingSignIn } from "~/lib/social/social-sign-in.server";
import { storeHref } from "~/lib/store-view";

export const meta = privatePageMeta;

export const headers = pageHeaders;

export const links = accountStylesheets;

/**
 * `/{store}/sign-in/confirm-email?id=&code=`: the link emailed to a shopper whose provider gave no
 * email. Opening it changes nothing (a mail scanner may fetch it); its one button confirms the
 * address, creates the account from the provider's identity, links it and signs in. An address that
 * has an account by then goes on to that account's password instead.
 *
 * Only in the browser that asked for the link (its session holds the email step for the same
 * provider and subject): anywhere else nothing is created. Otherwise someone whose provider gave no
 * email could type a stranger's address, and the stranger's one click on an email they never asked
 * for would make an account on their address that the other person's identity opens.
 */
export async function loader(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  await requireBackendFeature(shop.context, "socialSignIn");
  const link = emailedLink(new URL(args.request.url).searchParams, LINK_CODES.emailConfirmation);
  const problem = !link ? "social.errors.linkInvalid" : !pendingSignIn(shop, "email") ? "social.errors.otherBrowser" : null;
  return shop.privateJson({ title: shop.t("social.titles.confirmEmail"), link, problem }, { status: problem ? 400 : 200 });
}

export async function action(args: ActionFunctionArgs) {
  const shop = await shopFor(args);
  await requireBackendFeature(shop.context, "socialSignIn");
  const link = emailedLink(await args.request.formData(), LINK_CODES.emailConfirmation);
  if (!link) return shop.privateJson({ problem: "social.errors.linkInvalid" }, { status: 400 });
  const pending = pendingSignIn(shop, "email");
  // Checked before the link is used, so it still works in the right browser.
  if (!pending) return shop.privateJson({ problem: "social.errors.otherBrowser" }, { status: 400 });
  const confirmed = await confirmEmail(shop, link.id, link.code);
  if (!confirmed) return shop.privateJson({ problem: "social.errors.linkInvalid" }, { status: 400 });
  if (confirmed.provider !== pending.provider || confirmed.subject !== pending.subject) {
    return shop.privateJson({ problem: "social.errors.otherBrowser" }, { status: 400 });
  }
  return createAndSignIn(shop, { ...confirmed, returnTo: pending.returnTo });
}

export default function SocialConfirmEmailRoute() {
  const { link, problem } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const storeCode = useStoreCode();
  const { t } = useTranslation();
  const shown = result?.problem ?? problem;
  return (
    <div className="account-page">
      <h1 className="account-page__title">{t("social.titles.confirmEmail")}</h1>
      {shown ? (
        <div className="form-field__errors" role="alert">
          <p className="form-field__error">{t(shown)}</p>
        </div>
      ) : null}
      {link && !shown ? (
        <Form method="post" className="account-form">
          <p>{t("social.intro.confirmEmail")}</p>
          <input type="hidden" name="id" value={link.id} />
          <input type="hidden" name="code" value={link.code} />
          <SubmitButton label={t("social.actions.confirmEmail")} />
        </Form>
      ) : null}
      <p className="account-form__links">
        <Link to={storeHref(storeCode, "/sign-in")}>{t("account.actions.backToSignIn")}</Link>
      </p>
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
