import { graphql } from "~/lib/magento/generated";

/**
 * The cart's GraphQL documents, typed against Magento's schema. Every write answers the whole
 * cart (`CartDetails`), so a page never needs a second round trip after a change.
 */
export const CartDetailsFragment = graphql(`
  fragment CartDetails on Cart {
    id
    total_quantity
    applied_coupons {
      code
    }
    applied_gift_cards {
      code
      applied_balance {
        ...MoneyFields
      }
      current_balance {
        ...MoneyFields
      }
    }
    items {
      uid
      quantity
      is_available
      not_available_message
      errors {
        code
        message
      }
      product {
        ...LineItemProduct
      }
      prices {
        price_including_tax {
          ...MoneyFields
        }
        row_total_including_tax {
          ...MoneyFields
        }
      }
      ... on ConfigurableCartItem {
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
        }
      }
    }
    shipping_addresses {
      selected_shipping_method {
        price_incl_tax {
          ...MoneyFields
        }
      }
    }
    prices {
      subtotal_including_tax {
        ...MoneyFields
      }
      subtotal_excluding_tax {
        ...MoneyFields
      }
      discounts {
        label
        amount {
          ...MoneyFields
        }
      }
      applied_taxes {
        label
        amount {
          ...MoneyFields
        }
      }
      grand_total {
        ...MoneyFields
      }
    }
  }
`);

/**
 * A product as a cart line or a wish-list item shows it: name, link, stock, thumbnail (the wish
 * list adds its price range).
 */
export const LineItemProductFragment = graphql(`
  fragment LineItemProduct on ProductInterface {
    uid
    sku
    name
    url_key
    url_suffix
    stock_status
    small_image {
      url
      label
    }
  }
`);

export const CartQuery = graphql(`
  query CartDetails($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CartDetails
    }
  }
`);

/** The cart's total alone: asked in the base currency for what the order will be charged. */
export const CartChargeQuery = graphql(`
  query CartCharge($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      prices {
        grand_total {
          value
          currency
        }
      }
    }
  }
`);

/** Spec §7 `getItemCount`: only what the header's cart trigger shows. */
export const CartItemCountQuery = graphql(`
  query CartItemCount($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      total_quantity
    }
  }
`);

export const CreateCartMutation = graphql(`
  mutation CreateCart {
    createEmptyCart
  }
`);

export const AddProductsToCartMutation = graphql(`
  mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {
    addProductsToCart(cartId: $cartId, cartItems: $cartItems) {
      cart {
        ...CartDetails
      }
      user_errors {
        code
        message
      }
    }
  }
`);

export const UpdateCartItemsMutation = graphql(`
  mutation UpdateCartItems($cartId: String!, $uid: ID!, $quantity: Float!) {
    updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $uid, quantity: $quantity }] }) {
      cart {
        ...CartDetails
      }
      errors {
        code
        message
      }
    }
  }
`);

export const RemoveItemFromCartMutation = graphql(`
  mutation RemoveItemFromCart($cartId: String!, $uid: ID!) {
    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $uid }) {
      cart {
        ...CartDetails
      }
    }
  }
`);

export const ApplyCouponMutation = graphql(`
  mutation ApplyCouponToCart($cartId: String!, $code: String!) {
    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {
      cart {
        ...CartDetails
      }
    }
  }
`);

export const RemoveCouponMutation = graphql(`
  mutation RemoveCouponFromCart($cartId: String!) {
    removeCouponFromCart(input: { cart_id: $cartId }) {
      cart {
        ...CartDetails
      }
    }
  }
`);

export const ApplyGiftCardMutation = graphql(`
  mutation ApplyGiftCardToCart($cartId: String!, $code: String!) {
    applyGiftCardToCart(input: { cart_id: $cartId, gift_card_code: $code }) {
      cart {
        ...CartDetails
      }
    }
  }
`);

export const RemoveGiftCardMutation = graphql(`
  mutation RemoveGiftCardFromCart($cartId: String!, $code: String!) {
    removeGiftCardFromCart(input: { cart_id: $cartId, gift_card_code: $code }) {
      cart {
        ...CartDetails
      }
    }
  }
`);

export const GiftCardBalanceQuery = graphql(`
  query GiftCardBalance($code: String!) {
    giftCardAccount(input: { gift_card_code: $code }) {
      code
      balance {
        ...MoneyFields
      }
      expiration_date
    }
  }
`);
