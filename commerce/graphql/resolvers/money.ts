/** Magento's `Money` for cart, gift card and store credit amounts: the store's base currency (THB). */
import { roundMoney } from "../../lib/money";
import type { GraphQLContext } from "../context";

export async function money(ctx: GraphQLContext, value: number): Promise<{ value: number; currency: string }> {
  const currency = (await ctx.setting("currency/options/base")) ?? "THB";
  return { value: roundMoney(value), currency };
}
