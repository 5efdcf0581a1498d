/**
 * The shop owner's integrations, whose bearer tokens the admin Web API (ADR 029) and the storefront's
 * integration-only GraphQL operations (social sign-in, generateCustomerTokenAsAdmin) accept:
 *   npm run engine:integration -- create <name>   prints the new token once (only its hash is kept)
 *   npm run engine:integration -- list
 *   npm run engine:integration -- revoke <name>
 */
import { createIntegration, listIntegrations, revokeIntegration } from "../modules/integration";
import { runWithShopDatabase } from "./openDatabase";

const USAGE = [
  "Usage: npm run engine:integration -- create <name> | list | revoke <name>",
  'A storefront in front of the engine service: "create storefront" and give it the token as MAGENTO_INTEGRATION_TOKEN.',
].join("\n");

runWithShopDatabase(async ({ db }, [command, name]) => {
  if (command === "create" && name) {
    const { integration, token } = await createIntegration(db, name);
    console.info(`Integration "${integration.name}" created. Its token (shown only now; send it as "Authorization: Bearer <token>"):`);
    console.info(token);
    console.info("For a storefront (social sign-in), set it as its MAGENTO_INTEGRATION_TOKEN.");
    return;
  }
  if (command === "list") {
    const all = await listIntegrations(db);
    if (!all.length) console.info("No integrations.");
    for (const integration of all) console.info(`${integration.name}\t${integration.active ? "active" : "revoked"}\tcreated ${integration.createdAt.toISOString()}`);
    return;
  }
  if (command === "revoke" && name) {
    if (!(await revokeIntegration(db, name))) throw new Error(`There is no integration named "${name}".`);
    console.info(`Integration "${name.trim()}" revoked: its token is refused from now on.`);
    return;
  }
  throw new Error(USAGE);
});
