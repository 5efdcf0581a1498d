/**
 * Wish lists in Magento's shapes (WishlistGraphQl, and Adobe Commerce's MultipleWishlistGraphQl for
 * named lists): `Customer.wishlists` / `wishlist_v2`, the item mutations, moving items to the
 * customer's cart, and creating, renaming and deleting lists. With `wishlist/general/active` off
 * every one of them answers Magento's "The wishlist configuration is currently disabled."; a guest
 * gets "The current user cannot perform operations on wishlist". A list or item of another
 * customer is answered exactly as an unknown id.
 */
import { authorizationError, inputError } from "../../lib/errors";
import { encodeUid } from "../../lib/uid";
import { customerCartId } from "../../modules/cart";
import { addItems, countItems, createWishlist, deleteWishlist, findWishlist, itemsToMove, listItems, listWishlists, moveItemsToCart, readWishlistSettings, removeItems, requireWishlist, updateItems, updateWishlist, WISHLIST_MESSAGES, type WishlistItemRecord, type WishlistRecord, type WishlistSettings, type WishlistUserError } from "../../modules/wishlist";
import type { GraphQLContext } from "../context";
import type {
  CustomerWishlist_V2Args,
  CustomerWishlistsArgs,
  MutationAddProductsToWishlistArgs,
  MutationAddWishlistItemsToCartArgs,
  MutationCreateWishlistArgs,
  MutationDeleteWishlistArgs,
  MutationRemoveProductsFromWishlistArgs,
  MutationUpdateProductsInWishlistArgs,
  MutationUpdateWishlistArgs,
  WishlistItems_V2Args,
} from "../generated/schema";
import type { ResolverMap } from "./types";

const magentoDate = (date: Date) => date.toISOString().replace("T", " ").slice(0, 19);

/** The store view's wish-list settings; Magento's disabled error when wish lists are off. */
async function enabledSettings(ctx: GraphQLContext): Promise<WishlistSettings> {
  const settings = await readWishlistSettings(ctx.setting);
  if (!settings.enabled) throw inputError(WISHLIST_MESSAGES.disabled);
  return settings;
}

/** The signed-in customer's id (checked after the setting, in Magento's order). */
async function wishlistCustomer(ctx: GraphQLContext): Promise<{ customerId: number; settings: WishlistSettings }> {
  const settings = await enabledSettings(ctx);
  if (!ctx.customer) throw authorizationError(WISHLIST_MESSAGES.guest);
  return { customerId: ctx.customer.id, settings };
}

function paging(args: { currentPage?: number | null; pageSize?: number | null }): { currentPage: number; pageSize: number } {
  const currentPage = args.currentPage ?? 1;
  const pageSize = args.pageSize ?? 20;
  if (currentPage < 1) throw inputError("currentPage value must be greater than 0.");
  if (pageSize < 1) throw inputError("pageSize value must be greater than 0.");
  return { currentPage, pageSize };
}

function userErrors(errors: readonly WishlistUserError[]) {
  return errors.map((error) => ({ code: error.code, message: error.message }));
}

/** The list as it is after a write. */
async function reread(ctx: GraphQLContext, customerId: number, list: WishlistRecord): Promise<WishlistRecord> {
  return (await findWishlist(ctx.services.db, customerId, list.id)) ?? list;
}

