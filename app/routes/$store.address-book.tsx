import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AddressBookPage } from "~/components/account/AddressBookPage";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { constraintsOf } from "~/lib/forms/account-zod-checks";
import { loadProvinces } from "~/lib/checkout/provinces.server";
import { addressBookEntrySchema, addressBookFormSchema } from "~/lib/customer/address-book-schema";
import {
  addressBookIntentOf,
  addressIdOf,
  type AddressBookActionData,
  type AddressBookPageData,
} from "~/lib/customer/address-book";
import { addAddress, deleteAddress, loadAddresses, setDefaultAddress, toCustomerAddressInput, updateAddress, type AddressWrite, type AddressWriteFailure } from "~/lib/customer/addresses.server";
import { isSignedOutError, requireCustomer, signInAgain } from "~/lib/customer/sign-in.server";
import { pageHeaders } from "~/lib/page-headers";
import { privatePageMeta } from "~/lib/page-meta";
import { throwBackendFailure } from "~/lib/route-errors.server";
import { shopFor, type Shop } from "~/lib/shop/shop.server";
import { storeHref } from "~/lib/store-view";
import { accountStylesheets } from "~/components/account/stylesheets";

/** The customer's own addresses: never indexed, never cached. */
export const meta = privatePageMeta;

export const headers = pageHeaders;

export const links = accountStylesheets;

/** The province list for the form; without it the form still works (the backend checks the code). */
function provincesOrNone(shop: Shop) {
  return loadProvinces(shop).catch(() => []);
}

/**
 * `/{store}/address-book` (signed in only): the saved addresses, `?edit=ID` opens one in the form,
 * `?delete=ID` asks before deleting (works without JS).
 */
export async function loader(args: LoaderFunctionArgs) {
  const shop = await shopFor(args);
  const customer = await requireCustomer(shop);
  const provinces = await provincesOrNone(shop);
  const path = storeHref(shop.storeCode, "/address-book");
  const addresses = await loadAddresses(customer.client, provinces).catch(async (error: unknown) => {
    if (isSignedOutError(error)) throw await signInAgain(shop, path);
    return throwBackendFailure(error);
  });
  const query = new URL(args.request.url).searchParams;
  const known = (id: number | null) => (id !== null && addresses.some((address) => address.id === id) ? id : null);
  const page: AddressBookPageData = {
    storeCode: shop.storeCode,
    addresses,
    provinces,
    editing: known(addressIdOf(query.get("edit"))),
    deleting: known(addressIdOf(query.get("delete"))),
    constraint: constraintsOf(addressBookFormSchema),
  };
  return shop.privateJson({ page, title: shop.t("accountPages.addressBook.title") });
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
export async function action(args: ActionFunctionArgs) {
  const shop = await shopFor(args);
  const customer = await requireCustomer(shop);
  const formData = await args.request.formData();
  const path = storeHref(shop.storeCode, "/address-book");
  const { session, t } = shop;
  const intent = addressBookIntentOf(formData.get("intent"));
  const id = addressIdOf(formData.get("id"));
  const back = (written: AddressWrite, doneKey: string) => {
    if (written.ok) session.flash("flash", { type: "success", key: doneKey });
    else if (written.reason !== "signed-out") session.flash("flash", { type: "error", key: FAILURE_KEYS[written.reason] });
    return shop.redirect(path);
  };

  if (intent === "delete" || intent === "set-default") {
    const kind = formData.get("kind") === "billing" ? "billing" : "shipping";
    const written: AddressWrite =
      id === null
        ? { ok: false, reason: "not-found" }
        : intent === "delete"
          ? await deleteAddress(customer.client, id)
          : await setDefaultAddress(customer.client, id, kind);
    if (!written.ok && written.reason === "signed-out") return signInAgain(shop, path);
    const doneKey = intent === "delete" ? "accountPages.addressBook.flash.deleted" : `accountPages.addressBook.flash.default.${kind}`;
    return back(written, doneKey);
  }
  if (intent !== "add" && intent !== "update") return shop.redirect(path);
  if (intent === "update" && id === null) return back({ ok: false, reason: "not-found" }, "");

  const provinces = await provincesOrNone(shop);
  const schema = addressBookEntrySchema(t, {
    regionCodes: provinces.length ? provinces.map((province) => province.code) : null,
  });
  const submission = parseWithZod(formData, { schema });
  const invalid = (result: AddressBookActionData["result"]) =>
    shop.privateJson<AddressBookActionData>({ intent, id, result }, { status: 400 });
  if (submission.status !== "success") return invalid(submission.reply());
  const province = provinces.find((candidate) => candidate.code === submission.value.regionCode) ?? null;
  const input = toCustomerAddressInput(submission.value, province);
  const written = id === null || intent === "add" ? await addAddress(customer.client, input) : await updateAddress(customer.client, id, input);
  if (written.ok) return back(written, intent === "add" ? "accountPages.addressBook.flash.added" : "accountPages.addressBook.flash.updated");
  if (written.reason === "signed-out") return signInAgain(shop, path);
  if (written.reason === "not-found") return back(written, "");
  return invalid(submission.reply({ formErrors: [t(FAILURE_KEYS[written.reason])] }));
}

export default function AddressBookRoute() {
  const { page } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as AddressBookActionData | undefined;
  return <AddressBookPage page={page} actionData={actionData} />;
}

export const ErrorBoundary = PageErrorBoundary;
