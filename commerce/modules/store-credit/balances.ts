/**
 * Store credit (Adobe Commerce's CustomerBalance): one balance per customer and website in the
 * base currency (THB), and a history row for every change with Magento's action codes. A debit is
 * one conditional update (`amount >= debit`), so two orders spending the same credit at once can
 * never take it below zero: the second one finds too little and fails.
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { magentoCustomerbalance, magentoCustomerbalanceHistory } from "../../db/schema";
import { roundMoney } from "../../lib/money";
import { readSettings, type StoreView } from "../store";

/** Magento's history actions (Magento\CustomerBalance\Model\Balance\History::ACTION_*). */
export const BALANCE_ACTIONS = { updated: 1, created: 2, used: 3, refunded: 4, reverted: 5 } as const;
export type BalanceAction = keyof typeof BALANCE_ACTIONS;

/** The labels `CustomerStoreCreditHistoryItem.action` answers. */
export const BALANCE_ACTION_LABELS: Readonly<Record<number, string>> = { 1: "Updated", 2: "Created", 3: "Used", 4: "Refunded", 5: "Reverted" };

/** Whether store credit is on (`customer/magento_customerbalance/is_enabled`; Adobe Commerce's default is on). */
export const STORE_CREDIT_ENABLED_PATH = "customer/magento_customerbalance/is_enabled";
/** Whether customers see their balance history (`…/show_history`, default on). */
export const STORE_CREDIT_HISTORY_PATH = "customer/magento_customerbalance/show_history";

export const isSettingOn = (value: string | null | undefined) => (value ?? "1") === "1";

/** Whether store credit is on in the store view (read through `db`, which may be a transaction). */
export async function storeCreditEnabled(db: Database, store: StoreView): Promise<boolean> {
  return isSettingOn((await readSettings(db, store, [STORE_CREDIT_ENABLED_PATH])).get(STORE_CREDIT_ENABLED_PATH));
}

export const STORE_CREDIT_MESSAGES = {
  /** applyStoreCreditToCart while store credit is switched off (Adobe Commerce's text). */
  disabled: 'You cannot add "credit" to the cart.',
  /** Placing an order whose credit was spent meanwhile (not confirmed against Adobe Commerce). */
  notEnough: "You do not have enough store credit to complete this order.",
} as const;

export interface BalanceHistoryEntry {
  action: string;
  /** The balance after the change. */
  balance: number;
  /** Positive for credit added, negative for credit spent. */
  change: number;
  info: string | null;
  changedAt: Date;
}

/** The customer's balance in the website (0 when there is none yet). */
export async function currentBalance(db: Database, customerId: number, websiteId: number): Promise<number> {
  const [row] = await db
    .select({ amount: magentoCustomerbalance.amount })
    .from(magentoCustomerbalance)
    .where(and(eq(magentoCustomerbalance.customerId, customerId), eq(magentoCustomerbalance.websiteId, websiteId)));
  return row ? Number(row.amount) : 0;
}

/** One page of the balance's history, newest first. */
export async function balanceHistory(
  db: Database,
  customerId: number,
  websiteId: number,
  page: { pageSize: number; currentPage: number },
): Promise<{ items: BalanceHistoryEntry[]; totalCount: number }> {
  const where = and(eq(magentoCustomerbalance.customerId, customerId), eq(magentoCustomerbalance.websiteId, websiteId));
  const [counted] = await db
    .select({ total: count() })
    .from(magentoCustomerbalanceHistory)
    .innerJoin(magentoCustomerbalance, eq(magentoCustomerbalance.balanceId, magentoCustomerbalanceHistory.balanceId))
    .where(where);
  const rows = await db
    .select({ history: magentoCustomerbalanceHistory })
    .from(magentoCustomerbalanceHistory)
    .innerJoin(magentoCustomerbalance, eq(magentoCustomerbalance.balanceId, magentoCustomerbalanceHistory.balanceId))
    .where(where)
    .orderBy(desc(magentoCustomerbalanceHistory.updatedAt), desc(magentoCustomerbalanceHistory.historyId))
    .limit(page.pageSize)
    .offset((page.currentPage - 1) * page.pageSize);
  return {
    totalCount: Number(counted?.total ?? 0),
    items: rows.map(({ history }) => ({
      action: BALANCE_ACTION_LABELS[history.action] ?? String(history.action),
      balance: Number(history.balanceAmount),
      change: Number(history.balanceDelta),
      info: history.additionalInfo,
      changedAt: history.updatedAt,
    })),
  };
}

export interface BalanceChange {
  customerId: number;
  websiteId: number;
  /** Added (> 0) or taken (< 0). */
  delta: number;
  action: BalanceAction;
  info?: string | null;
  at?: Date;
}

/**
 * Adds to or takes from a balance and writes the history row, in the caller's transaction.
 * Answers the new balance, or null when a debit finds less credit than it needs (nothing changes).
 */
export async function changeBalance(tx: Database, change: BalanceChange): Promise<number | null> {
  const delta = roundMoney(change.delta);
  if (delta === 0) return currentBalance(tx, change.customerId, change.websiteId);
  let balanceId: number;
  let amount: number;
  let created = false;
  if (delta > 0) {
    const [row] = await tx
      .insert(magentoCustomerbalance)
      .values({ customerId: change.customerId, websiteId: change.websiteId, amount: delta.toFixed(4) })
      .onConflictDoUpdate({
        target: [magentoCustomerbalance.customerId, magentoCustomerbalance.websiteId],
        set: { amount: sql`${magentoCustomerbalance.amount} + ${delta.toFixed(4)}::numeric` },
      })
      // xmax = 0: the row was inserted by this statement, not updated.
      .returning({ id: magentoCustomerbalance.balanceId, amount: magentoCustomerbalance.amount, inserted: sql<boolean>`(xmax = 0)` });
    balanceId = row!.id;
    amount = Number(row!.amount);
    created = row!.inserted === true;
  } else {
    const [row] = await tx
      .update(magentoCustomerbalance)
      .set({ amount: sql`${magentoCustomerbalance.amount} - ${(-delta).toFixed(4)}::numeric` })
      .where(
        and(
          eq(magentoCustomerbalance.customerId, change.customerId),
          eq(magentoCustomerbalance.websiteId, change.websiteId),
          sql`${magentoCustomerbalance.amount} >= ${(-delta).toFixed(4)}::numeric`,
        ),
      )
      .returning({ id: magentoCustomerbalance.balanceId, amount: magentoCustomerbalance.amount });
    if (!row) return null;
    balanceId = row.id;
    amount = Number(row.amount);
  }
  // Magento records the first credit of a new balance as "Created".
  const action = change.action === "updated" && created ? "created" : change.action;
  await tx.insert(magentoCustomerbalanceHistory).values({
    balanceId,
    action: BALANCE_ACTIONS[action],
    balanceAmount: amount.toFixed(4),
    balanceDelta: delta.toFixed(4),
    additionalInfo: change.info ?? null,
    ...(change.at ? { updatedAt: change.at } : {}),
  });
  return amount;
}
