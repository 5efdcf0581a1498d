import { readFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type enCatalogue from "../../locales/en/common.json";
import { expect, test, type Page } from "./fixtures";
import { dataDir } from "../../playwright.config";
import { uniqueEmail } from "./journeys";
import { expectAccessible } from "./support";

/**
 * Contact us with JavaScript on and off, in Thai and English: the footer's link opens the page
 * (200) with the shop's details beside the form; an empty or wrong form is answered next to each
 * field with what was typed kept; a good message thanks the shopper after the redirect and reaches
 * the shop's mailbox (the engine's outbox) with Reply-To the shopper.
 */

type Catalogue = typeof enCatalogue;
/** The shop's own texts, so the test reads what a shopper reads in each language. */
const catalogue = (language: "th" | "en"): Catalogue => JSON.parse(readFileSync(path.resolve("locales", language, "common.json"), "utf8")) as Catalogue;

/** The outbox's contact email whose Reply-To is `email`, or null. */
async function contactMailFrom(email: string): Promise<string | null> {
  const folder = path.resolve(dataDir, "outbox");
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith("contact_email_email_template.eml"));
  for (const name of names) {
    const raw = await readFile(path.join(folder, name), "utf8");
    if (raw.includes(`Reply-To: ${email}\r\n`)) return raw;
  }
  return null;
}

function field(page: Page, label: string) {
  return page.locator("main").getByLabel(label, { exact: true });
}

for (const store of ["th", "en"] as const) {
  const c = catalogue(store);
  const name = store === "th" ? "มาลี ศรีสุข" : "Malee Srisuk";
  const comment = store === "th" ? "ผ้าครามส่งเชียงใหม่ได้ไหมคะ" : "Do you deliver indigo cloth to Chiang Mai?";

  test(`${store}: a shopper writes to the shop from the footer's Contact Us link and is thanked`, async ({ page }) => {
    await page.goto(`/${store}`);
    const link = page.getByRole("contentinfo").getByRole("link", { name: c.contact.title, exact: true }).first();
    const href = await link.getAttribute("href");
    expect(href).toBe(`/${store}/contact-us`);
    expect((await page.request.get(href!)).status()).toBe(200);

    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${store}/contact-us$`));
    // With JS, typing while React hydrates can be lost: let the page settle first.
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1, name: c.contact.title })).toBeVisible();
    await expect(page.getByRole("complementary")).toContainText("LINE: @baansuan");
    await expectAccessible(page);

    const email = uniqueEmail(`contact-${store}`);
    await field(page, c.contact.fields.name).fill(name);
    await field(page, c.contact.fields.email).fill(email);
    await field(page, c.contact.fields.telephone).fill("081 234 5678");
    await field(page, c.contact.fields.comment).fill(comment);
    await page.locator("main").getByRole("button", { name: c.contact.actions.send }).click();
    await expect(page.getByRole("status").filter({ hasText: c.contact.sent })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${store}/contact-us$`));
    await expect(field(page, c.contact.fields.email)).toHaveValue("");
    await expectAccessible(page);

    let mail: string | null = null;
    await expect.poll(async () => (mail = await contactMailFrom(email)), { timeout: 10_000 }).not.toBeNull();
    expect(mail).toContain("To: hello@baansuan.example\r\n");
  });

  test(`${store}: an empty or wrong message is answered next to each field, keeping what was typed`, async ({ page }) => {
    await page.goto(`/${store}/contact-us`, { waitUntil: "networkidle" });
    const send = page.locator("main").getByRole("button", { name: c.contact.actions.send });
    await send.click();
    await expect(page.locator("main")).toContainText(c.contact.validation.nameRequired);
    await expect(page.locator("main")).toContainText(c.contact.validation.commentRequired);
    await expect(field(page, c.contact.fields.name)).toHaveAttribute("aria-invalid", "true");

    await field(page, c.contact.fields.name).fill(name);
    await field(page, c.contact.fields.email).fill("malee@");
    await field(page, c.contact.fields.telephone).fill("12-34");
    await field(page, c.contact.fields.comment).fill(comment);
    await send.click();
    await expect(page.locator("main")).toContainText(c.checkout.validation.email);
    await expect(page.locator("main")).toContainText(c.contact.validation.telephone);
    await expect(field(page, c.contact.fields.name)).toHaveValue(name);
    await expect(field(page, c.contact.fields.comment)).toHaveValue(comment);
    await expectAccessible(page);
  });
}
