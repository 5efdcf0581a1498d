import type { Language } from "~/lib/i18n";
import { siteOrigin } from "~/lib/seo/site-origin.server";
import type { StorefrontSettings } from "~/lib/settings.server";

/** Where the card form posts and what it tells the gateway (see docs/engine.md, "Sandbox card gateway"). */
export interface CardFormTarget {
  /** The gateway's tokenising endpoint. */
  action: string;
  returnUrl: string;
  cancelUrl: string;
  /** Language of the gateway's own pages (3-D Secure): it speaks Thai and English. */
  locale: "th" | "en";
  /** True when the embedded engine's sandbox answers (test cards work, nothing is charged). */
  sandbox: boolean;
}

/**
 * The card form's target. Without `PAYMENT_GATEWAY_URL` the form posts to our own origin, where
 * the embedded engine's gateway answers, and root-relative return URLs are enough; a gateway on
 * another origin needs them absolute, on the shop's public origin (which it must allow).
 */
export function cardFormTarget(
  request: Request,
  storeCode: string,
  language: Language,
  settings: Pick<StorefrontSettings, "PAYMENT_GATEWAY_URL" | "MAGENTO_URL" | "PUBLIC_URL">,
): CardFormTarget {
  const gatewayUrl = settings.PAYMENT_GATEWAY_URL;
  const origin = siteOrigin(request, settings);
  const external = gatewayUrl ? new URL(gatewayUrl).origin !== origin : false;
  const base = external ? origin : "";
  return {
    action: `${gatewayUrl ?? ""}/gateway/tokens`,
    returnUrl: `${base}/${storeCode}/creditcard/complete`,
    cancelUrl: `${base}/${storeCode}/cancellation`,
    locale: language === "th" ? "th" : "en",
    sandbox: !gatewayUrl && !settings.MAGENTO_URL,
  };
}
