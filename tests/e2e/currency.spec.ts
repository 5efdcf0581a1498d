import { currenciesDataDir, currenciesURL } from "../../playwright.config";
import { newestMailTo } from "../outbox";
import { expect, test, type Page } from "./fixtures";
import { addToCart, BATIK_SARONG, continueToPayment, createAccount, fillShippingAddress, NIMMANHAEMIN, placeOrder, reviewOrderPayingWith, uniqueEmail } from "./journeys";
import { expectAccessible } from "./support";
import { addToCartHere, BATIK_SARONG as THAI_SARONG, fillShippingAddress as fillThaiShippingAddress } from "../smoke/thai-shopper";

/**
 * The header's currency switcher (issue 22), with JavaScript on and off, against a storefront
 * whose shop owner allowed THB and USD at 1 THB = 0.028 USD (playwright.config.ts): the batik
 * sarong's ฿350.00 is $9.80. Orders are still charged in THB, and every page with a total says so.
 * The main storefront offers THB alone and shows no switcher.
 */
const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

/** Opens the switcher (a click on it, as a shopper does) and picks `name` ("USD US Dollar"). */
async function chooseCurrency(page: Page, name: RegExp) {
  await page.locator(".currency-switcher summary").click();
  await page.getByRole("button", { name }).click();
}

test("with THB alone the header has no currency switcher", async ({ page }) => {
  await page.goto(BATIK_SARONG.path);
  await expect(page.getByRole("heading", { level: 1, name: BATIK_SARONG.name })).toBeVisible();
  await expect(page.locator(".currency-switcher")).toHaveCount(0);
  await expect(page.getByText(/Choose the currency prices are shown in/)).toHaveCount(0);
});

test.describe("with THB and USD allowed", () => {
  test.use({ baseURL: currenciesURL });

  test("a customer switches to USD on a product page, orders paying cash on delivery, and the order is in USD with the THB charge", async ({ page }) => {
    test.setTimeout(150_000);
    const email = uniqueEmail("usd");
    await createAccount(page, email);

    await page.goto(`${BATIK_SARONG.path}?ref=currency`);
    const price = page.locator(".product__price");
    await expect(price).toContainText("฿350.00");
    await expect(page.locator(".currency-switcher summary")).toHaveAccessibleName(/Currency: Thai Baht/);
    await page.locator(".currency-switcher summary").click();
    await expect(page.getByRole("button", { name: "USD US Dollar" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "USD US Dollar" }).click();

    // The same page and query, its prices in dollars.
    await expect(page).toHaveURL(new RegExp(`${BATIK_SARONG.path}\\?ref=currency$`));
    await expect(price).toContainText("$9.80");
    await expect(page.locator(".currency-switcher summary")).toHaveAccessibleName(/Currency: US Dollar/);

    await addToCart(page);
    await page.goto("/en/cart");
    const summary = page.locator(".cart-summary");
    await expect(summary).toContainText("$9.80");
    await expect(summary.locator(".cart-summary__row--charged")).toHaveText(/Charged in THB\s*฿350\.00/);
    await expectAccessible(page);

    await page.goto("/en/checkout");
    await fillShippingAddress(page, NIMMANHAEMIN);
    await continueToPayment(page);
    await expect(page.locator(".checkout-summary__charged")).toHaveText(/Charged in THB\s*฿[\d,]+\.\d\d/);
    await reviewOrderPayingWith(page, /Cash On Delivery/i);
    const review = page.locator(".checkout-review");
    await expect(review).toContainText("$");
    await expect(review).toContainText("Charged in THB");
    const number = await placeOrder(page);

    // The order keeps the currency it was placed in, and what was charged in THB.
    await page.goto(`/en/order-history/${number}`);
    const totals = page.locator("main");
    await expect(totals).toContainText(BATIK_SARONG.name);
    await expect(page.locator(".order-details__grand-total")).toContainText("$");
    await expect(totals.getByText("Charged in THB")).toBeVisible();
    await expectAccessible(page);

    // The confirmation email is in dollars too.
    await expect.poll(() => newestMailTo(currenciesDataDir, email), { timeout: 10_000 }).toContain("$9.80");
  });

  test("a Thai guest's choice is the Thai store view's alone; back to THB drops the charge line; a cash-on-delivery order in USD", async ({ page }) => {
    test.setTimeout(150_000);
    await page.goto(THAI_SARONG.path);
    await expect(page.locator(".currency-switcher summary")).toHaveAccessibleName(/สกุลเงิน: บาท/);
    await chooseCurrency(page, /USD ดอลลาร์สหรัฐ/);
    await expect(page).toHaveURL(new RegExp(`${THAI_SARONG.path}$`));
    await expect(page.locator(".product__price")).toContainText("$9.80");

    // The English store view still shows baht: the choice is per store view.
    await page.goto(BATIK_SARONG.path);
    await expect(page.locator(".product__price")).toContainText("฿350.00");

    await page.goto(THAI_SARONG.path);
    await addToCartHere(page, THAI_SARONG.name);
    await page.goto("/th/cart");
    await expect(page.locator(".cart-summary")).toContainText("$9.80");
    await expect(page.locator(".cart-summary__row--charged")).toHaveText(/ยอดที่เรียกเก็บเป็น THB\s*฿350\.00/);
    await expectAccessible(page);

    await chooseCurrency(page, /THB บาท/);
    await expect(page).toHaveURL(/\/th\/cart$/);
    await expect(page.locator(".cart-summary")).toContainText("฿350.00");
    await expect(page.locator(".cart-summary__row--charged")).toHaveCount(0);
    await chooseCurrency(page, /USD ดอลลาร์สหรัฐ/);
    await expect(page.locator(".cart-summary__row--charged")).toHaveText(/ยอดที่เรียกเก็บเป็น THB\s*฿350\.00/);

    const email = uniqueEmail("usd-th");
    await page.goto("/th/checkout");
    await fillThaiShippingAddress(page, email);
    await page.getByRole("button", { name: "ไปที่วิธีการจัดส่ง" }).click();
    await page.getByRole("button", { name: "ไปที่การชำระเงิน" }).click();
    await page.getByRole("radio", { name: /^เก็บเงินปลายทาง/ }).check();
    await page.getByRole("button", { name: "ตรวจสอบคำสั่งซื้อ" }).click();
    const review = page.locator(".checkout-review");
    await expect(review).toContainText("$");
    await expect(review).toContainText("ยอดที่เรียกเก็บเป็น THB");
    await page.getByRole("button", { name: "ยืนยันคำสั่งซื้อ" }).click();
    await expect(page).toHaveURL(/\/th\/confirmation$/);
    await expect(page.getByText(/^หมายเลขคำสั่งซื้อของคุณคือ \d{9}$/)).toBeVisible();
    await expect.poll(() => newestMailTo(currenciesDataDir, email), { timeout: 10_000 }).toContain("$9.80");
  });

  test("the menu closes on a press outside it and on Escape", async ({ page }) => {
    test.skip(!jsOn(), "without JavaScript the menu closes on its own button");
    await page.goto(BATIK_SARONG.path);
    const menu = page.locator(".currency-switcher");
    const trigger = menu.locator("summary");
    await trigger.click();
    await expect(menu).toHaveAttribute("open", "");
    await page.getByRole("heading", { level: 1 }).click();
    await expect(menu).not.toHaveAttribute("open");
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("open", "");
    await page.keyboard.press("Escape");
    await expect(menu).not.toHaveAttribute("open");
    await expect(trigger).toBeFocused();
  });
});
