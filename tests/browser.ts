import { existsSync } from "node:fs";
import { decideChromium } from "../scripts/ensure-chromium.mjs";
import { CHROMIUM_ARGS } from "../bench/browser";

/**
 * What the browser suites (the e2e suite, playwright.config.ts, and the JS-off smoke suite that
 * proves each host, playwright.smoke.config.ts) share, so both drive the same browser against
 * servers set up alike.
 */

/** The same Chromium `scripts/ensure-chromium.mjs` found (CHROME_PATH, /usr/bin/chromium or PATH). */
const found = decideChromium({ env: process.env, exists: existsSync, uid: -1, hasApt: false });
const chromium = found.action === "use" ? found.path : "/usr/bin/chromium";

/** Debian's Chromium, headless, without the background traffic that slows or unsettles a run. */
export const launchOptions = {
  executablePath: chromium,
  args: ["--headless", ...CHROMIUM_ARGS],
};

/**
 * One browser on loopback plays every shopper of a run: the write and card limits stay on, sized
 * for a whole suite instead of one person.
 */
export const suiteRateLimits = {
  RATE_LIMIT_WRITES_PER_MINUTE: "1000",
  RATE_LIMIT_CARDS_PER_HOUR: "500",
};
