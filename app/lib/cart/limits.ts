/** Most of one product a shopper may put in the cart in one go (Magento's default max_sale_qty). */
export const MAX_QUANTITY = 10000;

/** The longest coupon or gift card code the storefront passes on. */
export const MAX_CODE_LENGTH = 255;
