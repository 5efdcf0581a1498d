import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { requireBackendFeature } from "~/lib/magento/backend-features.server";
import { emailedLink, LINK_CODES } from "~/lib/emailed-link";
import { followNewsletterLink, type LinkAction } from "~/lib/newsletter/signup.server";
import { shopFor } from "~/lib/shop/shop.server";

/**
 * The two pages behind the links of newsletter emails, at Magento's own paths under the store
 * view: `/{store}/newsletter/subscriber/confirm?id=&code=` and `…/unsubscribe?id=&code=`. Opening
 * the link (GET) changes nothing: it shows one button, and pressing it (POST) does the work, so a
 * mail client or a virus scanner that fetches links cannot confirm or unsubscribe anyone
 * (docs/decisions/028). On a backend without the engine's extension the pages do not exist (404).
 */
export function newsletterLinkLoader(action: LinkAction) {
  return async (args: LoaderFunctionArgs) => {
    const shop = await shopFor(args);
    await requireBackendFeature(shop.context, "newsletterLinks");
    const link = emailedLink(new URL(args.request.url).searchParams, LINK_CODES.newsletter);
    return shop.privateJson(
      { title: shop.t(`newsletter.${action}.title`), link, problem: link ? null : "newsletter.link.invalid" },
      { status: link ? 200 : 400 },
    );
  };
}

export function newsletterLinkAction(action: LinkAction) {
  return async (args: ActionFunctionArgs) => {
    const shop = await shopFor(args);
    await requireBackendFeature(shop.context, "newsletterLinks");
    const link = emailedLink(await args.request.formData(), LINK_CODES.newsletter);
    if (!link) return shop.privateJson({ done: false, problem: "newsletter.link.invalid" }, { status: 400 });
    const outcome = await followNewsletterLink(shop.guestClient(), action, link);
    if (!outcome.ok) return shop.privateJson({ done: false, problem: outcome.key }, { status: 400 });
    return shop.privateJson({ done: true, problem: null });
  };
}
