import { expect, test, type Page } from "./fixtures";
import { createEncryptedCookie } from "../../app/lib/encrypted-cookie.server";
import { expectAccessible } from "./support";

/**
 * The drawer's account views with JavaScript on and off: signing in (and creating an account)
 * from the drawer lands back on the page it was opened on, a refused sign-in shows its message,
 * MY_ACCOUNT shows the customer and every account page, and an idle signed-in tab is signed out
 * when the session's time is up (with JS by itself, without JS on the next request).
 */

const DEMO = { email: "somchai@example.com", password: "Baansuan#2026" };
const PAGE = "/en/search.html?query=mango";
/** The e2e server's SESSION_SECRET (playwright.config.ts), to shorten a session's time left. */
const SESSION_SECRET = "e2e-session-secret-that-is-long-enough-0123456789";

const hasJs = () => test.info().project.use.javaScriptEnabled !== false;

async function openDrawerSignIn(page: Page) {
  // The menu's own link into the account views (a real link without JS, a view switch with it).
  // With JS, a click that lands while React hydrates can be lost: let the page settle first.
  await page.goto(`${PAGE}&drawer=menu`, { waitUntil: "networkidle" });
  const drawer = page.locator(".drawer__panel");
  await drawer.getByRole("link", { name: "Sign In", exact: true }).click();
  await expect(drawer.getByRole("heading", { name: "Sign In", exact: true })).toBeVisible();
  return drawer;
}

async function signInFromDrawer(page: Page, password = DEMO.password) {
  const drawer = await openDrawerSignIn(page);
  await drawer.getByLabel("Email", { exact: true }).fill(DEMO.email);
  await drawer.getByLabel("Password", { exact: true }).fill(password);
  await drawer.getByRole("button", { name: "Sign In", exact: true }).click();
  return drawer;
}

