import { readFileSync } from "node:fs";
import type englishCatalogue from "../../locales/en/common.json";
import { expect, test, type Page } from "./fixtures";
import { expectAccessible } from "./support";

/**
 * An empty form sent shows its messages next to its fields, in the store view's language, with
 * JavaScript on (checked in the browser, nothing sent) as without it (the server's answer): the
 * sign-in, create-account and forgot-password pages, and the drawer's sign-in.
 */

const catalogue = (store: string): typeof englishCatalogue => JSON.parse(readFileSync(`locales/${store}/common.json`, "utf8"));
const en = catalogue("en");
const catalogues = { en, th: catalogue("th") };

/** The field's messages, next to it: the element its input names with `aria-describedby`. */
async function messagesOf(page: Page, inputId: string) {
  await expect(page.locator(`#${inputId}`)).toHaveAttribute("aria-describedby", new RegExp(`(^| )${inputId}-error( |$)`));
  return page.locator(`#${inputId}-error`);
}

async function sendEmpty(page: Page, path: string, formId: string) {
  // With JS, a click that lands while React hydrates can be lost: let the page settle first.
  await page.goto(path, { waitUntil: "networkidle" });
  await page.locator(`form#${formId} button[type=submit]`).click();
}

for (const store of ["en", "th"] as const) {
  const { checkout, account } = catalogues[store];
  const required = checkout.validation.requiredField;

  test(`[${store}] an empty sign-in shows which fields are required`, async ({ page }) => {
    await sendEmpty(page, `/${store}/sign-in`, "sign-in");
    await expect(await messagesOf(page, "sign-in-email")).toHaveText(required.email);
    await expect(await messagesOf(page, "sign-in-password")).toHaveText(account.validation.passwordRequired);
    await expect(page.locator("#sign-in-email")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);
  });

  test(`[${store}] an empty create-account form shows which fields are required`, async ({ page }) => {
    await sendEmpty(page, `/${store}/create-account`, "create-account");
    await expect(await messagesOf(page, "create-account-firstname")).toHaveText(required.firstname);
    await expect(await messagesOf(page, "create-account-lastname")).toHaveText(required.lastname);
    await expect(await messagesOf(page, "create-account-email")).toHaveText(required.email);
    await expect(await messagesOf(page, "create-account-password")).toHaveText(account.validation.passwordRequired);
    await expectAccessible(page);
  });

  test(`[${store}] an empty forgot-password form asks for the email`, async ({ page }) => {
    await sendEmpty(page, `/${store}/forgot-password`, "forgot-password");
    await expect(await messagesOf(page, "forgot-password-email")).toHaveText(required.email);
  });
}

test("the drawer's empty sign-in shows which fields are required", async ({ page }) => {
  await page.goto("/en/search.html?query=mango&drawer=menu", { waitUntil: "networkidle" });
  const drawer = page.locator(".drawer__panel");
  await drawer.getByRole("link", { name: "Sign In", exact: true }).click();
  await drawer.getByRole("button", { name: "Sign In", exact: true }).click();
  // With JS in place, in the drawer; without JS on the sign-in page the drawer's form posts to.
  const where = test.info().project.use.javaScriptEnabled === false ? page.locator("main") : drawer;
  if (where === drawer) await expect(page).toHaveURL(/\/en\/search\.html\?query=mango&drawer=menu$/);
  else await expect(page).toHaveURL(/\/en\/sign-in\?redirect=/);
  const email = where.getByLabel("Email", { exact: true });
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(await messagesOf(page, (await email.getAttribute("id"))!)).toHaveText(en.checkout.validation.requiredField.email);
  const passwordId = (await where.getByLabel("Password", { exact: true }).getAttribute("id"))!;
  await expect(await messagesOf(page, passwordId)).toHaveText(en.account.validation.passwordRequired);
});
