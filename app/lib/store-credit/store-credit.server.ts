import { blogDate } from "~/lib/blog/dates";
import { money, type Money } from "~/lib/catalog/price";
import type { MagentoClient } from "~/lib/magento/client.server";
import { graphql } from "~/lib/magento/generated";
import { ownerOf, redeemedCardOf, type RedeemedCards } from "~/lib/store-credit/redeemed-cards.server";

/**
 * The signed-in customer's store credit (`/{store}/store-credit`) through Adobe Commerce's
 * `customer.store_credit`: the balance and its history, newest first, a page at a time. Dates are
 * the shop's day in the store view's calendar (Buddhist era in Thai), formatted on the server. A row
 * made by a gift card this browser redeemed names the card by its last four characters
 * (redeemed-cards.server.ts): Adobe Commerce keeps that note for its admin only.
 */

/** History rows per page. */
export const STORE_CREDIT_ROWS_PER_PAGE = 10;

export interface StoreCreditHistoryRow {
  /** Adobe Commerce's action: Updated, Created, Used, Refunded, Reverted (translated by the page). */
  action: string;
  change: Money;
  balance: Money;
  date: { iso: string; label: string } | null;
  /** The last four characters of the gift card that added this credit, when redeemed from this browser; else null. */
  giftCardLast4: string | null;
}

export interface StoreCreditPageData {
  storeCode: string;
  /** False when the shop has store credit switched off (the page says so). */
  enabled: boolean;
  balance: Money | null;
  history: { rows: StoreCreditHistoryRow[]; page: number; totalPages: number; totalCount: number } | null;
}

/** `?page=` as a page number (1 for anything unreadable). */
export function historyPageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1;
}

/** The balance and one page of history (throws when the backend fails, e.g. a refused token). */
export async function loadStoreCredit(
  client: MagentoClient,
  options: { storeCode: string; locale: string; page: number; redeemedCards?: RedeemedCards },
): Promise<StoreCreditPageData> {
  const data = await client.query(CustomerStoreCreditQuery, { pageSize: STORE_CREDIT_ROWS_PER_PAGE, currentPage: options.page });
  const credit = data.customer?.store_credit;
  const owner = options.redeemedCards && data.customer?.email ? await ownerOf(data.customer.email) : null;
  const enabled = credit?.enabled === true;
  const balance = enabled && credit?.current_balance ? money(credit.current_balance.value, credit.current_balance.currency, options.locale) : null;
  const history = credit?.balance_history;
  return {
    storeCode: options.storeCode,
    enabled,
    balance,
    history:
      enabled && history
        ? {
            page: history.page_info?.current_page ?? options.page,
            totalPages: history.page_info?.total_pages ?? 1,
            totalCount: history.total_count ?? 0,
            rows: (history.items ?? []).flatMap((item) =>
              item
                ? [
                    {
                      action: item.action ?? "",
                      change: money(item.balance_change?.value, item.balance_change?.currency, options.locale),
                      balance: money(item.actual_balance?.value, item.actual_balance?.currency, options.locale),
                      date: item.date_time_changed ? blogDate(item.date_time_changed, options.locale, { style: "medium" }) : null,
                      giftCardLast4: redeemedCardOf(options.redeemedCards, owner, {
                        action: item.action ?? "",
                        changedAt: item.date_time_changed ?? null,
                        change: item.balance_change?.value ?? 0,
                        currency: item.balance_change?.currency ?? "",
                      }),
                    },
                  ]
                : [],
            ),
          }
        : null,
  };
}

const CustomerStoreCreditQuery = graphql(`
  query CustomerStoreCredit($pageSize: Int!, $currentPage: Int!) {
    customer {
      email
      store_credit {
        enabled
        current_balance {
          ...MoneyFields
        }
        balance_history(pageSize: $pageSize, currentPage: $currentPage) {
          total_count
          page_info {
            current_page
            total_pages
          }
          items {
            action
            balance_change {
              ...MoneyFields
            }
            actual_balance {
              ...MoneyFields
            }
            date_time_changed
          }
        }
      }
    }
  }
`);
