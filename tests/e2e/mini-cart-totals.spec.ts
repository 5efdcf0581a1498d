import type { Locator } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { expectAccessible } from "./support";

/**
 * The mini cart and the cart page show the same prices under the same labels (spec §3's cart
 * summary): with a coupon and a gift card applied, the mini cart once showed the subtotal alone
 * (฿350.00) where the cart page said ฿15.00 was left to pay. Without JS the cart trigger is a link
 * to the cart page, so the summary is the page's.
 */

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

/** The demo's ฿350 sarong (WELCOME10: −฿35; GIFT-300-THAI: −฿300; ฿15.00 to pay). */
const PRODUCT = { path: "batik-sarong-turmeric.html" };

/** Each summary row as "label: figure", in order. */
async function summaryRows(summary: Locator): Promise<string[]> {
  return summary.locator(".cart-summary__row").evaluateAll((rows) =>
    rows.map((row) => `${row.querySelector("dt")?.textContent?.trim()}: ${row.querySelector("dd")?.textContent?.trim()}`),
  );
}

async function cartWithCouponAndGiftCard(page: Page, store: string) {
  await page.goto(`/${store}/${PRODUCT.path}`, { waitUntil: jsOn() ? "networkidle" : "load" });
  await page.locator(".add-to-cart__submit").click();
  // The mini cart opens with the line (JS), or the page says it was added.
  if (jsOn()) await expect(page.locator("dialog.mini-cart .mini-cart__quantity")).toBeVisible();
  else await expect(page.locator(".cart-trigger__count")).toHaveText("1");
  await page.goto(`/${store}/cart`, { waitUntil: jsOn() ? "networkidle" : "load" });
  await page.locator("#coupon-code").fill("WELCOME10");
  await page.locator("#coupon-code").press("Enter");
  await expect(page.locator("main .cart-summary__row--discount")).toHaveCount(1);
  await page.locator("#gift-card-code").fill("GIFT-300-THAI");
  await page.locator("button[name=intent][value=apply-gift-card]").click();
  await expect(page.locator("main .cart-summary__row--discount")).toHaveCount(2);
}

for (const store of ["en", "th"] as const) {
  test(`[${store}] the mini cart shows the cart page's totals after a coupon and a gift card`, async ({ page }) => {
    test.setTimeout(60_000);
    await cartWithCouponAndGiftCard(page, store);
    const pageRows = await summaryRows(page.locator("main .cart-summary"));
    expect(pageRows.at(-2) ?? "").toMatch(/฿15\.00$/); // the total to pay; the VAT included comes last
    if (store === "en") expect(pageRows).toContain("Subtotal: ฿350.00");

    if (!jsOn()) {
      // The trigger is the cart page itself.
      // The cart page links to itself: wait for the new page's load, not just its address.
      await Promise.all([page.waitForEvent("load"), page.locator("header .cart-trigger").click()]);
      await expect(page).toHaveURL(new RegExp(`/${store}/cart$`));
      await expect.poll(() => summaryRows(page.locator("main .cart-summary"))).toEqual(pageRows);
      return;
    }
    await page.goto(`/${store}`, { waitUntil: "networkidle" });
    await page.locator("header .cart-trigger").click();
    const mini = page.locator("dialog.mini-cart");
    await expect(mini).toBeVisible();
    await expect(mini.locator(".cart-summary__row--total")).toBeVisible();
    expect(await summaryRows(mini.locator(".cart-summary"))).toEqual(pageRows);
    await expectAccessible(page);
  });
}