export const wishlistResolvers: ResolverMap = {
  Customer: {
    wishlists: async (customer: { id: number }, args: CustomerWishlistsArgs, ctx: GraphQLContext) => {
      await enabledSettings(ctx);
      const { currentPage, pageSize } = paging(args);
      const lists = await listWishlists(ctx.services.db, customer.id);
      return lists.slice((currentPage - 1) * pageSize, currentPage * pageSize);
    },
    wishlist_v2: async (customer: { id: number }, args: CustomerWishlist_V2Args, ctx: GraphQLContext) => {
      await enabledSettings(ctx);
      return findWishlist(ctx.services.db, customer.id, args.id);
    },
  },

  Wishlist: {
    id: (list: WishlistRecord) => String(list.id),
    name: (list: WishlistRecord) => list.name,
    visibility: (list: WishlistRecord) => list.visibility,
    sharing_code: (list: WishlistRecord) => list.sharingCode,
    updated_at: (list: WishlistRecord) => magentoDate(list.updatedAt),
    items_count: async (list: WishlistRecord, _: unknown, ctx: GraphQLContext) => (await countItems(ctx.services.db, [list.id])).get(list.id) ?? 0,
    items_v2: async (list: WishlistRecord, args: WishlistItems_V2Args, ctx: GraphQLContext) => {
      const page = paging(args);
      const [items, counts] = await Promise.all([
        listItems(ctx.services.db, ctx.store.id, list.id, page),
        countItems(ctx.services.db, [list.id]),
      ]);
      const total = counts.get(list.id) ?? 0;
      return {
        items,
        page_info: { current_page: page.currentPage, page_size: page.pageSize, total_pages: Math.ceil(total / page.pageSize) },
      };
    },
  },

  WishlistItemInterface: {
    __resolveType: (item: WishlistItemRecord) => (item.productType === "configurable" ? "ConfigurableWishlistItem" : "SimpleWishlistItem"),
  },

  Mutation: {
    addProductsToWishlist: async (_: unknown, args: MutationAddProductsToWishlistArgs, ctx: GraphQLContext) => {
      const { customerId } = await wishlistCustomer(ctx);
      const list = await requireWishlist(ctx.services.db, customerId, args.wishlistId);
      const errors = await addItems(ctx.services.db, list, args.wishlistItems);
      return { wishlist: await reread(ctx, customerId, list), user_errors: userErrors(errors) };
    },

    removeProductsFromWishlist: async (_: unknown, args: MutationRemoveProductsFromWishlistArgs, ctx: GraphQLContext) => {
      const { customerId } = await wishlistCustomer(ctx);
      const list = await requireWishlist(ctx.services.db, customerId, args.wishlistId);
      const errors = await removeItems(ctx.services.db, list, args.wishlistItemsIds);
      return { wishlist: await reread(ctx, customerId, list), user_errors: userErrors(errors) };
    },

    updateProductsInWishlist: async (_: unknown, args: MutationUpdateProductsInWishlistArgs, ctx: GraphQLContext) => {
      const { customerId } = await wishlistCustomer(ctx);
      const list = await requireWishlist(ctx.services.db, customerId, args.wishlistId);
      const errors = await updateItems(ctx.services.db, list, args.wishlistItems);
      return { wishlist: await reread(ctx, customerId, list), user_errors: userErrors(errors) };
    },

    addWishlistItemsToCart: async (_: unknown, args: MutationAddWishlistItemsToCartArgs, ctx: GraphQLContext) => {
      const { customerId } = await wishlistCustomer(ctx);
      if (!String(args.wishlistId ?? "").trim()) throw inputError('"wishlistId" value should be specified');
      const list = await requireWishlist(ctx.services.db, customerId, args.wishlistId);
      const itemIds = await itemsToMove(ctx.services.db, list, args.wishlistItemIds);
      const cartId = await customerCartId(ctx.services.db, ctx.services.carts, ctx.store, customerId);
      const errors = await ctx.services.carts.withCart(ctx.store, cartId, customerId, (tx, cart) => moveItemsToCart(tx, ctx.store, cart, list, itemIds));
      return {
        wishlist: await reread(ctx, customerId, list),
        status: errors.length === 0,
        add_wishlist_items_to_cart_user_errors: errors.map((error) => ({
          code: error.code,
          message: error.message,
          wishlistId: String(error.wishlistId),
          wishlistItemId: String(error.wishlistItemId),
        })),
      };
    },

    createWishlist: async (_: unknown, args: MutationCreateWishlistArgs, ctx: GraphQLContext) => {
      const { customerId, settings } = await wishlistCustomer(ctx);
      return { wishlist: await createWishlist(ctx.services.db, customerId, settings, args.input) };
    },

    updateWishlist: async (_: unknown, args: MutationUpdateWishlistArgs, ctx: GraphQLContext) => {
      const { customerId } = await wishlistCustomer(ctx);
      const list = await updateWishlist(ctx.services.db, customerId, args.wishlistId, { name: args.name, visibility: args.visibility });
      return { uid: String(list.id), name: list.name, visibility: list.visibility };
    },

    deleteWishlist: async (_: unknown, args: MutationDeleteWishlistArgs, ctx: GraphQLContext) => {
      const { customerId, settings } = await wishlistCustomer(ctx);
      return { status: true, wishlists: await deleteWishlist(ctx.services.db, customerId, settings, args.wishlistId) };
    },
  },
};

/** Fields both wish-list item types share. */
const wishlistItemFields = {
  id: (item: WishlistItemRecord) => String(item.id),
  quantity: (item: WishlistItemRecord) => item.qty,
  description: (item: WishlistItemRecord) => item.description,
  added_at: (item: WishlistItemRecord) => magentoDate(item.addedAt),
  product: async (item: WishlistItemRecord, _: unknown, ctx: GraphQLContext) => (await ctx.productLoaders().byId.load(item.productId)) ?? null,
  customizable_options: () => [],
};

wishlistResolvers["SimpleWishlistItem"] = wishlistItemFields;
wishlistResolvers["ConfigurableWishlistItem"] = {
  ...wishlistItemFields,
  configured_variant: async (item: WishlistItemRecord, _: unknown, ctx: GraphQLContext) =>
    item.variantId === null ? null : ((await ctx.productLoaders().byId.load(item.variantId)) ?? null),
  configurable_options: (item: WishlistItemRecord) =>
    item.options.map((option) => ({
      configurable_product_option_uid: encodeUid(`configurable/${option.attributeId}`),
      configurable_product_option_value_uid: option.uid,
      id: option.attributeId,
      value_id: option.optionId,
      option_label: option.attributeLabel,
      value_label: option.valueLabel,
    })),
};
