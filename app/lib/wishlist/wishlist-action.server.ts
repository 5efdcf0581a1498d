import { parseWithZod } from "@conform-to/zod";
import type { SignedInCustomer } from "~/lib/customer/sign-in.server";
import type { Shop } from "~/lib/shop/shop.server";
import { wishlistFormSchema } from "~/lib/wishlist/forms";
import type { WishlistFormActionData, WishlistIntent, WishlistMessage, WishlistSettings } from "~/lib/wishlist/types";
import {
  createWishlist,
  deleteWishlist,
  moveWishlistItemToCart,
  removeWishlistItem,
  updateWishlist,
  type WishlistFailure,
} from "~/lib/wishlist/wishlists.server";

/** What the page's action does next: back to the page with a message, the form with its mistakes, or sign in again. */
export type WishlistActionOutcome =
  | { kind: "done"; message: WishlistMessage }
  | { kind: "invalid"; data: WishlistFormActionData }
  | { kind: "signed-out" };

const FAILURE_KEYS: Record<Exclude<WishlistFailure, "signed-out">, string> = {
  disabled: "wishlist.disabled",
  "not-found": "wishlist.errors.notFound",
  limit: "wishlist.errors.limit",
  "is-default": "wishlist.errors.isDefault",
  "name-taken": "wishlist.errors.nameTaken",
  product: "wishlist.errors.product",
  failed: "wishlist.errors.failed",
};

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value.trim() : "");
const done = (type: WishlistMessage["type"], key: string, values?: WishlistMessage["values"]): WishlistActionOutcome => ({
  kind: "done",
  message: { type, key, values },
});
const failed = (reason: WishlistFailure): WishlistActionOutcome => (reason === "signed-out" ? { kind: "signed-out" } : done("error", FAILURE_KEYS[reason]));

/**
 * The signed-in intents of `/{store}/wishlist` (everything but `add`): remove and move-to-cart an
 * item (`wishlist_id`, `item_id`), create a list, rename it or change its visibility (`id`, `name`,
 * `visibility`), delete it (`id`). Creating is refused here too when the store does not allow
 * another list, whatever the form said.
 */
export async function runWishlistAction(
  shop: Shop,
  customer: SignedInCustomer,
  intent: Exclude<WishlistIntent, "add">,
  form: FormData,
  settings: WishlistSettings,
  listCount: () => Promise<number>,
): Promise<WishlistActionOutcome> {
  const { client } = customer;
  const { t } = shop;
  const wishlistId = text(form.get(intent === "remove" || intent === "move-to-cart" ? "wishlist_id" : "id"));
  if (intent === "remove" || intent === "move-to-cart") {
    const itemId = text(form.get("item_id"));
    if (!wishlistId || !itemId) return failed("not-found");
    if (intent === "remove") {
      const written = await removeWishlistItem(client, wishlistId, itemId);
      return written.ok ? done("success", "wishlist.flash.removed") : failed(written.reason);
    }
    const moved = await moveWishlistItemToCart(shop, wishlistId, itemId);
    if (moved.ok) return done("success", "wishlist.flash.moved");
    if (moved.reason === "refused") return done("error", `wishlist.errors.moveToCart.${moved.code}`);
    return failed(moved.reason);
  }
  if (intent === "delete") {
    if (!wishlistId) return failed("not-found");
    const written = await deleteWishlist(client, wishlistId);
    return written.ok ? done("success", "wishlist.flash.deleted") : failed(written.reason);
  }

  // create / update: the name and visibility form.
  if (intent === "update" && !wishlistId) return failed("not-found");
  if (intent === "create" && (!settings.multiple || (await listCount()) >= settings.maxLists)) return failed("limit");
  const submission = parseWithZod(form, { schema: wishlistFormSchema(t) });
  const invalid = (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }): WishlistActionOutcome => ({
    kind: "invalid",
    data: { intent, id: intent === "update" ? wishlistId : null, result: submission.reply(options) },
  });
  /** A refusal about what was typed goes back next to the field; the rest becomes a flash. */
  const refused = (reason: WishlistFailure): WishlistActionOutcome => {
    if (reason === "name-taken") return invalid({ fieldErrors: { name: [t(FAILURE_KEYS["name-taken"])] } });
    if (reason === "failed") return invalid({ formErrors: [t(FAILURE_KEYS.failed)] });
    return failed(reason);
  };
  if (submission.status !== "success") return invalid();
  const { name, visibility } = submission.value;
  if (intent === "create") {
    const created = await createWishlist(client, name, visibility);
    return created.ok ? done("success", "wishlist.flash.created", { name }) : refused(created.reason);
  }
  const updated = await updateWishlist(client, wishlistId, name, visibility);
  return updated.ok ? done("success", "wishlist.flash.updated", { name }) : refused(updated.reason);
}
