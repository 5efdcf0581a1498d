import { useTranslation } from "~/lib/translation/use-translation";
import { AddressBookCard } from "~/components/account/AddressBookCard";
import { AddressBookForm } from "~/components/account/AddressBookForm";
import { addressBookFormDefaults, type AddressBookActionData, type AddressBookPageData } from "~/lib/customer/address-book";
import { storeHref } from "~/lib/store-view";

/**
 * `/{store}/address-book`: the saved addresses (defaults first) and one form below them that
 * adds a new address, or edits the one chosen with `?edit=ID`.
 */
export function AddressBookPage({ page, actionData }: { page: AddressBookPageData; actionData: AddressBookActionData | undefined }) {
  const { t } = useTranslation();
  const pagePath = storeHref(page.storeCode, "/address-book");
  const editingId = actionData?.intent === "update" ? actionData.id : page.editing;
  const editing = page.addresses.find((address) => address.id === editingId) ?? null;
  const lastResult = actionData && (actionData.intent === "add" ? editing === null : actionData.id === editing?.id) ? actionData.result : undefined;
  return (
    <div className="address-book">
      <h1>{t("accountPages.addressBook.title")}</h1>
      {page.addresses.length === 0 ? (
        <p>{t("accountPages.addressBook.empty")}</p>
      ) : (
        <ul className="address-book__list" aria-label={t("accountPages.addressBook.listLabel")}>
          {page.addresses.map((address) => (
            <AddressBookCard key={address.id} address={address} pagePath={pagePath} confirmingDelete={page.deleting === address.id} />
          ))}
        </ul>
      )}
      <AddressBookForm
        key={editing ? `edit-${editing.id}` : "add"}
        editing={editing}
        defaultValue={addressBookFormDefaults(editing)}
        provinces={page.provinces}
        lastResult={lastResult}
        pagePath={pagePath}
        constraint={page.constraint}
      />
    </div>
  );
}
