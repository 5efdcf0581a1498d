/**
 * Wish lists (Magento's Wishlist, with Adobe Commerce's several named lists).
 *
 * The module's public entry: other modules and the engine's layers import it from here only.
 */
export { demoWishlistsPatch } from "./patches";
export { addItems, countItems, itemsToMove, listItems, moveItemsToCart, removeItems, updateItems, type WishlistItemRecord, type WishlistUserError } from "./wishlistItems";
export { createWishlist, deleteWishlist, findWishlist, listWishlists, readWishlistSettings, requireWishlist, updateWishlist, WISHLIST_MESSAGES, type WishlistRecord, type WishlistSettings } from "./wishlists";
