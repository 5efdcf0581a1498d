import type { AppLoadContext } from "@remix-run/server-runtime";
import { createAttemptCounter, sharedAttemptCounter, type AttemptCounter, type AttemptPolicy } from "~/lib/throttle/attempts.server";
import { hmacSha256, toBase64 } from "~/lib/web-crypto.server";

const MINUTE = 60_000;

/**
 * The storefront's own brakes on guessing, in front of whatever backend it talks to (a real Magento
 * included, whose lockout a client cannot tell apart from a wrong password). Per client address,
 * sized for many shoppers behind one mobile carrier's address; per account, as Magento locks one
 * (10 failures, 10 minutes by default). See docs/storefront.md "Throttles".
 */
export const THROTTLE_POLICIES = {
  signInByAddress: { limit: 30, windowMs: 15 * MINUTE },
  signInByAccount: { limit: 10, windowMs: 10 * MINUTE },
  passwordResetByAddress: { limit: 10, windowMs: 60 * MINUTE },
  passwordResetByAccount: { limit: 3, windowMs: 60 * MINUTE },
  giftCardCodesByAddress: { limit: 10, windowMs: 15 * MINUTE },
  contactMessagesByAddress: { limit: 5, windowMs: 15 * MINUTE },
  blogCommentsByAddress: { limit: 5, windowMs: 10 * MINUTE },
  newsletterSignupsByAddress: { limit: 30, windowMs: 60 * MINUTE },
  newsletterSignupsByEmail: { limit: 5, windowMs: 60 * MINUTE },
  socialEmailConfirmationsByAddress: { limit: 10, windowMs: 60 * MINUTE },
  socialEmailConfirmationsByEmail: { limit: 3, windowMs: 60 * MINUTE },
} satisfies Record<string, AttemptPolicy>;

type ThrottleName = keyof typeof THROTTLE_POLICIES;

/** This process's counts: all there is without a shared store, and the fallback while it is away. */
const localCounters = Object.fromEntries(
  Object.entries(THROTTLE_POLICIES).map(([name, policy]) => [name, createAttemptCounter(policy)]),
) as Record<ThrottleName, AttemptCounter>;

/** One throttle's counter for this request: shared by all instances when the host gives a store. */
function counter(context: AppLoadContext, name: ThrottleName): AttemptCounter {
  const shared = context.sharedStore;
  return shared ? sharedAttemptCounter(`throttle:${name}`, THROTTLE_POLICIES[name], shared, localCounters[name]) : localCounters[name];
}

/**
 * An account's key: a keyed hash (HMAC-SHA-256 under the host's SESSION_SECRET) of the normalised
 * email, so no address is kept in memory or in the shared store, and nobody without the session
 * secret can tell which accounts are counted.
 */
async function accountKey(context: AppLoadContext, email: string): Promise<string> {
  return toBase64(await hmacSha256(context.settings.SESSION_SECRET, email.trim().toLowerCase()));
}

/** Milliseconds before this address may try to sign in to this account again; 0 = go ahead. */
export async function signInRetryAfterMs(context: AppLoadContext, email: string): Promise<number> {
  const [byAddress, byAccount] = await Promise.all([
    counter(context, "signInByAddress").retryAfterMs(context.clientAddress),
    counter(context, "signInByAccount").retryAfterMs(await accountKey(context, email)),
  ]);
  return Math.max(byAddress, byAccount);
}

/** A refused password: counted for the address and for the account. */
export async function signInFailed(context: AppLoadContext, email: string): Promise<void> {
  await Promise.all([
    counter(context, "signInByAddress").recordFailure(context.clientAddress),
    counter(context, "signInByAccount").recordFailure(await accountKey(context, email)),
  ]);
}

/** A signed-in account starts afresh (the address does not: one good account must not unlock guessing at others). */
export async function signInSucceeded(context: AppLoadContext, email: string): Promise<void> {
  await counter(context, "signInByAccount").reset(await accountKey(context, email));
}

/**
 * Every reset email asked for counts (the backend's answer tells nothing): 0 when this one may be
 * sent, else milliseconds until the address or the account may ask again.
 */
export async function passwordResetRetryAfterMs(context: AppLoadContext, email: string): Promise<number> {
  const account = await accountKey(context, email);
  const wait = Math.max(
    await counter(context, "passwordResetByAddress").retryAfterMs(context.clientAddress),
    await counter(context, "passwordResetByAccount").retryAfterMs(account),
  );
  if (wait > 0) return wait;
  await Promise.all([
    counter(context, "passwordResetByAddress").recordFailure(context.clientAddress),
    counter(context, "passwordResetByAccount").recordFailure(account),
  ]);
  return 0;
}

/** Milliseconds before this address may look up another gift card code; 0 = go ahead. */
export function giftCardCodeRetryAfterMs(context: AppLoadContext): Promise<number> {
  return counter(context, "giftCardCodesByAddress").retryAfterMs(context.clientAddress);
}

/** A code that is no card (unknown, used up, expired): counted for the address. */
export function giftCardCodeWrong(context: AppLoadContext): Promise<void> {
  return counter(context, "giftCardCodesByAddress").recordFailure(context.clientAddress);
}

/**
 * A write where every send counts, good or bad, because a person reads each one (contact messages,
 * blog comments): 0 when this one may go (and it is counted), else milliseconds until the address
 * may send again.
 */
async function sendRetryAfterMs(context: AppLoadContext, name: "contactMessagesByAddress" | "blogCommentsByAddress"): Promise<number> {
  const sends = counter(context, name);
  const wait = await sends.retryAfterMs(context.clientAddress);
  if (wait > 0) return wait;
  await sends.recordFailure(context.clientAddress);
  return 0;
}

/** Contact messages land in the shop's mailbox. */
export function contactMessageRetryAfterMs(context: AppLoadContext): Promise<number> {
  return sendRetryAfterMs(context, "contactMessagesByAddress");
}

/** Blog comments wait for a person to moderate them. */
export function blogCommentRetryAfterMs(context: AppLoadContext): Promise<number> {
  return sendRetryAfterMs(context, "blogCommentsByAddress");
}

/**
 * A write that emails the address typed, counted whatever the backend answers, per client address
 * and per address typed: one mailbox is not flooded and one client cannot mail a list of strangers.
 * 0 when this one may go ahead (and it is counted), else milliseconds to wait.
 */
async function emailSendRetryAfterMs(context: AppLoadContext, byAddress: ThrottleName, byEmail: ThrottleName, email: string): Promise<number> {
  const key = await accountKey(context, email);
  const wait = Math.max(await counter(context, byAddress).retryAfterMs(context.clientAddress), await counter(context, byEmail).retryAfterMs(key));
  if (wait > 0) return wait;
  await Promise.all([counter(context, byAddress).recordFailure(context.clientAddress), counter(context, byEmail).recordFailure(key)]);
  return 0;
}

/** Every newsletter signup may send a confirmation email. */
export function newsletterSignupRetryAfterMs(context: AppLoadContext, email: string): Promise<number> {
  return emailSendRetryAfterMs(context, "newsletterSignupsByAddress", "newsletterSignupsByEmail", email);
}

/** Social sign-in's "confirm your email" links (a provider that gave no email). */
export function socialEmailConfirmationRetryAfterMs(context: AppLoadContext, email: string): Promise<number> {
  return emailSendRetryAfterMs(context, "socialEmailConfirmationsByAddress", "socialEmailConfirmationsByEmail", email);
}
