import { expect, test } from "./fixtures";
import { expectAccessible } from "./support";

/**
 * A page of another site posting a form to the shop, as Chromium sends it (Sec-Fetch-Site:
 * cross-site, the other site's Origin): the shopper lands on the shop's own 403 page in the store
 * view's language, with JavaScript on and off; the shop's own forms still post.
 */

const ATTACKER = "http://attacker.test";

test("a form posted from another site is refused with the shop's page, nothing added", async ({ page, baseURL }) => {
  await page.route(`${ATTACKER}/**`, (route) =>
    route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: `<!doctype html><html lang="en"><head><title>Prize</title></head><body><main><form method="post" action="${baseURL}/en/cart">
        <input type="hidden" name="intent" value="add"><input type="hidden" name="sku" value="anything"><input type="hidden" name="quantity" value="9">
        <button>Claim your prize</button></form></main></body></html>`,
    }),
  );
  // The shop has been visited since it started (it knows its store views without asking the backend).
  await page.request.get("/en");
  await page.goto(`${ATTACKER}/`);
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => candidate.url() === `${baseURL}/en/cart` && candidate.request().method() === "POST"),
    page.getByRole("button", { name: "Claim your prize" }).click(),
  ]);
  expect(response.status()).toBe(403);
  expect(response.request().headers()["origin"]).toBe(ATTACKER);
  await page.waitForLoadState("networkidle");
  await expect(page).toHaveTitle("Form not accepted");
  await expect(page.getByRole("heading", { name: "Oops!" })).toBeVisible();
  // The home link stays in the English store view.
  await expect(page.getByRole("link", { name: "Take me home" }).last()).toHaveAttribute("href", "/en");
  await expect(
    page.getByText("This form was sent from another website, so we did not accept it and nothing was changed."),
  ).toBeVisible();
  await expectAccessible(page);

  // "Try again" opens the page itself on the shop, where the shopper's own cart is still empty.
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(`${baseURL}/en/cart`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Oops!")).toHaveCount(0);
});

test("the shop's own forms still post", async ({ page }) => {
  await page.goto("/en/sign-in", { waitUntil: "networkidle" });
  const main = page.locator("main");
  await main.getByLabel("Email", { exact: true }).fill("nobody@example.com");
  await main.getByLabel("Password", { exact: true }).fill("Not-the-password-1");
  await main.getByRole("button", { name: "Sign In", exact: true }).click();
  // The action ran (Magento's refusal, translated), not the refusal page.
  await expect(page.locator("main .form-field__errors").first()).toContainText(/sign-in was incorrect/i);
  await expect(page.getByText("Oops!")).toHaveCount(0);
});
