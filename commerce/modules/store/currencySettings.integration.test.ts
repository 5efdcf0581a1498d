/**
 * The shop owner's currency settings and rates on a real PGlite database (a temp folder with the demo
 * shop): every refusal leaves the shop as it was; a second currency turned on step by step is what
 * the engine's `currency` query then answers, per store view.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type DatabaseConnection } from "../../db/connect";
import { coreConfigData, directoryCurrencyRate } from "../../db/schema";
import { startCommerceEngine } from "../../index";
import { prepareDatabase } from "../../setup";
import { graphql, graphqlData } from "../../testing/graphqlClient";
import { changeCurrencySetting, saveCurrencyRate } from "./currencySettings";

const ALLOW = "currency/options/allow";
const DISPLAY = "currency/options/default";
const BASE = "currency/options/base";
const CURRENCY = `{ currency { base_currency_code base_currency_symbol default_display_currency_code default_display_currency_symbol available_currency_codes exchange_rates { currency_to rate } } }`;

let dataDir: string;
let connection: DatabaseConnection | undefined;
const db = () => connection!.db;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "currency-settings-"));
  connection = await connectDatabase({ dataDir });
  await prepareDatabase(connection, { seedDemo: true });
}, 120_000);

afterAll(async () => {
  await connection?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The shop's currency settings and rates as stored. */
async function storedCurrencies() {
  const settings = await db()
    .select({ scope: coreConfigData.scope, scopeId: coreConfigData.scopeId, path: coreConfigData.path, value: coreConfigData.value })
    .from(coreConfigData)
    .where(inArray(coreConfigData.path, [BASE, DISPLAY, ALLOW]))
    .orderBy(coreConfigData.path, coreConfigData.scope, coreConfigData.scopeId);
  const rates = await db().select().from(directoryCurrencyRate).orderBy(directoryCurrencyRate.currencyFrom, directoryCurrencyRate.currencyTo);
  return { settings, rates };
}

/** The engine's `currency` answer per store view: the database is handed to a started engine (one PGlite owner at a time) and back. */
async function currencyQuery(stores: string[]): Promise<Record<string, unknown>> {
  await connection!.close();
  connection = undefined;
  const engine = await startCommerceEngine({ dataDir });
  try {
    const answers: Record<string, unknown> = {};
    for (const store of stores) answers[store] = (await graphqlData<{ currency: unknown }>(engine, CURRENCY, { store })).currency;
    const usdIn = async (store: string) => (await graphql(engine, "{ storeConfig { store_code } }", { store, headers: { "Content-Currency": "USD" } })).errors;
    answers["usd accepted"] = Object.fromEntries(await Promise.all(stores.map(async (store) => [store, (await usdIn(store)) === undefined])));
    return answers;
  } finally {
    await engine.close();
    connection = await connectDatabase({ dataDir });
  }
}

describe("refusals, each with one clear line, leaving the shop as it was", () => {
  it("refuses every mistake of the brief", async () => {
    const before = await storedCurrencies();
    const refusals: [() => Promise<unknown>, string][] = [
      // an unknown currency code
      [() => changeCurrencySetting(db(), { path: ALLOW, value: "THB,XYZ" }), `"XYZ" is not a currency code this shop knows (ISO 4217, such as THB, USD or EUR).`],
      [() => saveCurrencyRate(db(), "THB", "BAHT", "0.028"), `"BAHT" is not a currency code this shop knows`],
      // a display currency with no rate (here: a new base from which THB has none)
      [() => changeCurrencySetting(db(), { path: BASE, value: "USD" }), "THB, the default display currency of the default scope, has no rate from the base currency USD: add the rate USD → THB first."],
      // negative, zero and non-numeric rates
      [() => saveCurrencyRate(db(), "THB", "USD", "-0.028"), `A rate must be a number greater than 0, such as 0.028; "-0.028" is not.`],
      [() => saveCurrencyRate(db(), "THB", "USD", "0"), `A rate must be a number greater than 0, such as 0.028; "0" is not.`],
      [() => saveCurrencyRate(db(), "THB", "USD", "cheap"), `A rate must be a number greater than 0, such as 0.028; "cheap" is not.`],
      // an allowed list leaving out the default display currency, of the default scope or of a store view inheriting it
      [() => changeCurrencySetting(db(), { path: ALLOW, value: "USD" }), "The allowed currencies USD leave out THB, the default display currency of the default scope: allow it too, or change currency/options/default first."],
      [() => changeCurrencySetting(db(), { path: ALLOW, value: "USD,EUR", storeCode: "en" }), "The allowed currencies USD,EUR leave out THB, the default display currency of store view en: allow it too, or change currency/options/default first."],
      // a default display currency that is not allowed
      [() => changeCurrencySetting(db(), { path: DISPLAY, value: "USD" }), "USD, the default display currency of the default scope, is not among its allowed currencies (THB): add it to currency/options/allow first."],
      // an unknown store code
      [() => changeCurrencySetting(db(), { path: ALLOW, value: "THB,USD", storeCode: "fr" }), `There is no store view "fr"; the store views are th, en.`],
      // the base currency for one store view
      [() => changeCurrencySetting(db(), { path: BASE, value: "THB", storeCode: "en" }), "currency/options/base is one setting for the whole shop (Magento's catalog price scope is global): set it without a store view."],
      // a path this command does not set
      [() => changeCurrencySetting(db(), { path: "design/head/default_title", value: "Shop" }), `"design/head/default_title" is not a setting this command changes`],
    ];
    for (const [refused, message] of refusals) await expect(refused()).rejects.toThrow(message);
    expect(await storedCurrencies()).toEqual(before);
    expect(before.rates).toEqual([{ currencyFrom: "THB", currencyTo: "THB", rate: "1.000000000000" }]);
  });
});

