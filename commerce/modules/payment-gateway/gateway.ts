/**
 * The sandbox card gateway: turns a checked card into a one-time token (or a 3-D Secure challenge
 * first), and authorises a payment with a token exactly once. It stands in for a real payment
 * provider, so the shop's server never sees a card number: the card form posts straight here.
 *
 * Tokens and challenge ids are random and travel in URLs; only their SHA-256 is stored, so a
 * database dump cannot be replayed. Both live 15 minutes.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { paymentGatewayCard, paymentGatewayChallenge, paymentGatewayCharge, paymentGatewayToken } from "../../db/schema";
import { checkCard, isExpired, type CardBrand, type CardError, type CardInput, type CheckedCard } from "./cards";
import type { CardOutcome } from "./testCards";

export const TOKEN_LIFETIME_MS = 15 * 60_000;
export const CHALLENGE_LIFETIME_MS = 15 * 60_000;

export type GatewayLocale = "th" | "en";

export interface PaymentGatewayOptions {
  /** Origins (besides the gateway's own) that return_url / cancel_url may point at. */
  allowedReturnOrigins?: readonly string[];
  /** The clock (tests move it to expire tokens and challenges). */
  now?: () => Date;
}

/** Where the shopper goes after the card form; return_url / cancel_url are already checked. */
export interface CardSubmission {
  card: CardInput;
  returnUrl: string;
  cancelUrl: string;
  state: string;
  locale: GatewayLocale;
}

export type CardSubmissionResult =
  | { kind: "error"; code: CardError }
  | { kind: "token"; token: string }
  | { kind: "challenge"; challengeId: string };

/** A challenge still waiting for the shopper's answer. */
export interface OpenChallenge {
  brand: CardBrand;
  last4: string;
  locale: GatewayLocale;
  returnUrl: string;
  cancelUrl: string;
  state: string;
}

export type ChallengeLookup =
  | { kind: "open"; challenge: OpenChallenge }
  /** Already answered, or past its 15 minutes: the page says so (and offers the way back when expired). */
  | { kind: "finished" | "expired"; challenge: OpenChallenge }
  | { kind: "not_found" };

export type ChallengeAction = "authenticate" | "fail" | "cancel";

export type ChallengeResult =
  | { kind: "authenticated"; token: string; challenge: OpenChallenge }
  | { kind: "failed" | "cancelled"; challenge: OpenChallenge }
  | Exclude<ChallengeLookup, { kind: "open" }>;

export interface AuthorizeInput {
  token: string;
  amount: number;
  currency: "THB";
  /** The caller's reference (the order number), kept with the charge. */
  reference: string;
  /** Keep the card for later charges when approved (the shopper asked to save it). */
  keepCard?: boolean;
}

/** A charge of a kept card: its reference instead of a one-time token. */
export interface AuthorizeKeptCardInput {
  cardReference: string;
  amount: number;
  currency: "THB";
  reference: string;
}

