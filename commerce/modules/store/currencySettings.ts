/**
 * The shop owner's currencies: the base currency, each scope's default display currency and allowed
 * currencies, and the rates from the base currency, checked before they are saved as Magento's admin
 * checks them (Config's Currency\Base, DefaultCurrency and Allow backends, Directory's saveRates):
 * codes the runtime knows (ISO 4217), a default display currency that its scope allows, a base
 * currency for the whole shop, rates above 0. This project adds one rule: a default display currency
 * other than the base needs a rate from the base, or prices could not be shown in it.
 */
import { inArray, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { coreConfigData, directoryCurrencyRate, store } from "../../db/schema";
import { type ConfigEntry, writeConfig } from "./configWriter";
import { currencyConfigPaths, currencySettingsOf } from "./currency";

/** The settings the owner may change here; everything else is refused (docs/engine.md, "Currencies and rates"). */
export const currencySettingPaths = [currencyConfigPaths.base, currencyConfigPaths.display, currencyConfigPaths.allow] as const;
export type CurrencySettingPath = (typeof currencySettingPaths)[number];

/** A setting as the owner typed it; `storeCode` = for that store view only, else the default scope. */
export interface CurrencySettingInput {
  path: string;
  value: string;
  storeCode?: string;
}

export interface CurrencySetting {
  path: CurrencySettingPath;
  /** Upper-cased; a list is comma-separated without spaces. */
  value: string;
  storeCode?: string;
}

export interface CurrencyRate {
  from: string;
  to: string;
  rate: number;
}

/** One scope (the default scope or a store view) as it would be after a change. */
export interface CurrencyScope {
  /** "the default scope" or "store view en", for messages. */
  name: string;
  base: string;
  display: string;
  allowed: readonly string[];
}

const knownCurrencies = new Set(Intl.supportedValuesOf("currency"));

/** An ISO 4217 code the runtime knows (Magento's "installed currencies"), upper-cased. */
export function readCurrencyCode(typed: string): string {
  const code = typed.trim().toUpperCase();
  if (!knownCurrencies.has(code)) throw new Error(`"${typed}" is not a currency code this shop knows (ISO 4217, such as THB, USD or EUR).`);
  return code;
}

/** A comma-separated list of currency codes: each one known, each once, at least one. */
export function readAllowedCurrencies(typed: string): string[] {
  const codes = typed
    .split(",")
    .map((code) => code.trim())
    .filter(Boolean)
    .map(readCurrencyCode);
  if (!codes.length) throw new Error("Name at least one allowed currency, such as THB or THB,USD.");
  return [...new Set(codes)];
}

/** directory_currency_rate.rate is numeric(24,12): 12 decimals and 12 digits before the point. */
const RATE_DECIMALS = 12;
const RATE_LIMIT = 1e12;

/** A plain decimal number above 0 that the rates table keeps as typed (Magento skips a zero rate). */
export function readRate(typed: string): number {
  const text = typed.trim();
  const rate = /^\d*\.?\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(Number(rate.toFixed(RATE_DECIMALS)) > 0)) throw new Error(`A rate must be a number greater than 0, such as 0.028; "${typed}" is not.`);
  if (rate >= RATE_LIMIT) throw new Error(`A rate must be below ${RATE_LIMIT.toLocaleString("en-US")}; "${typed}" is not.`);
  return rate;
}

/** A setting as typed, checked on its own: a path this command sets, a value fit for it, the base for the whole shop. */
export function readCurrencySetting(input: CurrencySettingInput): CurrencySetting {
  const path = currencySettingPaths.find((known) => known === input.path);
  if (!path) throw new Error(`"${input.path}" is not a setting this command changes; it changes ${currencySettingPaths.join(", ")}.`);
  if (path === currencyConfigPaths.base && input.storeCode !== undefined) {
    throw new Error(`${path} is one setting for the whole shop (Magento's catalog price scope is global): set it without a store view.`);
  }
  const value = path === currencyConfigPaths.allow ? readAllowedCurrencies(input.value).join(",") : readCurrencyCode(input.value);
  return { path, value, ...(input.storeCode === undefined ? {} : { storeCode: input.storeCode }) };
}

/** A rate as typed: base → target, two different known currencies, above 0. */
export function readCurrencyRate(from: string, to: string, rate: string): CurrencyRate {
  const rateFrom = readCurrencyCode(from);
  const rateTo = readCurrencyCode(to);
  if (rateFrom === rateTo) throw new Error(`A currency's rate to itself is always 1: name two different currencies, not ${rateFrom} twice.`);
  return { from: rateFrom, to: rateTo, rate: readRate(rate) };
}

/**
 * What is wrong with a scope's currencies, naming the setting just changed, or null: its default
 * display currency must be allowed (Magento's Allow and DefaultCurrency backends) and, unless it is
 * the base currency, have a rate from the base. Magento does not require the base to be allowed.
 */
