import { expect, test, type Page } from "./fixtures";
import { expectAccessible } from "./support";

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

/** A simple demo product in stock and its page. */
const PRODUCT = { name: "Batik sarong – Turmeric", path: "/en/batik-sarong-turmeric.html" };
const ADDED = `Added ${PRODUCT.name} to your cart.`;

const toastArea = (page: Page, name = "Notifications") => page.getByRole("region", { name });

test("with JS, add to cart shows its message as a toast, 20rem wide, that the keyboard can dismiss", async ({ page }) => {
  test.skip(!jsOn(), "toasts need JavaScript");
  await page.goto(PRODUCT.path, { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  const toast = toastArea(page).getByRole("status").filter({ hasText: ADDED });
  await expect(toast).toBeVisible();
  await expect(page.locator(".flash")).toHaveCount(0);
  expect((await toastArea(page).boundingBox())?.width).toBe(320);
  // The mini cart opened over the page: close it, then read the toast with the keyboard.
  await page.keyboard.press("Escape");
  const dismiss = toastArea(page).getByRole("button", { name: "Dismiss notification" });
  // Focus in the toast holds its timeout: time to run the audit with the toast shown.
  await dismiss.focus();
  await expectAccessible(page);
  await expect(toast).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(toast).toHaveCount(0);
});

test("with JS, a toast goes by itself after 5 seconds, and a second add does not stack", async ({ page }) => {
  test.skip(!jsOn(), "toasts need JavaScript");
  await page.goto(PRODUCT.path, { waitUntil: "networkidle" });
  const add = page.getByRole("button", { name: "Add to Cart", exact: true });
  await add.click();
  const toast = toastArea(page).getByRole("status").filter({ hasText: ADDED });
  await expect(toast).toBeVisible();
  await page.keyboard.press("Escape");
  await page.mouse.move(0, 0);
  await add.click();
  await expect(page.getByRole("link", { name: "Toggle mini cart. You have 2 items in your cart." })).toBeVisible();
  await expect(toast).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(toast).toHaveCount(0, { timeout: 8_000 });
});

test("a flash rendered by the server becomes a toast once JS runs, and stays inline without JS", async ({ page }) => {
  await page.goto(PRODUCT.path);
  const sku = await page.locator('form.add-to-cart input[name="sku"]').getAttribute("value");
  // A plain form post, as without JS: the answer is a redirect and the flash waits in the session.
  const answer = await page.request.post("/en/cart", { form: { intent: "add", sku: sku!, quantity: "1" }, maxRedirects: 0 });
  expect(answer.status()).toBe(303);
  await page.goto(PRODUCT.path);
  // One message, announced once: a toast (and no inline copy) once JS runs, inline without it.
  if (jsOn()) {
    await expect(toastArea(page).getByRole("status").filter({ hasText: ADDED })).toBeVisible();
    await expect(page.locator(".flash")).toHaveCount(0);
  } else {
    await expect(page.locator(".flash")).toHaveText(ADDED);
    await expect(toastArea(page).getByRole("status")).toHaveCount(0);
  }
  await expect(page.getByRole("status").filter({ hasText: ADDED })).toHaveCount(1);
});

test("going offline shows the offline toast and the header icon, coming back the online toast", async ({ page, context }) => {
  test.skip(!jsOn(), "connection events need JavaScript");
  for (const store of [
    { path: "/en", offline: "You are offline. Some features may be unavailable.", online: "You are online.", icon: "You are offline", region: "Notifications" },
    { path: "/th", offline: "คุณออฟไลน์อยู่ ฟีเจอร์บางอย่างอาจใช้งานไม่ได้", online: "คุณกลับมาออนไลน์แล้ว", icon: "คุณออฟไลน์อยู่", region: "การแจ้งเตือน" },
  ]) {
    await context.setOffline(false);
    await page.goto(store.path, { waitUntil: "networkidle" });
    const header = page.getByRole("banner");
    await expect(header.getByRole("img", { name: store.icon })).toHaveCount(0);
    await context.setOffline(true);
    const offline = toastArea(page, store.region).getByRole("alert").filter({ hasText: store.offline });
    await expect(offline).toBeVisible();
    await expect(header.getByRole("img", { name: store.icon })).toBeVisible();
    await expectAccessible(page);
    // 3 seconds, not the default 5.
    await expect(offline).toHaveCount(0, { timeout: 4_500 });
    await expect(header.getByRole("img", { name: store.icon })).toBeVisible();
    await context.setOffline(false);
    await expect(toastArea(page, store.region).getByRole("status").filter({ hasText: store.online })).toBeVisible();
    await expect(header.getByRole("img", { name: store.icon })).toHaveCount(0);
  }
});
