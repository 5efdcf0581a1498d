import type { ToastInput } from "~/lib/toasts/toast-store";
import type { FlashMessage } from "~/lib/shop/shopper-session.server";

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The toast a server flash becomes once JS runs: the same text in the store view's language, its
 * link as the toast's action. Errors stay until dismissed: a shopper who looked away must still
 * learn that what they sent did not go through (successes go after the default 5 s).
 */
export function flashToast(flash: FlashMessage, t: Translate, navigate: (href: string) => void): ToastInput {
  const link = flash.link;
  return {
    type: flash.type,
    message: t(flash.key, flash.values),
    ...(flash.type === "error" ? { timeout: false } : {}),
    ...(link ? { actionText: t(link.key), onAction: () => navigate(link.href) } : {}),
  };
}
