import { graphql } from "~/lib/magento/generated";

/**
 * The wish list's GraphQL documents, typed against Magento's schema: Open Source's
 * `Customer.wishlists`, `addProductsToWishlist`, `removeProductsFromWishlist`,
 * `addWishlistItemsToCart`, and Adobe Commerce's named lists (`name`, `visibility`,
 * `createWishlist`, `updateWishlist`, `deleteWishlist`, the multiple-lists settings).
 */

export const WishlistSettingsQuery = graphql(`
  query WishlistSettings {
    storeConfig {
      magento_wishlist_general_is_enabled
      enable_multiple_wishlists
      maximum_number_of_wishlists
    }
  }
`);

export const WishlistProductFragment = graphql(`
  fragment WishlistProduct on ProductInterface {
    __typename
    ...LineItemProduct
    price_range {
      ...ProductPriceRange
    }
  }
`);

export const CustomerWishlistsQuery = graphql(`
  query CustomerWishlists($itemsPageSize: Int!) {
    customer {
      wishlists(currentPage: 1, pageSize: 20) {
        id
        name
        visibility
        items_count
        items_v2(currentPage: 1, pageSize: $itemsPageSize) {
          items {
            __typename
            id
            quantity
            product {
              ...WishlistProduct
            }
            ... on ConfigurableWishlistItem {
              configurable_options {
                option_label
                value_label
              }
              configured_variant {
                sku
                stock_status
                small_image {
                  url
                  label
                }
                price_range {
                  ...ProductPriceRange
                }
              }
            }
          }
        }
      }
    }
  }
`);

/** Just the ids: which list an add goes to, without reading every item. */
export const CustomerWishlistIdsQuery = graphql(`
  query CustomerWishlistIds {
    customer {
      wishlists(currentPage: 1, pageSize: 20) {
        id
      }
    }
  }
`);

/** What a write answers of the list it changed: the header's and the page's item count. */
export const WishlistItemCountFragment = graphql(`
  fragment WishlistItemCount on Wishlist {
    id
    items_count
  }
`);

export const AddProductsToWishlistMutation = graphql(`
  mutation AddProductsToWishlist($wishlistId: ID!, $items: [WishlistItemInput!]!) {
    addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $items) {
      user_errors {
        code
        message
      }
      wishlist {
        ...WishlistItemCount
      }
    }
  }
`);

export const RemoveProductsFromWishlistMutation = graphql(`
  mutation RemoveProductsFromWishlist($wishlistId: ID!, $itemIds: [ID!]!) {
    removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $itemIds) {
      user_errors {
        code
        message
      }
      wishlist {
        ...WishlistItemCount
      }
    }
  }
`);

export const AddWishlistItemsToCartMutation = graphql(`
  mutation AddWishlistItemsToCart($wishlistId: ID!, $itemIds: [ID!]) {
    addWishlistItemsToCart(wishlistId: $wishlistId, wishlistItemIds: $itemIds) {
      status
      add_wishlist_items_to_cart_user_errors {
        code
        message
        wishlistItemId
      }
      wishlist {
        ...WishlistItemCount
      }
    }
  }
`);

export const CreateWishlistMutation = graphql(`
  mutation CreateWishlist($input: CreateWishlistInput!) {
    createWishlist(input: $input) {
      wishlist {
        id
        name
        visibility
      }
    }
  }
`);

export const UpdateWishlistMutation = graphql(`
  mutation UpdateWishlist($wishlistId: ID!, $name: String, $visibility: WishlistVisibilityEnum) {
    updateWishlist(wishlistId: $wishlistId, name: $name, visibility: $visibility) {
      uid
      name
      visibility
    }
  }
`);

export const DeleteWishlistMutation = graphql(`
  mutation DeleteWishlist($wishlistId: ID!) {
    deleteWishlist(wishlistId: $wishlistId) {
      status
      wishlists {
        id
      }
    }
  }
`);