test("signing in from the drawer lands back on the same page", async ({ page }) => {
  const drawer = await openDrawerSignIn(page);
  await expectAccessible(page);
  await drawer.getByLabel("Email", { exact: true }).fill(DEMO.email);
  await drawer.getByLabel("Password", { exact: true }).fill(DEMO.password);
  await drawer.getByRole("button", { name: "Sign In", exact: true }).click();

  await expect(page.getByText("Hi, Somchai").first()).toBeVisible();
  await expect(page).toHaveURL(/\/en\/search\.html\?query=mango$/);
  await expect(page.locator(".drawer__panel")).toHaveCount(0);

  // The trigger opens MY_ACCOUNT: who is signed in, every account page, sign-out.
  await page.getByRole("link", { name: "Hi, Somchai" }).click();
  const account = page.locator(".drawer__panel");
  await expect(account.getByRole("heading", { name: "My Account" })).toBeVisible();
  await expect(account.getByText("Somchai Jaidee")).toBeVisible();
  await expect(account.getByText(DEMO.email)).toBeVisible();
  for (const [name, path] of [
    ["Account Information", "/en/account-information"],
    ["Address Book", "/en/address-book"],
    ["Order History", "/en/order-history"],
    ["Store Credit", "/en/store-credit"],
    ["Gift Cards", "/en/gift-cards"],
    ["Saved Payments", "/en/saved-payments"],
    ["Communications", "/en/communications"],
    ["Favorites Lists", "/en/wishlist"],
  ] as const) {
    await expect(account.getByRole("link", { name, exact: true })).toHaveAttribute("href", path);
  }
  await expect(account.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expectAccessible(page);
});

test("a refused sign-in in the drawer shows Magento's message", async ({ page }) => {
  const drawer = await signInFromDrawer(page, "Not-the-password#1");
  const message = "The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.";
  if (hasJs()) {
    // In place: the drawer stays open on the same page, the email kept.
    await expect(drawer.getByText(message)).toBeVisible();
    await expect(page).toHaveURL(/\/en\/search\.html\?query=mango&drawer=menu$/);
    await expect(drawer.getByRole("heading", { name: "Sign In", exact: true })).toBeVisible();
    await expect(drawer.getByLabel("Email", { exact: true })).toHaveValue(DEMO.email);
  } else {
    // Without JS the sign-in page shows it, and still knows where to go back to.
    await expect(page).toHaveURL(/\/en\/sign-in\?redirect=/);
    await expect(page.locator("main").getByText(message)).toBeVisible();
  }
  await expectAccessible(page);
});

test("creating an account from the drawer signs in and comes back", async ({ page }) => {
  const email = `drawer-${test.info().project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const drawer = await openDrawerSignIn(page);
  await drawer.getByRole("link", { name: "Create an Account" }).click();
  await expect(drawer.getByRole("heading", { name: "Create Account" })).toBeVisible();
  await drawer.getByLabel("First Name").fill("Malee");
  await drawer.getByLabel("Last Name").fill("Suksan");
  await drawer.getByLabel("Email", { exact: true }).fill(email);
  await drawer.getByLabel("Password", { exact: true }).fill("Mango#Sticky2026");
  await drawer.getByRole("button", { name: "Create an Account" }).click();
  await expect(page.getByText("Hi, Malee").first()).toBeVisible();
  await expect(page).toHaveURL(/\/en\/search\.html\?query=mango$/);
  await expect(page.getByText("Thank you for registering. You are now signed in.")).toBeVisible();
});

/** Rewrites the encrypted session cookie so the customer's token has `seconds` left. */
async function leaveSessionSeconds(page: Page, seconds: number) {
  const cookie = createEncryptedCookie("__session", { secrets: [SESSION_SECRET] });
  const stored = (await page.context().cookies()).find((candidate) => candidate.name === "__session");
  if (!stored) throw new Error("no session cookie");
  const data = await cookie.parse(`__session=${stored.value}`);
  const token = data.customerToken as { storedAt: number; ttlSeconds: number };
  token.storedAt = Date.now() - token.ttlSeconds * 1000 + seconds * 1000;
  const value = (await cookie.serialize(data)).split(";")[0]!.slice("__session=".length);
  await page.context().addCookies([{ ...stored, value }]);
}

test("an idle tab is signed out when the session's time is up", async ({ page }) => {
  await signInFromDrawer(page);
  await expect(page.getByText("Hi, Somchai").first()).toBeVisible();
  await leaveSessionSeconds(page, 4);
  await page.goto(PAGE);
  await expect(page.getByText("Hi, Somchai").first()).toBeVisible();

  if (hasJs()) {
    // Nobody touches the tab: it notices by itself and the server signs out.
    await expect(page).toHaveURL(/\/en\/sign-in\?redirect=%2Fen%2Fsearch\.html%3Fquery%3Dmango$/, { timeout: 10_000 });
  } else {
    // Without JS nothing happens until the next request, which signs out.
    await page.waitForTimeout(4_500);
    await expect(page.getByText("Hi, Somchai").first()).toBeVisible();
    await page.goto(PAGE);
    await expect(page).toHaveURL(/\/en\/sign-in\?redirect=/);
  }
  await expect(page.getByText("Your session has expired. Please sign in again.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Account", exact: true }).first()).toBeVisible();
  await expectAccessible(page);
});

test("the drawer's account views come whole from the server and load their code only when opened", async ({ page }) => {
  // Asked directly (a shared link, or no JS): the Thai sign-in view is in the page itself.
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/th?drawer=sign-in", { waitUntil: "networkidle" });
  const drawer = page.locator(".drawer__panel");
  await expect(drawer.getByRole("heading", { name: "เข้าสู่ระบบ", exact: true })).toBeVisible();
  await expect(drawer.getByLabel("อีเมล", { exact: true })).toBeVisible();
  if (!hasJs()) return;
  // With JS that page needed the view's code to hydrate; a page opened without the drawer does not
  // load it until the drawer opens.
  expect(scripts.some((path) => path.includes("DrawerAccountView"))).toBe(true);
  scripts.length = 0;
  await page.goto("/th", { waitUntil: "networkidle" });
  expect(scripts.some((path) => path.includes("DrawerAccountView"))).toBe(false);
  await page.getByRole("link", { name: "เปิดเมนู" }).click();
  await page.locator(".drawer__panel").getByRole("link", { name: "เข้าสู่ระบบ", exact: true }).click();
  await expect(page.locator(".drawer__panel").getByLabel("อีเมล", { exact: true })).toBeVisible();
  expect(scripts.some((path) => path.includes("DrawerAccountView"))).toBe(true);
});
