/**
 * The demo customer (spec: somchai@example.com / `Baansuan#2026`), with one Bangkok address as
 * default shipping and billing, subscribed to the newsletter. Demo data only.
 */
import { and, eq, sql } from "drizzle-orm";
import type { DataPatch } from "../../db/patches";
import { customerAddressEntity, customerEntity, directoryCountryRegion, newsletterSubscriber, store } from "../../db/schema";
import { SUBSCRIBER_STATUS } from "../newsletter";
import { defaultScoped, writeConfig } from "../store";
import { hashPassword } from "./password";

export const DEMO_CUSTOMER = {
  email: "somchai@example.com",
  password: "Baansuan#2026",
  firstname: "Somchai",
  lastname: "Jaidee",
} as const;

export const demoCustomerPatch: DataPatch = {
  name: "demo/customer-somchai",
  async apply(tx) {
    const [th] = await tx.select({ id: store.storeId, websiteId: store.websiteId }).from(store).where(eq(store.code, "th"));
    if (!th) return;
    const [existing] = await tx.select({ id: customerEntity.entityId }).from(customerEntity).where(sql`lower(${customerEntity.email}) = ${DEMO_CUSTOMER.email}`);
    if (existing) return;
    const [bangkok] = await tx
      .select({ id: directoryCountryRegion.regionId, code: directoryCountryRegion.code, name: directoryCountryRegion.defaultName })
      .from(directoryCountryRegion)
      .where(and(eq(directoryCountryRegion.countryId, "TH"), eq(directoryCountryRegion.code, "TH-10")));
    const [customer] = await tx
      .insert(customerEntity)
      .values({
        websiteId: th.websiteId,
        storeId: th.id,
        email: DEMO_CUSTOMER.email,
        firstname: DEMO_CUSTOMER.firstname,
        lastname: DEMO_CUSTOMER.lastname,
        passwordHash: await hashPassword(DEMO_CUSTOMER.password),
      })
      .returning({ id: customerEntity.entityId });
    const [address] = await tx
      .insert(customerAddressEntity)
      .values({
        parentId: customer!.id,
        firstname: DEMO_CUSTOMER.firstname,
        lastname: DEMO_CUSTOMER.lastname,
        street: ["99/9 Sukhumvit Soi 31", "Khlong Toei Nuea, Watthana"],
        city: "Bangkok",
        regionId: bangkok?.id ?? null,
        regionCode: bangkok?.code ?? "TH-10",
        region: bangkok?.name ?? "Bangkok",
        postcode: "10110",
        countryId: "TH",
        telephone: "0812345678",
      })
      .returning({ id: customerAddressEntity.entityId });
    await tx.update(customerEntity).set({ defaultBilling: address!.id, defaultShipping: address!.id }).where(eq(customerEntity.entityId, customer!.id));
    await tx
      .insert(newsletterSubscriber)
      .values({ storeId: th.id, customerId: customer!.id, subscriberEmail: DEMO_CUSTOMER.email, subscriberStatus: SUBSCRIBER_STATUS.SUBSCRIBED });
  },
};

/**
 * Magento's shipped defaults for Login as Customer (off) and for telling whether an email has an
 * account (`checkout/options/enable_guest_checkout_login`, off: isEmailAvailable always answers true).
 */
export const customerDefaultConfigPatch: DataPatch = {
  name: "customer/login-as-customer-default-config",
  async apply(tx) {
    await writeConfig(tx, defaultScoped({ "login_as_customer/general/enabled": "0", "checkout/options/enable_guest_checkout_login": "0" }));
  },
};

/**
 * The demo shop signs shoppers in with Google, Facebook and LINE: the storefront gets their token
 * through Login as Customer and must know whether an email has an account (docs/decisions/032).
 */
export const demoSocialSignInSettingsPatch: DataPatch = {
  name: "demo/social-sign-in-settings",
  async apply(tx) {
    await writeConfig(tx, defaultScoped({ "login_as_customer/general/enabled": "1", "checkout/options/enable_guest_checkout_login": "1" }));
  },
};
