/**
 * Store credit (Adobe Commerce's CustomerBalance): a customer's balance per website, its history, and
 * the one way to change it.
 *
 * The module's public entry: other modules and the engine's layers import it from here only.
 */
export { balanceHistory, changeBalance, currentBalance, isSettingOn, STORE_CREDIT_ENABLED_PATH, STORE_CREDIT_HISTORY_PATH, STORE_CREDIT_MESSAGES, storeCreditEnabled } from "./balances";
export { demoStoreCreditPatch } from "./patches";
