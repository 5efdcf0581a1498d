import { expect, test, type Page } from "./fixtures";
import { expectAccessible } from "./support";

/**
 * The demo customer's order history, with JavaScript on and off: the filter and the search are
 * one GET form, so both projects walk the same URLs. Other tests may add orders to the demo
 * customer; these steps rely only on the demo orders (one complete with a tracked shipment).
 */

const DEMO = { email: "somchai@example.com", password: "Baansuan#2026" };

async function signInFrom(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/en\/sign-in\?redirect=/);
  const main = page.locator("main");
  await main.getByLabel("Email", { exact: true }).fill(DEMO.email);
  await main.getByLabel("Password", { exact: true }).fill(DEMO.password);
  await main.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test("a customer filters the order history and opens an order's details", async ({ page }) => {
  await signInFrom(page, "/en/order-history");
  await expect(page.getByRole("heading", { level: 1, name: "Order history" })).toBeVisible();
  const orders = page.getByRole("list", { name: "Your orders" });
  await expect(orders.getByRole("listitem").first()).toBeVisible();
  await expectAccessible(page);

  await page.locator("main").getByLabel("Status").selectOption({ label: "Complete" });
  await page.locator("main").getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/status=complete/);
  const cards = page.getByRole("list", { name: "Your orders" }).getByRole("listitem");
  await expect(cards.first()).toContainText("Complete");
  await expect(cards.filter({ hasText: "Cancelled" })).toHaveCount(0);

  const number = (await cards.first().getByRole("heading", { level: 2 }).innerText()).trim();
  await cards.first().getByRole("link", { name: /^View details/ }).click();
  await expect(page).toHaveURL(new RegExp(`/en/order-history/${number}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Order ${number}` })).toBeVisible();
  const progress = page.getByRole("list", { name: "Order progress" });
  await expect(progress.locator('[aria-current="step"]')).toContainText("Delivered");
  await expect(page.getByRole("heading", { name: "Shipping address" })).toBeVisible();
  await expect(page.getByText(/tracking number/).first()).toBeVisible();
  await expect(page.getByRole("table")).toContainText("SKU:");
  await expectAccessible(page);

  await page.getByRole("link", { name: "Back to order history" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Order history" })).toBeVisible();
});

test("an invalid order number search and an unknown order say so", async ({ page }) => {
  await signInFrom(page, "/en/order-history");
  await page.locator("main").getByLabel("Order number").fill("ABC-1");
  await page.locator("main").getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid order number search" })).toBeVisible();
  await expect(page.locator("main").getByLabel("Order number")).toHaveValue("ABC-1");
  await expectAccessible(page);

  const response = await page.goto("/en/order-history/999999999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Order not found" })).toBeVisible();
  await expectAccessible(page);
});
