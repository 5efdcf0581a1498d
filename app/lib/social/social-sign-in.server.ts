import { safeRedirectTarget } from "~/lib/customer/redirect-target";
import { signIn, startCustomerSession, type SignInResult } from "~/lib/customer/sign-in.server";
import { readAccount } from "~/lib/customer/account.server";
import type { Shop } from "~/lib/shop/shop.server";
import type { FlashMessage, PendingSocialSignIn } from "~/lib/shop/shopper-session.server";
import { accountExists, createPasswordlessAccount, customerTokenFor, linkedCustomerEmail, linkIdentity } from "~/lib/social/backend.server";
import { PROVIDER_NAMES, type SocialProviderId } from "~/lib/social/providers";
import type { VerifiedIdentity } from "~/lib/social/relying-party.server";
import { storeHref } from "~/lib/store-view";
import { log } from "../../../logging/logger";

/**
 * What happens once a provider has vouched for a shopper (docs/decisions/032). Identities are
 * matched by provider and subject, never by email alone:
 * - an identity linked to a customer signs that customer in;
 * - a new identity whose email belongs to an account is linked at once only when the provider
 *   verified that email; otherwise the account's password is asked once (`/sign-in/connect`);
 * - a new identity with a usable email and no account creates one (no password) and signs in;
 * - no usable email: the shopper types one and confirms it from their mailbox (`/sign-in/email`);
 * - a signed-in customer connects the identity to their own account.
 * Every path that signs in keeps the guest cart (merged as email sign-in does).
 */

/** A pending step is finished within this time. */
const PENDING_MS = 15 * 60_000;

function flash(shop: Shop, type: FlashMessage["type"], key: string, provider: SocialProviderId): void {
  shop.session.flash("flash", { type, key, values: { provider: PROVIDER_NAMES[provider] } });
}

/** Where a shopper goes once signed in: the page they came from, else their account. */
export function afterSignIn(shop: Shop, returnTo: string | null): string {
  return safeRedirectTarget(returnTo, shop.storeCode) ?? storeHref(shop.storeCode, "/account-information");
}

/** Back to the sign-in page with a message; nothing was created or changed. */
export function signInFailed(shop: Shop, key: string, provider: SocialProviderId, returnTo: string | null): Promise<Response> {
  flash(shop, "error", key, provider);
  const target = safeRedirectTarget(returnTo, shop.storeCode);
  return shop.redirect(storeHref(shop.storeCode, target ? `/sign-in?${new URLSearchParams({ redirect: target })}` : "/sign-in"));
}

/** Signs in the customer with that email through the integration, and goes on. */
async function signInAs(shop: Shop, email: string, returnTo: string | null): Promise<Response> {
  await startCustomerSession(shop, await customerTokenFor(shop, email));
  shop.session.unset("socialPending");
  return shop.redirect(afterSignIn(shop, returnTo));
}

/** Keeps the identity for the shopper's next step and sends them to it. */
export function askNext(shop: Shop, next: NextStep): Promise<Response> {
  shop.session.set("socialPending", { ...next, until: Date.now() + PENDING_MS });
  return shop.redirect(storeHref(shop.storeCode, next.step === "password" ? "/sign-in/connect" : "/sign-in/email"));
}

/** A pending step as it is asked for (askNext sets its time). */
type NextStep = PendingSocialSignIn extends infer Pending ? (Pending extends unknown ? Omit<Pending, "until"> & { until?: number } : never) : never;

/**
 * The pending step of this session (`step`), or a thrown 303 back to sign-in with "took too long"
 * when there is none or it is older than 15 minutes.
 */
export async function requirePendingSignIn<Step extends PendingSocialSignIn["step"]>(shop: Shop, step: Step): Promise<Extract<PendingSocialSignIn, { step: Step }>> {
  const pending = pendingSignIn(shop, step);
  if (pending) return pending;
  throw await signInFailed(shop, "social.errors.expired", shop.session.get("socialPending")?.provider ?? "google", null);
}

/** The pending step of this session (`step`) while it is not too old, else null. */
export function pendingSignIn<Step extends PendingSocialSignIn["step"]>(shop: Shop, step: Step): Extract<PendingSocialSignIn, { step: Step }> | null {
  const pending = shop.session.get("socialPending");
  return pending && pending.step === step && pending.until >= Date.now() ? (pending as Extract<PendingSocialSignIn, { step: Step }>) : null;
}

/** How long the email step waits for its link once the link is sent (the link's own validity). */
const LINK_WAIT_MS = 24 * 60 * 60_000;

/** The email step's link was sent: the step now waits as long as the link is valid. */
export function awaitEmailLink(shop: Shop, pending: Extract<PendingSocialSignIn, { step: "email" }>): void {
  shop.session.set("socialPending", { ...pending, until: Date.now() + LINK_WAIT_MS });
}

