/**
 * Cart price rules reduced to coupons (Magento's SalesRule): finding a rule by its code, whether it
 * qualifies, what it takes off each row, and counting its uses.
 *
 * The module's public entry: other modules and the engine's layers import it from here only.
 */
export { countCouponUse, COUPON_MESSAGES, couponLabel, couponQualifies, couponRowDiscounts, findCoupon } from "./coupons";
export { demoCouponsPatch } from "./patches";
