/**
 * Integration tokens: what the shop owner's tools send as `Authorization: Bearer <token>` to the
 * engine's admin Web API (moderating blog comments), as Magento's integrations do. A token is random
 * (256 bits), shown once when it is created and stored only as its SHA-256, so a copy of the database
 * cannot act as an integration. Revoking keeps the row (its name stays taken) and refuses the token.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { integration } from "../../db/schema";

export interface IntegrationRecord {
  id: number;
  name: string;
  active: boolean;
  createdAt: Date;
}

const hash = (token: string) => createHash("sha256").update(token).digest("hex");
const columns = { id: integration.integrationId, name: integration.name, status: integration.status, createdAt: integration.createdAt };
const toRecord = (row: { id: number; name: string; status: number; createdAt: Date }): IntegrationRecord => ({
  id: row.id,
  name: row.name,
  active: row.status === 1,
  createdAt: row.createdAt,
});

/** Creates an integration and returns its token (the only time it can be read); the name must be new. */
export async function createIntegration(db: Database, name: string): Promise<{ integration: IntegrationRecord; token: string }> {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > 255) throw new Error("An integration needs a name of 1 to 255 characters.");
  const [existing] = await db.select({ id: integration.integrationId }).from(integration).where(eq(integration.name, trimmed)).limit(1);
  if (existing) throw new Error(`An integration named "${trimmed}" exists already.`);
  const token = randomBytes(32).toString("base64url");
  const [row] = await db.insert(integration).values({ name: trimmed, tokenHash: hash(token) }).returning(columns);
  if (!row) throw new Error("The integration was not created.");
  return { integration: toRecord(row), token };
}

/** Shortest token `ensureIntegration` accepts: a guessable secret must not open integration-only operations. */
export const MIN_GIVEN_TOKEN_LENGTH = 32;

/**
 * Makes sure an active integration of this name exists whose token is `token` (a secret chosen
 * elsewhere, such as the storefront's MAGENTO_INTEGRATION_TOKEN): created, or its hash replaced and
 * the integration re-activated. Throws on a token shorter than 32 or longer than 200 characters.
 */
export async function ensureIntegration(db: Database, name: string, token: string): Promise<IntegrationRecord> {
  const trimmed = name.trim();
  if (typeof token !== "string" || token.length < MIN_GIVEN_TOKEN_LENGTH || token.length > 200 || /\s/.test(token)) {
    throw new Error(`The token of integration "${trimmed}" must be ${MIN_GIVEN_TOKEN_LENGTH} to 200 characters without spaces (use a random secret, e.g. \`openssl rand -base64 48\`).`);
  }
  const [row] = await db
    .insert(integration)
    .values({ name: trimmed, tokenHash: hash(token), status: 1 })
    .onConflictDoUpdate({ target: integration.name, set: { tokenHash: hash(token), status: 1 } })
    .returning(columns);
  if (!row) throw new Error(`The integration "${trimmed}" was not saved.`);
  return toRecord(row);
}

/** The active integration a bearer token belongs to, or null (unknown or revoked). */
export async function integrationFromToken(db: Database, token: string): Promise<IntegrationRecord | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db.select(columns).from(integration).where(and(eq(integration.tokenHash, hash(token)), eq(integration.status, 1))).limit(1);
  return row ? toRecord(row) : null;
}

export async function listIntegrations(db: Database): Promise<IntegrationRecord[]> {
  return (await db.select(columns).from(integration).orderBy(asc(integration.integrationId))).map(toRecord);
}

/** Refuses the integration's token from now on; false when there is no integration of that name. */
export async function revokeIntegration(db: Database, name: string): Promise<boolean> {
  const rows = await db.update(integration).set({ status: 0 }).where(eq(integration.name, name.trim())).returning({ id: integration.integrationId });
  return rows.length > 0;
}
