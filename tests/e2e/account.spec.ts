import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page } from "./fixtures";
import { dataDir } from "../../playwright.config";
import { createAccount, PASSWORD, uniqueEmail } from "./journeys";
import { expectAccessible, watchErrors, watchScripts } from "./support";

/**
 * Customer accounts with JavaScript on and off: creating an account, signing out and in again,
 * a signed-in-only page that sends a visitor to sign in and back, and a forgotten password reset
 * through the link the engine's outbox wrote.
 */

async function signIn(page: Page, email: string, password: string) {
  const main = page.locator("main");
  await main.getByLabel("Email", { exact: true }).fill(email);
  await main.getByLabel("Password", { exact: true }).fill(password);
  await main.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** The newest password reset link the outbox holds for `email` (whole .eml files: one being written is a `.tmp` dot-file). */
async function resetLinkFor(email: string): Promise<string | null> {
  const folder = path.resolve(dataDir, "outbox");
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.includes("password") && name.endsWith(".eml")).sort().reverse();
  for (const name of names) {
    const raw = await readFile(path.join(folder, name), "utf8");
    if (!raw.includes(`To: ${email}\r\n`)) continue;
    // Bodies are base64 blocks between a blank line and the next MIME boundary.
    const decoded = [...raw.matchAll(/\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/g)].map((block) => Buffer.from(block[1]!.replace(/\r\n/g, ""), "base64").toString("utf8")).join("\n");
    const match = decoded.match(/\/en\/customer\/account\/createPassword\?[^\s"<>]+/);
    if (match) return match[0].replace(/&amp;/g, "&");
  }
  return null;
}

test("a shopper creates an account, signs out and signs in again", async ({ page }) => {
  const email = uniqueEmail("account");
  await createAccount(page, email);
  await expectAccessible(page);

  await page.goto("/en/account-information");
  await page.getByRole("button", { name: "Sign Out" }).first().click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByText(/Hi, Malee/)).toHaveCount(0);

  await page.goto("/en/sign-in");
  await signIn(page, email, "wrong-Password1");
  await expect(page.locator("main .form-field__errors").first()).toContainText(/sign-in was incorrect/i);
  await expect(page.locator("main").getByLabel("Email", { exact: true })).toHaveValue(email);
  await expectAccessible(page);

  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/en\/account-information$/);
  await expect(page.getByText(/Hi, Malee/).first()).toBeVisible();
});

test("a signed-in-only page sends a visitor to sign in, and back to it afterwards", async ({ page }) => {
  await page.goto("/en/address-book");
  await expect(page).toHaveURL(/\/en\/sign-in\?redirect=%2Fen%2Faddress-book$/);
  await signIn(page, "somchai@example.com", "Baansuan#2026");
  await expect(page).toHaveURL(/\/en\/address-book$/);
  await expect(page.getByRole("heading", { level: 1, name: "Address book" })).toBeVisible();
});

test("a forgotten password is reset through the emailed link, which works once", async ({ page }) => {
  const email = uniqueEmail("reset");
  await createAccount(page, email);
  await page.goto("/en/account-information");
  await page.getByRole("button", { name: "Sign Out" }).first().click();
  await expect(page).toHaveURL(/\/en$/);

  // With JS, typing while React hydrates can be lost: let each form page settle first.
  await page.goto("/en/forgot-password", { waitUntil: "networkidle" });
  await page.locator("main").getByLabel("Email", { exact: true }).fill(email);
  await page.locator("main").getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.locator("main")).toContainText(email);

  let link: string | null = null;
  await expect.poll(async () => (link = await resetLinkFor(email)), { timeout: 10_000 }).not.toBeNull();
  await page.goto(link!, { waitUntil: "networkidle" });
  const newPassword = "Durian#Season2027";
  // Magento's link carries only the token: the page asks for the account's email.
  await page.locator("main").getByLabel("Email", { exact: true }).fill(email);
  await page.locator("main").getByLabel("New Password", { exact: true }).fill(newPassword);
  await page.locator("main").getByRole("button", { name: "Save Password" }).click();
  await expect(page).not.toHaveURL(/createPassword/);

  await page.goto("/en/sign-in", { waitUntil: "networkidle" });
  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/en\/account-information$/);

  // The same link a second time: the spec's message.
  await page.goto(link!, { waitUntil: "networkidle" });
  await page.locator("main").getByLabel("Email", { exact: true }).fill(email);
  await page.locator("main").getByLabel("New Password", { exact: true }).fill("Another#Password2028");
  await page.locator("main").getByRole("button", { name: "Save Password" }).click();
  await expect(page.locator("main")).toContainText("Uh oh, something went wrong. Check the link or try again.");
  await expectAccessible(page);
});

test("account information loads its forms' checks only as a form is used, then checks each field as it is left", async ({ page }) => {
  test.skip(test.info().project.use.javaScriptEnabled === false, "the checks are JavaScript");
  await createAccount(page, uniqueEmail("checks"));
  const errors = watchErrors(page);
  const scripts = watchScripts(page);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const checksChunk = /\/account-information-checks-[\w-]+\.js$/;
  for (const [store, required] of [
    ["en", "First name is required."],
    ["th", "โปรดกรอกชื่อ"],
  ] as const) {
    scripts.length = 0;
    await page.goto(`/${store}/account-information`, { waitUntil: "networkidle" });
    expect(scripts.filter((script) => checksChunk.test(script))).toEqual([]);
    const names = page.locator("form#account-names");
    const loaded = page.waitForResponse((response) => checksChunk.test(new URL(response.url()).pathname));
    const firstName = names.locator("input[name=firstname]");
    await firstName.focus();
    await loaded;
    await firstName.fill("");
    await firstName.blur();
    await expect(names.getByText(required)).toBeVisible();
  }
  expect(posts).toEqual([]);
  expect(errors).toEqual([]);
});
