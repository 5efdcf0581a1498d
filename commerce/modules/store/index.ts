/**
 * Store views and settings (Magento's Store and Config): websites, groups and store views, settings
 * read through a short-lived cache or through a transaction, StoreConfig fields, currencies and the
 * public URLs. Uses no other module.
 *
 * The module's public entry: other modules and the engine's layers import it from here only.
 */
export { type ConfigFieldSpec, type ConfigFieldValue, type ConfigValueType, readConfigFields } from "./configFields";
export { type ConfigReader, createConfigReader } from "./configReader";
export { type ConfigEntry, defaultScoped, storeScoped, writeConfig } from "./configWriter";
export { getCurrencyInfo } from "./currency";
export { type DisplayCurrency, resolveDisplayCurrency } from "./displayCurrency";
export {
  changeCurrencySetting,
  type CurrencyRate,
  type CurrencySetting,
  type CurrencySettingInput,
  currencySettingPaths,
  readCurrencyRate,
  readCurrencySetting,
  saveCurrencyRate,
} from "./currencySettings";
export { parseCustomSymbols } from "./currencySymbol";
export { adminScopePatch, storeDefaultConfigPatch } from "./patches";
export { buildStoreConfig } from "./storeConfig";
export { storeConfigFields } from "./storeConfigFields";
export { createStoreRegistry, type StoreRegistry, type StoreView } from "./storeRegistry";
export { readSettings, shopDate } from "./transactionSettings";
export { normalizePublicBaseUrl, resolveStoreUrls, type StoreUrls } from "./urls";
export { chooseEmailBaseUrl, createEmailLinkBase, DEFAULT_EMAIL_BASE_URL, type EmailLinkBase, normalizeEmailBaseUrl } from "./emailLinks";
