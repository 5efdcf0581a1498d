import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { type MetaFunction, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { CmsBlocks } from "~/components/cms/CmsBlocks";
import { ContactForm } from "~/components/contact/ContactForm";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { useAccountChecks } from "~/hooks/use-account-checks";
import { constraintsOf } from "~/lib/forms/account-zod-checks";
import { contactFormEnabled, loadContactBlocks, sendContactMessage } from "~/lib/contact/contact.server";
import { contactSchema } from "~/lib/forms/contact";
import { formHoneypot, isSpam } from "~/lib/forms/honeypot.server";
import { errorPageTitle, pageTitle, storeMetaData } from "~/lib/page-meta";
import { pageHeaders } from "~/lib/page-headers";
import { shopFor } from "~/lib/shop/shop.server";
import { storeHref } from "~/lib/store-view";
import { minutesToWait } from "~/lib/throttle/attempts.server";
import { contactMessageRetryAfterMs } from "~/lib/throttle/shop-throttles.server";
import checkoutStylesheet from "~/styles/checkout.css?url";
import contactStylesheet from "~/styles/contact.css?url";

/** A public page: titled "Contact Us - {store}" and indexable. */
export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) => [
  { title: error || !data ? errorPageTitle(matches, error) : pageTitle(storeMetaData(matches)?.storeName ?? "", data.title) },
];

export const headers = pageHeaders;

/** The form fields' styles (checkout.css) and the page's layout. */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: checkoutStylesheet },
  { rel: "stylesheet", href: contactStylesheet },
];

/**
 * `/{store}/contact-us` (spec §2 "Contact us"): the contact-page CMS blocks and, when the store
 * view's `contact_enabled` is on, the form. Off, the page still answers 200 and says so politely:
 * the shop's details in the blocks remain the way to reach it.
 */
export async function loader(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  const [enabled, blocks] = await Promise.all([contactFormEnabled(shop), loadContactBlocks(shop)]);
  return shop.privateJson({
    title: shop.t("contact.title"),
    constraint: constraintsOf(contactSchema),
    enabled,
    blocks,
    honeypot: enabled ? (await formHoneypot(shop.context.settings)).getInputProps() : null,
  });
}

/**
 * Sends the message through Magento's `contactUs`, then back to the page with a thank-you flash
 * (post/redirect/get, with or without JS). Every refusal (a field, the throttle, the backend's
 * answer or its absence) comes back with what was typed and the message next to its field. A bot
 * (honeypot) is thanked too, and nothing is sent.
 */
export async function action(args: ActionFunctionArgs) {
  const shop = await shopFor(args);
  const { storeCode, session, t, context } = shop;
  const formData = await args.request.formData();
  const submission = parseWithZod(formData, { schema: contactSchema(t) });
  if (submission.status !== "success") return shop.privateJson({ result: submission.reply() }, { status: 400 });
  const thanked = async () => {
    session.flash("flash", { type: "success", key: "contact.sent" });
    return shop.redirect(storeHref(storeCode, "/contact-us"));
  };
  if (await isSpam(formData, context.settings)) return thanked();
  const retryAfterMs = await contactMessageRetryAfterMs(context);
  if (retryAfterMs > 0) {
    const formErrors = [t("contact.errors.tooMany", { count: minutesToWait(retryAfterMs) })];
    return shop.privateJson({ result: submission.reply({ formErrors }) }, { status: 429, headers: { "Retry-After": String(Math.ceil(retryAfterMs / 1000)) } });
  }
  const refused = await sendContactMessage(shop, submission.value);
  if (refused) {
    const result = refused.field ? submission.reply({ fieldErrors: { [refused.field]: [refused.message] } }) : submission.reply({ formErrors: [refused.message] });
    return shop.privateJson({ result }, { status: refused.status });
  }
  return thanked();
}

export default function ContactUsRoute() {
  const { enabled, blocks, honeypot, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const checks = useAccountChecks("contact", constraint);
  const { t } = useTranslation();
  // The thank-you redirect is a new location: a fresh, empty form (a refusal stays on this one).
  const { key: locationKey } = useLocation();
  return (
    <div className="contact-page">
      <h1 className="contact-page__title">{t("contact.title")}</h1>
      <CmsBlocks result={blocks.banner} className="contact-page__banner" />
      <div className="contact-page__columns">
        <div>
          {enabled && honeypot ? (
            <>
              <p className="contact-page__intro">{t("contact.intro")}</p>
              <ContactForm key={locationKey} lastResult={actionData?.result} honeypot={honeypot} checks={checks} />
            </>
          ) : (
            <p className="contact-page__closed" role="status">
              {t("contact.disabled")}
            </p>
          )}
        </div>
        <aside className="contact-page__details" aria-label={t("contact.title")}>
          <CmsBlocks result={blocks.sidebar} />
        </aside>
      </div>
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
