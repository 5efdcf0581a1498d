import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type BrowserContext } from "@playwright/test";
import { launchOptions } from "../browser";
import { expect, test } from "./fixtures";

/**
 * Chromium's own verdict on installing the shop, through DevTools (`Page.getAppManifest`,
 * `Page.getInstallabilityErrors`). The suite's usual browser context is off the record, where
 * Chromium refuses every install ("in-incognito"), so these tests open a browser with a profile of
 * its own, as a shopper's phone has. No service worker is asked for: Chromium stopped requiring one
 * to install a site (the offline check went away), so nothing is expected to remain.
 */
async function withProfile<T>(baseURL: string | undefined, use: (context: BrowserContext) => Promise<T>): Promise<T> {
  const profile = mkdtempSync(path.join(os.tmpdir(), "install-profile-"));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    return await use(context);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

test.describe("installing the shop", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the browser's manifest check does not depend on the page's scripts");

  for (const [store, name] of [["th", "บ้านสวน – ช้อปออนไลน์"], ["en", "Baan Suan – shop online"]] as const) {
    test(`Chromium finds /${store}'s manifest, reads it without errors and can install the shop`, async ({ baseURL }) => {
      await withProfile(baseURL, async (context) => {
        const page = await context.newPage();
        await page.goto(`/${store}`);
        const cdp = await context.newCDPSession(page);
        const manifest = await cdp.send("Page.getAppManifest");
        expect(manifest.url).toBe(`${baseURL}/${store}/manifest.webmanifest`);
        expect(manifest.errors).toEqual([]);
        expect(JSON.parse(manifest.data ?? "{}")).toMatchObject({ name, start_url: `/${store}`, display: "standalone" });
        const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
        expect(installabilityErrors).toEqual([]);
      });
    });
  }

  test("the suite's usual off-the-record browser is refused only for being off the record", async ({ page }) => {
    await page.goto("/en");
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors.map((error) => error.errorId)).toEqual(["in-incognito"]);
  });
});
