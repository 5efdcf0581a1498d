import { graphql } from "~/lib/magento/generated";

/**
 * An amount as the account area's documents ask for it (prices, totals, balances): Magento's
 * `Money`, the number and its currency code, which `money()` formats for the store view.
 */
export const MoneyFieldsFragment = graphql(`
  fragment MoneyFields on Money {
    value
    currency
  }
`);
