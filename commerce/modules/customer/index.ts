/**
 * Customer accounts (Magento's Customer): accounts, sign-in tokens and the sign-in lock, password
 * changes and resets, the address book, and the address record every address is checked into.
 *
 * The module's public entry: other modules and the engine's layers import it from here only.
 */
export { addressColumns, addressFromRow, type AddressInput, type AddressRecord, type AddressSettings, checkAddress, readAddressSettings } from "./address";
export type { CustomerAddressChange, CustomerAddressRecord } from "./addressBook";
export { createCustomerService, type CustomerService, type CustomerServiceOptions } from "./customers";
export { CUSTOMER_MESSAGES } from "./messages";
export { customerDefaultConfigPatch, DEMO_CUSTOMER, demoCustomerPatch, demoSocialSignInSettingsPatch } from "./patches";
export type { CustomerRecord, SignedInCustomer } from "./types";