export function currencyScopeProblem(scope: CurrencyScope, hasRate: (from: string, to: string) => boolean, changed: CurrencySettingPath): string | null {
  const { name, base, display, allowed } = scope;
  if (!allowed.includes(display)) {
    return changed === currencyConfigPaths.allow
      ? `The allowed currencies ${allowed.join(",")} leave out ${display}, the default display currency of ${name}: allow it too, or change ${currencyConfigPaths.display} first.`
      : `${display}, the default display currency of ${name}, is not among its allowed currencies (${allowed.join(",")}): add it to ${currencyConfigPaths.allow} first.`;
  }
  if (display !== base && !hasRate(base, display)) {
    return `${display}, the default display currency of ${name}, has no rate from the base currency ${base}: add the rate ${base} → ${display} first.`;
  }
  return null;
}

/**
 * Saves a currency setting for the default scope or one store view, after checking every scope it
 * reaches (a store view's own; the default scope's and every store view's that may inherit it).
 * A running engine reads it within its settings cache time (5 s). Returns what was saved.
 */
export async function changeCurrencySetting(db: Database, input: CurrencySettingInput): Promise<CurrencySetting & { scopeName: string }> {
  const setting = readCurrencySetting(input);
  return db.transaction(async (tx) => {
    const views = await readStoreViews(tx);
    const view = setting.storeCode === undefined ? null : views.find((candidate) => candidate.code === setting.storeCode);
    if (view === undefined) {
      throw new Error(`There is no store view "${setting.storeCode}"; the store views are ${views.map((known) => known.code).join(", ") || "none yet"}.`);
    }
    const entry: ConfigEntry = view ? { path: setting.path, value: setting.value, scope: "stores", scopeId: view.id } : { path: setting.path, value: setting.value };
    const settings = await readCurrencySettings(tx);
    settings.set(`${view ? `stores:${view.id}` : "default:0"}:${setting.path}`, setting.value);
    const rates = await readRates(tx);
    for (const scope of view ? [view] : [null, ...views]) {
      const problem = currencyScopeProblem(scopeAfterChange(settings, scope), (from, to) => rates.has(`${from}>${to}`), setting.path);
      if (problem) throw new Error(problem);
    }
    await writeConfig(tx, [entry]);
    // As Magento's Base backend does: the base currency's rate to itself is 1.
    if (setting.path === currencyConfigPaths.base) await upsertRate(tx, { from: setting.value, to: setting.value, rate: 1 });
    return { ...setting, scopeName: scopeName(view) };
  });
}

/** Saves (inserts or replaces) the rate from one currency to another, as Magento's currency rates page. */
export async function saveCurrencyRate(db: Database, from: string, to: string, rate: string): Promise<CurrencyRate> {
  const checked = readCurrencyRate(from, to, rate);
  await upsertRate(db, checked);
  return checked;
}

interface StoreViewScope {
  id: number;
  code: string;
  websiteId: number;
}

const scopeName = (view: StoreViewScope | null) => (view ? `store view ${view.code}` : "the default scope");

async function readStoreViews(db: Database): Promise<StoreViewScope[]> {
  return db
    .select({ id: store.storeId, code: store.code, websiteId: store.websiteId })
    .from(store)
    .where(ne(store.storeId, 0))
    .orderBy(store.sortOrder, store.storeId);
}

/** The currency settings of every scope, keyed "<scope>:<scope id>:<path>" (default scope id 0). */
async function readCurrencySettings(db: Database): Promise<Map<string, string | null>> {
  const rows = await db
    .select({ scope: coreConfigData.scope, scopeId: coreConfigData.scopeId, path: coreConfigData.path, value: coreConfigData.value })
    .from(coreConfigData)
    .where(inArray(coreConfigData.path, [...currencySettingPaths]));
  return new Map(rows.map((row) => [`${row.scope}:${row.scope === "default" ? 0 : row.scopeId}:${row.path}`, row.value]));
}

/** Rates present, as "<from>><to>". */
async function readRates(db: Database): Promise<Set<string>> {
  const rows = await db.select({ from: directoryCurrencyRate.currencyFrom, to: directoryCurrencyRate.currencyTo }).from(directoryCurrencyRate);
  return new Set(rows.map((row) => `${row.from}>${row.to}`));
}

/** A scope's currencies resolved as the engine reads them: store view, then its website, then the default scope. */
function scopeAfterChange(settings: Map<string, string | null>, view: StoreViewScope | null): CurrencyScope {
  const chain = view ? [`stores:${view.id}`, `websites:${view.websiteId}`, "default:0"] : ["default:0"];
  const valueAt = (path: string): string | null => {
    const key = chain.map((scope) => `${scope}:${path}`).find((candidate) => settings.has(candidate));
    return key === undefined ? null : (settings.get(key) ?? null);
  };
  return { name: scopeName(view), ...currencySettingsOf(valueAt) };
}

async function upsertRate(db: Database, rate: CurrencyRate): Promise<void> {
  await db
    .insert(directoryCurrencyRate)
    .values({ currencyFrom: rate.from, currencyTo: rate.to, rate: String(rate.rate) })
    .onConflictDoUpdate({ target: [directoryCurrencyRate.currencyFrom, directoryCurrencyRate.currencyTo], set: { rate: sql`excluded.rate` } });
}
