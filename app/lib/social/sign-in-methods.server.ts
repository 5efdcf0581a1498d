import type { SignInMethodsView } from "~/lib/social/sign-in-methods";
import type { MagentoClient } from "~/lib/magento/client.server";
import type { Shop } from "~/lib/shop/shop.server";
import { signInMethods } from "~/lib/social/backend.server";
import { signInProviders } from "~/lib/social/flow.server";

/**
 * Account information's sign-in methods: every provider the shop offers, connected or not, and
 * whether the account has a password. Null when the shop offers no provider.
 */
export async function signInMethodsView(shop: Shop, client: MagentoClient): Promise<SignInMethodsView | null> {
  const offered = await signInProviders(shop);
  if (offered.length === 0) return null;
  const methods = await signInMethods(client);
  if (!methods) return null;
  const linked = new Map(methods.identities.map((identity) => [identity.provider, identity.linkedAt]));
  // A provider switched off since it was connected still shows, so it can be disconnected.
  const shown = [...offered, ...[...linked.keys()].filter((provider) => !offered.includes(provider))];
  return { providers: shown.map((provider) => ({ provider, linkedAt: linked.get(provider) ?? null })), passwordSet: methods.passwordSet };
}