/** The callback's outcome for a verified identity; `returnTo` was checked when the flow started. */
export async function completeSocialSignIn(shop: Shop, identity: VerifiedIdentity, returnTo: string | null): Promise<Response> {
  const { provider, subject } = identity;
  const linkedEmail = await linkedCustomerEmail(shop, provider, subject);
  if (shop.customerToken()) return connectToSignedInCustomer(shop, identity, linkedEmail, returnTo);
  if (linkedEmail) return signInAs(shop, linkedEmail, returnTo);

  const person = { provider, subject, firstname: identity.firstname, lastname: identity.lastname, returnTo };
  if (!identity.email) return askNext(shop, { ...person, step: "email", email: null });
  const withEmail = { ...person, email: identity.email };
  // isEmailAvailable first (a real Magento answers it truthfully only with guest checkout login
  // on); creating the account is what finally tells.
  let exists = await accountExists(shop, identity.email);
  if (!exists && identity.emailTrust !== "none") {
    const created = await createPasswordlessAccount(shop, withEmail);
    if (created.ok) return linkAndSignIn(shop, withEmail, "social.flash.created");
    if (!created.exists) return creationFailed(shop, withEmail, created.message);
    exists = true;
  }
  if (!exists) return askNext(shop, { ...withEmail, step: "email" });
  if (identity.emailTrust === "verified") return linkAndSignIn(shop, withEmail, "social.flash.connected");
  return askNext(shop, { ...withEmail, step: "password" });
}

function creationFailed(shop: Shop, person: { provider: SocialProviderId; returnTo: string | null }, message: string): Promise<Response> {
  log.info({ reason: message }, "[social] creating the account refused");
  return signInFailed(shop, "social.errors.failed", person.provider, person.returnTo);
}

/** Links an identity to the account with that email (proven by the provider, the password or the mailbox) and signs in. */
export async function linkAndSignIn(shop: Shop, person: Omit<PendingSocialSignIn, "until" | "step"> & { email: string }, flashKey: string): Promise<Response> {
  const linked = await linkIdentity(shop, person.provider, person.subject, person.email);
  if (!linked.ok) {
    log.info({ reason: linked.message }, "[social] linking refused");
    return signInFailed(shop, "social.errors.linkRefused", person.provider, person.returnTo);
  }
  flash(shop, "success", flashKey, person.provider);
  return signInAs(shop, person.email, person.returnTo);
}

/**
 * A new account from the identity's name and an email its owner confirmed, linked and signed in.
 * When the email has an account by now, that account's password is asked instead (never a second
 * account for one email).
 */
export async function createAndSignIn(shop: Shop, person: Omit<PendingSocialSignIn, "until" | "step"> & { email: string }): Promise<Response> {
  const created = await createPasswordlessAccount(shop, person);
  if (created.ok) return linkAndSignIn(shop, person, "social.flash.created");
  if (created.exists) return askNext(shop, { ...person, step: "password" });
  return creationFailed(shop, person, created.message);
}

/** A signed-in customer connects a provider to their own account (from account information). */
async function connectToSignedInCustomer(shop: Shop, identity: VerifiedIdentity, linkedEmail: string | null, returnTo: string | null): Promise<Response> {
  const back = afterSignIn(shop, returnTo);
  const account = await readAccount(shop.client());
  if (!account) return signInFailed(shop, "social.errors.failed", identity.provider, returnTo);
  if (linkedEmail && linkedEmail.toLowerCase() === account.email.toLowerCase()) {
    flash(shop, "info", "social.flash.alreadyConnected", identity.provider);
  } else if (linkedEmail) {
    flash(shop, "error", "social.errors.connectedElsewhere", identity.provider);
  } else {
    const linked = await linkIdentity(shop, identity.provider, identity.subject, account.email);
    if (linked.ok) flash(shop, "success", "social.flash.connected", identity.provider);
    else {
      log.info({ reason: linked.message }, "[social] linking refused");
      flash(shop, "error", "social.errors.linkRefused", identity.provider);
    }
  }
  return shop.redirect(back);
}

/**
 * The password step: signs in to the account with the pending email (throttled and refused as
 * email sign-in is), then links the identity. A refused link leaves the shopper signed in, told so.
 */
export async function connectWithPassword(shop: Shop, pending: Extract<PendingSocialSignIn, { step: "password" }>, password: string): Promise<SignInResult | Response> {
  const outcome = await signIn(shop, { email: pending.email, password });
  if (!outcome.ok) return outcome;
  shop.session.unset("socialPending");
  const linked = await linkIdentity(shop, pending.provider, pending.subject, pending.email);
  if (linked.ok) flash(shop, "success", "social.flash.connected", pending.provider);
  else {
    log.info({ reason: linked.message }, "[social] linking refused");
    flash(shop, "error", "social.errors.linkRefused", pending.provider);
  }
  return shop.redirect(afterSignIn(shop, pending.returnTo));
}