describe("a second currency, turned on step by step", () => {
  it("allowed for store view en only: en offers THB and USD once USD has a rate, th still THB only", async () => {
    await changeCurrencySetting(db(), { path: ALLOW, value: "thb, usd", storeCode: "en" });
    await expect(changeCurrencySetting(db(), { path: DISPLAY, value: "USD", storeCode: "en" })).rejects.toThrow(
      "USD, the default display currency of store view en, has no rate from the base currency THB: add the rate THB → USD first.",
    );
    expect(await saveCurrencyRate(db(), "THB", "USD", "0.03")).toEqual({ from: "THB", to: "USD", rate: 0.03 });
    // Saved again: the rate is replaced, not added.
    await saveCurrencyRate(db(), "THB", "USD", "0.028");
    const saved = await changeCurrencySetting(db(), { path: DISPLAY, value: "usd", storeCode: "en" });
    expect(saved).toEqual({ path: DISPLAY, value: "USD", storeCode: "en", scopeName: "store view en" });
    expect((await storedCurrencies()).rates).toEqual([
      { currencyFrom: "THB", currencyTo: "THB", rate: "1.000000000000" },
      { currencyFrom: "THB", currencyTo: "USD", rate: "0.028000000000" },
    ]);

    expect(await currencyQuery(["en", "th"])).toEqual({
      en: {
        base_currency_code: "THB",
        base_currency_symbol: "฿",
        default_display_currency_code: "USD",
        default_display_currency_symbol: "$",
        available_currency_codes: ["THB", "USD"],
        exchange_rates: [
          { currency_to: "THB", rate: 1 },
          { currency_to: "USD", rate: 0.028 },
        ],
      },
      th: {
        base_currency_code: "THB",
        base_currency_symbol: "฿",
        default_display_currency_code: "THB",
        default_display_currency_symbol: "฿",
        available_currency_codes: ["THB"],
        exchange_rates: [{ currency_to: "THB", rate: 1 }],
      },
      "usd accepted": { en: true, th: false },
    });
  });

  it("allowed for the whole shop: th offers THB and USD too, still showing THB by default", async () => {
    const saved = await changeCurrencySetting(db(), { path: ALLOW, value: "THB,USD" });
    expect(saved).toEqual({ path: ALLOW, value: "THB,USD", scopeName: "the default scope" });
    const answers = await currencyQuery(["th"]);
    expect(answers["th"]).toMatchObject({
      default_display_currency_code: "THB",
      available_currency_codes: ["THB", "USD"],
      exchange_rates: [
        { currency_to: "THB", rate: 1 },
        { currency_to: "USD", rate: 0.028 },
      ],
    });
    expect(answers["usd accepted"]).toEqual({ th: true });
  });

  it("checks every store view a shop-wide change reaches: th inherits the shop-wide list, en has its own", async () => {
    await changeCurrencySetting(db(), { path: DISPLAY, value: "USD", storeCode: "th" });
    await expect(changeCurrencySetting(db(), { path: ALLOW, value: "THB" })).rejects.toThrow(
      "The allowed currencies THB leave out USD, the default display currency of store view th: allow it too, or change currency/options/default first.",
    );
    await expect(changeCurrencySetting(db(), { path: ALLOW, value: "THB", storeCode: "en" })).rejects.toThrow(
      "The allowed currencies THB leave out USD, the default display currency of store view en",
    );
    // Back to THB for th, and the shop-wide list may drop USD: en keeps its own list.
    await changeCurrencySetting(db(), { path: DISPLAY, value: "THB", storeCode: "th" });
    await changeCurrencySetting(db(), { path: ALLOW, value: "THB" });
  });
});
