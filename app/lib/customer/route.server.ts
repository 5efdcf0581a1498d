import { json, redirect, type AppLoadContext } from "@remix-run/node";
import { i18nServer } from "~/lib/i18n.server";
import type { Translate } from "~/lib/forms/messages";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { commitShopperSession, getShopperSession, type ShopperSession } from "~/lib/session.server";
import { requireStoreView } from "~/lib/store-view.server";

/** Account pages are the shopper's own: never cached, never shared. */
export const PRIVATE = "private, no-store";

/** What every account route starts from: the store view, the session and the server's `t`. */
export async function accountScope(request: Request, context: AppLoadContext) {
  const [storeView, session, fixedT] = await Promise.all([
    requireStoreView(request, context).catch(throwBackendFailure),
    getShopperSession(request),
    i18nServer.getFixedT(request),
  ]);
  const t: Translate = (key, values) => fixedT(key, values ?? {});
  return { storeView, storeCode: storeView.code, session, t };
}

/** 303 (a POST is followed by a GET) with the session written. */
export async function redirectWithSession(location: string, session: ShopperSession): Promise<Response> {
  return redirect(location, { status: 303, headers: { "Cache-Control": PRIVATE, "Set-Cookie": await commitShopperSession(session) } });
}

/** A private JSON answer with the session written (a form's errors, a page's data). */
export async function jsonWithSession<T>(data: T, session: ShopperSession, status = 200) {
  return json(data, { status, headers: { "Cache-Control": PRIVATE, "Set-Cookie": await commitShopperSession(session) } });
}
