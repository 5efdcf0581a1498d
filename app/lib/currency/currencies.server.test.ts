import { createSession, type AppLoadContext } from "@remix-run/server-runtime";
import { beforeEach, describe, expect, it } from "vitest";
import { publicCache } from "~/lib/cache.server";
import {
  chosenDisplayCurrency,
  currencyMenuOf,
  rememberDisplayCurrency,
  storeCurrenciesOf,
  storedDisplayCurrency,
} from "~/lib/currency/currencies.server";
import { inProcessBackend } from "~/lib/magento/backend.server";
import { trackChanges, type ShopperSession } from "~/lib/shop/shopper-session.server";
import { testSettings } from "~/lib/testing/settings";

const THB_USD = {
  base_currency_code: "THB",
  default_display_currency_code: "THB",
  available_currency_codes: ["THB", "USD"],
  exchange_rates: [
    { currency_to: "THB", rate: 1 },
    { currency_to: "USD", rate: 0.028 },
  ],
};

/** A backend whose `currency` answer the test sets, counting the questions. */
let answer: typeof THB_USD = THB_USD;
let asked = 0;
const context: AppLoadContext = {
  settings: testSettings({ MAGENTO_TIMEOUT_MS: "2000" }),
  cspNonce: "n",
  clientAddress: "127.0.0.1",
  backend: inProcessBackend(async (request) => {
    if (request.method === "POST") return Response.json({ errors: [{ message: "Introspection is disabled." }] });
    asked += 1;
    return Response.json({ data: { currency: answer } });
  }),
};

function session(data: Record<string, unknown> = {}) {
  return trackChanges(createSession(data) as ShopperSession);
}

beforeEach(() => {
  publicCache.clear();
  answer = THB_USD;
  asked = 0;
});

describe("the store's currencies", () => {
  it("offers the default first and only codes the backend has a rate to", () => {
    const currencies = storeCurrenciesOf({
      ...THB_USD,
      default_display_currency_code: "USD",
      available_currency_codes: ["EUR", "THB", "USD"],
    });
    expect(currencies).toEqual({ base: "THB", default: "USD", available: ["USD", "THB"], rates: { THB: 1, USD: 0.028 } });
  });

  it("gives no menu for one currency, and names each code in the store's language", () => {
    expect(currencyMenuOf(storeCurrenciesOf({ ...THB_USD, available_currency_codes: ["THB"] }), null, "th-TH")).toBeNull();
    expect(currencyMenuOf(storeCurrenciesOf(THB_USD), null, "th-TH")).toEqual({
      current: "THB",
      options: [
        { code: "THB", name: "บาท" },
        { code: "USD", name: "ดอลลาร์สหรัฐ" },
      ],
    });
    expect(currencyMenuOf(storeCurrenciesOf(THB_USD), "USD", "en-US")?.options.map((option) => option.name)).toEqual(["Thai Baht", "US Dollar"]);
  });
});

describe("the shopper's choice", () => {
  it("is remembered per store view, and going back to the default forgets it", () => {
    const currencies = storeCurrenciesOf(THB_USD);
    const shopper = session();
    rememberDisplayCurrency(shopper, "en", "USD", currencies);
    expect([storedDisplayCurrency(shopper, "en"), storedDisplayCurrency(shopper, "th")]).toEqual(["USD", null]);
    rememberDisplayCurrency(shopper, "en", "THB", currencies);
    expect(shopper.has("displayCurrencies")).toBe(false);
    expect(shopper.changed).toBe(true);
  });

  it("is sent only while the store still offers it, and asks the backend nothing without one", async () => {
    expect(await chosenDisplayCurrency(context, "en", session())).toBeNull();
    expect(asked).toBe(0);
    const shopper = session({ displayCurrencies: { en: "USD" } });
    expect(await chosenDisplayCurrency(context, "en", shopper)).toBe("USD");
    publicCache.clear();
    answer = { ...THB_USD, available_currency_codes: ["THB"] };
    expect(await chosenDisplayCurrency(context, "en", shopper)).toBeNull();
  });
});
