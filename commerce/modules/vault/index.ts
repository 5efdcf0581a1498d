/**
 * Customers' saved cards (Magento's Vault), kept by the sandbox gateway.
 *
 * The module's public entry: other modules and the engine's layers import it from here only.
 */
export { demoSavedCardsPatch } from "./patches";
export { createVaultService, type SavedCardToken, tokenNotFoundMessage, VAULT_METHOD_CODE, type VaultService } from "./vault";
