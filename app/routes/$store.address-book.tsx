import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AddressBookPage } from "~/components/account/AddressBookPage";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { loadProvinces } from "~/lib/checkout/provinces.server";
import {
  addressBookEntrySchema,
  addressBookIntentOf,
  addressIdOf,
  type AddressBookActionData,
  type AddressBookPageData,
} from "~/lib/customer/address-book";
import {
  addAddress,
  deleteAddress,
  isSignedOutError,
  loadAddresses,
  setDefaultAddress,
  signInAgain,
  toCustomerAddressInput,
  updateAddress,
  type AddressWrite,
  type AddressWriteFailure,
} from "~/lib/customer/addresses.server";
import { requireCustomer } from "~/lib/customer/session.server";
import { i18nServer } from "~/lib/i18n.server";
import { pageHeaders } from "~/lib/page-headers";
import { privatePageMeta } from "~/lib/page-meta";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { commitShopperSession, type ShopperSession } from "~/lib/session.server";
import { storeHref } from "~/lib/store-view";
import { requireStoreView } from "~/lib/store-view.server";
import { accountStylesheets } from "~/components/account/stylesheets";
import { PRIVATE } from "~/lib/customer/route.server";

/** The customer's own addresses: never indexed, never cached. */
export const meta = privatePageMeta;

export const headers = pageHeaders;

export const links = accountStylesheets;

/** The province list for the form; without it the form still works (the backend checks the code). */
function provincesOrNone(context: LoaderFunctionArgs["context"], storeCode: string) {
  return loadProvinces(context, storeCode).catch(() => []);
}

/**
 * `/{store}/address-book` (signed in only): the saved addresses, `?edit=ID` opens one in the form,
 * `?delete=ID` asks before deleting (works without JS).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const storeView = await requireStoreView(request, context).catch(throwBackendFailure);
  const customer = await requireCustomer(request, context, storeView.code);
  const [provinces, t] = await Promise.all([provincesOrNone(context, storeView.code), i18nServer.getFixedT(request)]);
  const path = storeHref(storeView.code, "/address-book");
  const addresses = await loadAddresses(customer.client, provinces).catch(async (error: unknown) => {
    if (isSignedOutError(error)) throw await signInAgain(context, storeView.code, customer.session, path);
    return throwBackendFailure(error);
  });
  const query = new URL(request.url).searchParams;
  const known = (id: number | null) => (id !== null && addresses.some((address) => address.id === id) ? id : null);
  const page: AddressBookPageData = {
    storeCode: storeView.code,
    addresses,
    provinces,
    editing: known(addressIdOf(query.get("edit"))),
    deleting: known(addressIdOf(query.get("delete"))),
  };
  return json({ page, title: t("accountPages.addressBook.title") }, { headers: { "Cache-Control": PRIVATE } });
}

const FAILURE_KEYS: Record<Exclude<AddressWriteFailure, "signed-out">, string> = {
  "not-found": "accountPages.addressBook.errors.notFound",
  "is-default": "accountPages.addressBook.errors.isDefault",
  failed: "accountPages.addressBook.errors.failed",
};

/**
 * One action for the page's forms, by `intent`: `add`, `update` (with `id`), `delete` (`id`),
 * `set-default` (`id`, `kind` shipping or billing). Done → 303 back to the page with a flash; an
 * address with mistakes → 400 with conform's reply (messages next to the fields, values kept).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const storeView = await requireStoreView(request, context).catch(throwBackendFailure);
  const customer = await requireCustomer(request, context, storeView.code);
  const [formData, t] = await Promise.all([request.formData(), i18nServer.getFixedT(request)]);
  const path = storeHref(storeView.code, "/address-book");
  const session = customer.session;
  const intent = addressBookIntentOf(formData.get("intent"));
  const id = addressIdOf(formData.get("id"));
  const back = (written: AddressWrite, doneKey: string) => {
    if (written.ok) session.flash("flash", { type: "success", key: doneKey });
    else if (written.reason !== "signed-out") session.flash("flash", { type: "error", key: FAILURE_KEYS[written.reason] });
    return backToPage(path, session);
  };

  if (intent === "delete" || intent === "set-default") {
    const kind = formData.get("kind") === "billing" ? "billing" : "shipping";
    const written: AddressWrite =
      id === null
        ? { ok: false, reason: "not-found" }
        : intent === "delete"
          ? await deleteAddress(customer.client, id)
          : await setDefaultAddress(customer.client, id, kind);
    if (!written.ok && written.reason === "signed-out") return signInAgain(context, storeView.code, session, path);
    const doneKey = intent === "delete" ? "accountPages.addressBook.flash.deleted" : `accountPages.addressBook.flash.default.${kind}`;
    return back(written, doneKey);
  }
  if (intent !== "add" && intent !== "update") return backToPage(path, session);
  if (intent === "update" && id === null) return back({ ok: false, reason: "not-found" }, "");

  const provinces = await provincesOrNone(context, storeView.code);
  const schema = addressBookEntrySchema((key, values) => t(key, values ?? {}), {
    regionCodes: provinces.length ? provinces.map((province) => province.code) : null,
  });
  const submission = parseWithZod(formData, { schema });
  const invalid = (result: AddressBookActionData["result"]) =>
    json<AddressBookActionData>({ intent, id, result }, { status: 400, headers: { "Cache-Control": PRIVATE } });
  if (submission.status !== "success") return invalid(submission.reply());
  const province = provinces.find((candidate) => candidate.code === submission.value.regionCode) ?? null;
  const input = toCustomerAddressInput(submission.value, province);
  const written = id === null || intent === "add" ? await addAddress(customer.client, input) : await updateAddress(customer.client, id, input);
  if (written.ok) return back(written, intent === "add" ? "accountPages.addressBook.flash.added" : "accountPages.addressBook.flash.updated");
  if (written.reason === "signed-out") return signInAgain(context, storeView.code, session, path);
  if (written.reason === "not-found") return back(written, "");
  return invalid(submission.reply({ formErrors: [t(FAILURE_KEYS[written.reason])] }));
}

/** 303: the browser follows with a GET of the page (no "resend the form?" on reload). */
async function backToPage(path: string, session: ShopperSession) {
  return redirect(path, { status: 303, headers: { "Cache-Control": PRIVATE, "Set-Cookie": await commitShopperSession(session) } });
}

export default function AddressBookRoute() {
  const { page } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as AddressBookActionData | undefined;
  return <AddressBookPage page={page} actionData={actionData} />;
}

export const ErrorBoundary = PageErrorBoundary;