/** What the gateway tells the shop of a card it keeps (never the number). */
export interface KeptCard {
  /** The secret to charge it with later (`card_...`); the gateway stores only its SHA-256. */
  cardReference: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type DeclineReason = "card_declined" | "insufficient_funds" | "token_invalid" | "token_expired" | "token_used" | "expired_card";

export type AuthorizeResult =
  | { status: "approved"; chargeId: string; card: { brand: string; last4: string; expMonth: number; expYear: number }; keptCard?: KeptCard }
  | { status: "declined"; reason: DeclineReason };

export interface PaymentGateway {
  readonly allowedReturnOrigins: readonly string[];
  submitCard(submission: CardSubmission): Promise<CardSubmissionResult>;
  findChallenge(challengeId: string): Promise<ChallengeLookup>;
  /** Records the shopper's answer; a challenge can be answered once, within its 15 minutes. */
  finishChallenge(challengeId: string, action: ChallengeAction): Promise<ChallengeResult>;
  /**
   * Charges the token's card, consuming the token (a second call answers token_used). Pass the
   * caller's transaction as `db` when calling inside one (placing an order): the token is then
   * consumed and the charge recorded only if that transaction commits, and PGlite, which runs
   * one transaction at a time, is not asked for a second one.
   */
  authorize(input: AuthorizeInput, db?: Database): Promise<AuthorizeResult>;
  /**
   * Charges a kept card (no 3-D Secure: the shopper passed it when the card was kept). An unknown
   * or revoked reference answers token_invalid, a card past its expiry expired_card.
   */
  authorizeKeptCard(input: AuthorizeKeptCardInput, db?: Database): Promise<AuthorizeResult>;
  /** Keeps a card directly (demo data, tests): as if an approved charge had asked to keep it. */
  keepCard(card: Omit<CheckedCard, "threeDSecure">, db?: Database): Promise<KeptCard>;
  /** The shop forgot the card: its reference charges nothing any more. */
  revokeCard(cardReference: string, db?: Database): Promise<void>;
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const randomId = (bytes: number) => randomBytes(bytes).toString("base64url");

/** What the gateway keeps of a card, for a one-time token or a kept card alike: never the number. */
const cardColumns = (card: Omit<CheckedCard, "threeDSecure">) => ({
  brand: card.brand,
  last4: card.last4,
  expMonth: card.expMonth,
  expYear: card.expYear,
  outcome: card.outcome,
});

/** Longer than any token or challenge id the gateway hands out; anything longer is not one. */
const MAX_SECRET_LENGTH = 64;

export function createPaymentGateway(db: Database, options: PaymentGatewayOptions = {}): PaymentGateway {
  const now = options.now ?? (() => new Date());

  const issueToken = async (tx: Database, card: Omit<CheckedCard, "threeDSecure">, at: Date): Promise<string> => {
    const token = `tok_${randomId(32)}`;
    await tx.insert(paymentGatewayToken).values({
      tokenHash: sha256(token),
      ...cardColumns(card),
      createdAt: at,
      expiresAt: new Date(at.getTime() + TOKEN_LIFETIME_MS),
    });
    return token;
  };

  const keepCard = async (tx: Database, card: Omit<CheckedCard, "threeDSecure">, at: Date): Promise<KeptCard> => {
    const cardReference = `card_${randomId(32)}`;
    await tx.insert(paymentGatewayCard).values({
      cardHash: sha256(cardReference),
      ...cardColumns(card),
      createdAt: at,
    });
    return { cardReference, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear };
  };

  const toOpenChallenge = (row: typeof paymentGatewayChallenge.$inferSelect): OpenChallenge => ({
    brand: row.brand as CardBrand,
    last4: row.last4,
    locale: row.locale === "en" ? "en" : "th",
    returnUrl: row.returnUrl,
    cancelUrl: row.cancelUrl,
    state: row.state,
  });

  const findChallenge = async (challengeId: string): Promise<ChallengeLookup> => {
    if (!challengeId || challengeId.length > MAX_SECRET_LENGTH) return { kind: "not_found" };
    const [row] = await db.select().from(paymentGatewayChallenge).where(eq(paymentGatewayChallenge.challengeHash, sha256(challengeId)));
    if (!row) return { kind: "not_found" };
    const challenge = toOpenChallenge(row);
    if (row.finishedAt) return { kind: "finished", challenge };
    if (row.expiresAt.getTime() <= now().getTime()) return { kind: "expired", challenge };
    return { kind: "open", challenge };
  };

  const authorize = async (input: AuthorizeInput, tx: Database = db): Promise<AuthorizeResult> => {
    if (!(input.amount > 0) || !Number.isFinite(input.amount)) throw new Error(`Gateway: amount must be positive, got ${input.amount}`);
    if (input.currency !== "THB") throw new Error(`Gateway: only THB is accepted, got ${String(input.currency)}`);
    if (typeof input.token !== "string" || !input.token || input.token.length > MAX_SECRET_LENGTH) return { status: "declined", reason: "token_invalid" };
    const tokenHash = sha256(input.token);
    const at = now();
    const [token] = await tx.select().from(paymentGatewayToken).where(eq(paymentGatewayToken.tokenHash, tokenHash));
    if (!token) return { status: "declined", reason: "token_invalid" };
    if (token.usedAt) return { status: "declined", reason: "token_used" };
    if (token.expiresAt.getTime() <= at.getTime()) return { status: "declined", reason: "token_expired" };
    const claimed = await tx
      .update(paymentGatewayToken)
      .set({ usedAt: at })
      .where(and(eq(paymentGatewayToken.tokenHash, tokenHash), isNull(paymentGatewayToken.usedAt)))
      .returning({ tokenHash: paymentGatewayToken.tokenHash });
    if (claimed.length === 0) return { status: "declined", reason: "token_used" };

    const outcome = token.outcome as CardOutcome;
    const chargeId = `ch_${randomId(18)}`;
    await tx.insert(paymentGatewayCharge).values({
      chargeId,
      tokenHash,
      amount: input.amount.toFixed(2),
      currency: input.currency,
      reference: input.reference.slice(0, 64),
      status: outcome === "approved" ? "approved" : "declined",
      declineReason: outcome === "approved" ? null : outcome,
      brand: token.brand,
      last4: token.last4,
      createdAt: at,
    });
    if (outcome !== "approved") return { status: "declined", reason: outcome };
    const card = { brand: token.brand, last4: token.last4, expMonth: token.expMonth, expYear: token.expYear };
    if (!input.keepCard) return { status: "approved", chargeId, card };
    // Kept in the same transaction: if the order is not written, neither is the kept card.
    const keptCard = await keepCard(tx, { ...card, brand: token.brand as CardBrand, outcome }, at);
    return { status: "approved", chargeId, card, keptCard };
  };

  return {
    allowedReturnOrigins: options.allowedReturnOrigins ?? [],

    async submitCard(submission) {
      const at = now();
      const checked = checkCard(submission.card, at);
      if (!checked.ok) return { kind: "error", code: checked.error };
      const { threeDSecure, ...card } = checked.card;
      if (!threeDSecure) return { kind: "token", token: await issueToken(db, card, at) };
      const challengeId = randomId(32);
      await db.insert(paymentGatewayChallenge).values({
        challengeHash: sha256(challengeId),
        ...card,
        returnUrl: submission.returnUrl,
        cancelUrl: submission.cancelUrl,
        state: submission.state,
        locale: submission.locale,
        createdAt: at,
        expiresAt: new Date(at.getTime() + CHALLENGE_LIFETIME_MS),
      });
      return { kind: "challenge", challengeId };
    },

    findChallenge,

    async finishChallenge(challengeId, action) {
      const found = await findChallenge(challengeId);
      if (found.kind !== "open") return found;
      const at = now();
      const result = action === "authenticate" ? "authenticated" : action === "fail" ? "failed" : "cancelled";
      return db.transaction(async (tx) => {
        // Only one answer wins, also when two arrive at once.
        const [row] = await tx
          .update(paymentGatewayChallenge)
          .set({ finishedAt: at, result })
          .where(and(
            eq(paymentGatewayChallenge.challengeHash, sha256(challengeId)),
            isNull(paymentGatewayChallenge.finishedAt),
            gt(paymentGatewayChallenge.expiresAt, at),
          ))
          .returning();
        if (!row) return { kind: "finished", challenge: found.challenge } as const;
        if (result !== "authenticated") return { kind: result, challenge: found.challenge };
        const card = { brand: row.brand as CardBrand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear, outcome: row.outcome as CardOutcome };
        return { kind: "authenticated", token: await issueToken(tx, card, at), challenge: found.challenge } as const;
      });
    },

    authorize,

    async authorizeKeptCard(input, tx = db) {
      const { cardReference, ...charge } = input;
      if (typeof cardReference !== "string" || !cardReference || cardReference.length > MAX_SECRET_LENGTH) return { status: "declined", reason: "token_invalid" };
      const at = now();
      const [kept] = await tx.select().from(paymentGatewayCard).where(eq(paymentGatewayCard.cardHash, sha256(cardReference)));
      if (!kept || kept.revokedAt) return { status: "declined", reason: "token_invalid" };
      if (isExpired({ month: kept.expMonth, year: kept.expYear }, at)) return { status: "declined", reason: "expired_card" };
      // A one-time token from the kept card, consumed at once: the charge is recorded as any other.
      const card = { brand: kept.brand as CardBrand, last4: kept.last4, expMonth: kept.expMonth, expYear: kept.expYear, outcome: kept.outcome as CardOutcome };
      return authorize({ ...charge, token: await issueToken(tx, card, at) }, tx);
    },

    keepCard: (card, tx = db) => keepCard(tx, card, now()),

    async revokeCard(cardReference, tx = db) {
      if (!cardReference || cardReference.length > MAX_SECRET_LENGTH) return;
      await tx
        .update(paymentGatewayCard)
        .set({ revokedAt: now() })
        .where(and(eq(paymentGatewayCard.cardHash, sha256(cardReference)), isNull(paymentGatewayCard.revokedAt)));
    },
  };
}
