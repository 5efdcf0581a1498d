/**
 * The shop owner's currency settings and rates, in the spirit of Magento's `bin/magento config:set`
 * and its currency rates page:
 *   npm run engine:config -- set <path> <value> [--store <code>]
 *       currency/options/base THB            the base currency (whole shop only)
 *       currency/options/default USD         the default display currency
 *       currency/options/allow THB,USD       the currencies shoppers may switch to
 *   npm run engine:config -- rate <from> <to> <rate>    e.g. rate THB USD 0.028 (1 THB = 0.028 USD)
 * Works on the shop's database (a brand-new one is set up with the demo shop first); on PGlite only
 * while the shop is stopped. Rules: docs/engine.md, "Currencies and rates".
 */
import { changeCurrencySetting, type CurrencySettingInput, readCurrencyRate, readCurrencySetting, saveCurrencyRate } from "../modules/store";
import { runWithShopDatabase } from "./openDatabase";

const USAGE = "Usage: npm run engine:config -- set <path> <value> [--store <code>] | rate <from> <to> <rate>";
const PICKED_UP = "A running shop shows it within 5 seconds (its settings cache).";

type Command = { kind: "set"; setting: CurrencySettingInput } | { kind: "rate"; from: string; to: string; rate: string };

/** The command as typed, with its values checked before the database is opened; throws a one-line message. */
function readCommand(args: string[]): Command {
  const [name, ...rest] = args;
  if (name === "rate" && rest.length === 3) {
    const [from, to, rate] = rest as [string, string, string];
    readCurrencyRate(from, to, rate);
    return { kind: "rate", from, to, rate };
  }
  if (name !== "set") throw new Error(USAGE);
  const storeAt = rest.indexOf("--store");
  const storeCode = storeAt === -1 ? undefined : rest[storeAt + 1];
  const positional = storeAt === -1 ? rest : rest.filter((_, index) => index !== storeAt && index !== storeAt + 1);
  if (positional.length !== 2 || (storeAt !== -1 && !storeCode) || positional.some((arg) => arg.startsWith("--"))) throw new Error(USAGE);
  const setting = { path: positional[0]!, value: positional[1]!, ...(storeCode === undefined ? {} : { storeCode }) };
  readCurrencySetting(setting);
  return { kind: "set", setting };
}

let command: Command | undefined;
try {
  command = readCommand(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}

if (command) {
  const typed = command;
  runWithShopDatabase(
    async ({ db }) => {
      if (typed.kind === "rate") {
        const saved = await saveCurrencyRate(db, typed.from, typed.to, typed.rate);
        console.info(`Rate saved: 1 ${saved.from} = ${saved.rate} ${saved.to}. ${PICKED_UP}`);
        return;
      }
      const saved = await changeCurrencySetting(db, typed.setting);
      console.info(`${saved.path} = ${saved.value} saved for ${saved.scopeName}. ${PICKED_UP}`);
    },
    { setUpNew: true },
  );
}
