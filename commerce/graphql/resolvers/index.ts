/** All resolvers, merged by type. */
import { blogResolvers } from "./blog";
import { cartResolvers } from "./cart";
import { catalogResolvers } from "./catalog";
import { checkoutResolvers } from "./checkout";
import { cmsResolvers } from "./cms";
import { contactResolvers } from "./contact";
import { customAttributesResolvers } from "./customAttributes";
import { customerResolvers } from "./customer";
import { directoryResolvers } from "./directory";
import { giftCardResolvers } from "./giftCard";
import { giftOptionsResolvers } from "./giftOptions";
import { newsletterResolvers } from "./newsletter";
import { productResolvers } from "./products";
import { recaptchaResolvers } from "./recaptcha";
import { salesResolvers } from "./sales";
import { searchResolvers } from "./search";
import { socialSignInResolvers } from "./socialSignIn";
import { storeResolvers } from "./store";
import { storeCreditResolvers } from "./storeCredit";
import type { ResolverMap } from "./types";
import { urlRewriteResolvers } from "./urlRewrite";
import { vaultResolvers } from "./vault";
import { wishlistResolvers } from "./wishlist";

export function mergeResolvers(...maps: ResolverMap[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) {
      merged[type] = { ...merged[type], ...fields };
    }
  }
  return merged;
}

export const resolvers: ResolverMap = mergeResolvers(
  storeResolvers,
  catalogResolvers,
  productResolvers,
  customAttributesResolvers,
  cmsResolvers,
  directoryResolvers,
  blogResolvers,
  urlRewriteResolvers,
  searchResolvers,
  cartResolvers,
  giftCardResolvers,
  giftOptionsResolvers,
  checkoutResolvers,
  customerResolvers,
  newsletterResolvers,
  contactResolvers,
  salesResolvers,
  vaultResolvers,
  storeCreditResolvers,
  wishlistResolvers,
  socialSignInResolvers,
  recaptchaResolvers,
);
