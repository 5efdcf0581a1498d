/**
 * Integrations: the shop owner's tools and their bearer tokens (Magento's Integration module).
 *
 * The module's public entry: other modules and the engine's layers import it from here only.
 */
export { createIntegration, ensureIntegration, type IntegrationRecord, integrationFromToken, listIntegrations, revokeIntegration } from "./tokens";
