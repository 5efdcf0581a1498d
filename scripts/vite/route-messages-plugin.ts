import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { supportedLanguages } from "../../app/lib/i18n";
import { routeIdOf, routeMessageKeys } from "./message-usage";
import { pickMessages } from "../../app/lib/translation/pick-messages";
import type { Messages } from "../../app/lib/translation/translator";

const GATE = "virtual:route-messages/";
const KEYS = "virtual:route-message-keys";

/**
 * Each page ships only the texts its routes use (ADR 043). In the browser build every route module
 * gets one import, `virtual:route-messages/<route id>`, a module that loads that route's texts in
 * the page's language (`<html lang>`, one small chunk per route and language) with a top-level
 * await: Remix imports a route's module before it renders the route (hydration, a link, a form, a
 * fetcher), so the texts are always there first and nothing ever suspends. The server build gets
 * `virtual:route-message-keys` (route id → keys) and renders with exactly the same texts.
 * The lists come from `message-usage.ts`; `locales/<language>/common.json` stay the only source.
 */
export function routeMessages(): Plugin {
  const root = process.cwd();
  const appDirectory = path.join(root, "app");
  const catalogue = (language: string): Messages => JSON.parse(readFileSync(path.join(root, "locales", language, "common.json"), "utf8")) as Messages;
  const keysOfRoutes = () => routeMessageKeys(appDirectory, catalogue(supportedLanguages[0]));
  let lists: Record<string, string[]> | undefined;
  let serving = false;
  const listsNow = () => (serving ? keysOfRoutes() : (lists ??= keysOfRoutes()));

  return {
    name: "storefront:route-messages",
    // A top-level await in the route modules' chunks (every browser that runs the shop's modules
    // since 2021 has it; without it the page stays the server's page, which works without JS).
    config: () => ({ esbuild: { supported: { "top-level-await": true } } }),
    configureServer() {
      serving = true;
    },
    resolveId(id) {
      return id === KEYS || id.startsWith(GATE) ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${KEYS}`) return `export default ${JSON.stringify(listsNow())};`;
      if (!id.startsWith(`\0${GATE}`)) return null;
      const rest = id.slice(`\0${GATE}`.length);
      const language = supportedLanguages.find((candidate) => rest.startsWith(`${candidate}/`));
      if (language) {
        this.addWatchFile(path.join(root, "locales", language, "common.json"));
        return `export default ${JSON.stringify(pickMessages(catalogue(language), listsNow()[rest.slice(language.length + 1)] ?? []))};`;
      }
      const loaders = supportedLanguages.map((each) => `${JSON.stringify(each)}: () => import(${JSON.stringify(`${GATE}${each}/${rest}`)})`);
      return `import { loadRouteMessages } from ${JSON.stringify(path.join(appDirectory, "lib/translation/loaded-messages.ts"))};\nawait loadRouteMessages({ ${loaders.join(", ")} });\n`;
    },
    transform(code, id, options) {
      if (options?.ssr) return null;
      const routeId = routeIdOf(appDirectory, id.split("?")[0]!);
      if (!routeId || id.includes("?") || !listsNow()[routeId]?.length) return null;
      return { code: `${code}\nimport ${JSON.stringify(`${GATE}${routeId}`)};\n`, map: null };
    },
  };
}
