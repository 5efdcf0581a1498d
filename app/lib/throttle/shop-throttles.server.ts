import type { AppLoadContext } from "@remix-run/node";
import { serverEnv } from "~/lib/env.server";
import { createAttemptCounter, sharedAttemptCounter, type AttemptCounter, type AttemptPolicy } from "~/lib/throttle/attempts.server";

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

let hmacKey: Promise<CryptoKey> | undefined;

/**
 * An account's key: a keyed hash of the normalised email, so no address is kept in memory (or, later,
 * in a shared store) and nobody without the session secret can tell which accounts are counted.
 */
async function accountKey(email: string): Promise<string> {
  const encoder = new TextEncoder();
  hmacKey ??= crypto.subtle.importKey("raw", encoder.encode(serverEnv().SESSION_SECRET), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", await hmacKey, encoder.encode(email.trim().toLowerCase()));
  return btoa(String.fromCharCode(...new Uint8Array(mac)));
}

/** Milliseconds before this address may try to sign in to this account again; 0 = go ahead. */
export async function signInRetryAfterMs(context: AppLoadContext, email: string): Promise<number> {
  const [byAddress, byAccount] = await Promise.all([
    counter(context, "signInByAddress").retryAfterMs(context.clientAddress),
    counter(context, "signInByAccount").retryAfterMs(await accountKey(email)),
  ]);
  return Math.max(byAddress, byAccount);
}

/** A refused password: counted for the address and for the account. */
export async function signInFailed(context: AppLoadContext, email: string): Promise<void> {
  await Promise.all([
    counter(context, "signInByAddress").recordFailure(context.clientAddress),
    counter(context, "signInByAccount").recordFailure(await accountKey(email)),
  ]);
}

/** A signed-in account starts afresh (the address does not: one good account must not unlock guessing at others). */
export async function signInSucceeded(context: AppLoadContext, email: string): Promise<void> {
  await counter(context, "signInByAccount").reset(await accountKey(email));
}

/**
 * Every reset email asked for counts (the backend's answer tells nothing): 0 when this one may be
 * sent, else milliseconds until the address or the account may ask again.
 */
export async function passwordResetRetryAfterMs(context: AppLoadContext, email: string): Promise<number> {
  const account = await accountKey(email);
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
