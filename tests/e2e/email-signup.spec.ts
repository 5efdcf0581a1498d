import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page } from "./fixtures";
import { dataDir } from "../../playwright.config";
import { uniqueEmail } from "./journeys";
import { expectAccessible } from "./support";

/**
 * Email signup with JavaScript on and off: the footer's form and the /email-signup page in both
 * store views (the demo's English store subscribes at once, the Thai one sends a confirmation
 * link), each refusal with its message beside the email kept, and the links of the newsletter
 * emails (confirm, unsubscribe) read from the .eml files the engine wrote.
 */

/** The decoded bodies of the newest outbox message of `template` for `email`. */
async function newestMail(email: string, template: string): Promise<string | null> {
  const folder = path.resolve(dataDir, "outbox");
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.includes(template) && name.endsWith(".eml")).sort().reverse();
  for (const name of names) {
    const raw = await readFile(path.join(folder, name), "utf8");
    if (!raw.includes(`To: ${email}\r\n`)) continue;
    return [...raw.matchAll(/\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/g)].map((block) => Buffer.from(block[1]!.replace(/\r\n/g, ""), "base64").toString("utf8")).join("\n");
  }
  return null;
}

/** The path of a newsletter link (its absolute URL is the shop's public one) in the newest such email. */
async function linkIn(email: string, template: string, kind: "confirm" | "unsubscribe"): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(async () => {
      const body = await newestMail(email, template);
      const match = body?.match(new RegExp(`https?://[^/\\s]+(/th/newsletter/subscriber/${kind}\\?id=\\d+&code=\\w+)`));
      found = match?.[1] ?? null;
      return found;
    })
    .not.toBeNull();
  return found!;
}

async function subscribeFromFooter(page: Page, email: string, label: string, button: string) {
  const footer = page.locator("footer");
  await footer.getByLabel(label, { exact: true }).fill(email);
  await footer.getByRole("button", { name: button, exact: true }).click();
}

test("a guest subscribes from the footer at once in English; the same email again is refused beside the field", async ({ page }) => {
  const email = uniqueEmail("footer");
  await page.goto("/en");
  await subscribeFromFooter(page, email, "Email address", "Subscribe");
  await expect(page).toHaveURL(/\/en\/email-signup$/);
  await expect(page.locator("main [role=status]")).toHaveText(`Thank you! ${email} is now subscribed to our newsletter.`);
  await expectAccessible(page);
  expect(await newestMail(email, "newsletter_subscription_success")).toContain("/en/newsletter/subscriber/unsubscribe?id=");

  await page.goto("/en/email-signup");
  const main = page.locator("main");
  await main.getByLabel("Email address", { exact: true }).fill(email);
  await main.getByRole("button", { name: "Subscribe", exact: true }).click();
  await expect(main.locator(".form-field__errors").filter({ hasText: "This email address is already subscribed." })).toBeVisible();
  await expect(main.getByLabel("Email address", { exact: true })).toHaveValue(email);
  await expectAccessible(page);
});

test("a guest of the Thai store confirms by email, then unsubscribes with the email's link", async ({ page }) => {
  const email = uniqueEmail("thai");
  await page.goto("/th/email-signup");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("สมัครรับจดหมายข่าว");
  await expectAccessible(page);
  const main = page.locator("main");
  await main.getByLabel("อีเมล", { exact: true }).fill("somchai@");
  await main.getByRole("button", { name: "สมัครรับข่าวสาร", exact: true }).click();
  await expect(main.locator(".form-field__error").first()).toBeVisible();
  await expect(main.getByLabel("อีเมล", { exact: true })).toHaveValue("somchai@");

  await main.getByLabel("อีเมล", { exact: true }).fill(email);
  // Enter, not a click: with JS the old message leaves as the field loses focus, and the button moves
  // up between the mouse's press and release (a layout shift of every conform form, not this one's).
  await main.getByLabel("อีเมล", { exact: true }).press("Enter");
  await expect(main.locator("[role=status]")).toContainText(`เราได้ส่งลิงก์ยืนยันไปที่ ${email} แล้ว`);

  // Opening the link changes nothing: the page asks for the button.
  const confirm = await linkIn(email, "newsletter_subscription_confirm", "confirm");
  await page.goto(confirm);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ยืนยันการสมัครรับจดหมายข่าว");
  await expectAccessible(page);
  await page.getByRole("button", { name: "ยืนยันการสมัคร", exact: true }).click();
  await expect(page.locator("main [role=status]")).toHaveText("ขอบคุณค่ะ การสมัครรับจดหมายข่าวของคุณได้รับการยืนยันแล้ว");

  const unsubscribe = await linkIn(email, "newsletter_subscription_success", "unsubscribe");
  await page.goto(unsubscribe);
  await page.getByRole("button", { name: "ยกเลิกการรับข่าวสาร", exact: true }).click();
  await expect(page.locator("main [role=status]")).toHaveText("ยกเลิกการรับจดหมายข่าวเรียบร้อยแล้ว คุณจะไม่ได้รับจดหมายข่าวจากเราอีก");
  await expectAccessible(page);

  // The old confirmation link no longer subscribes anyone.
  await page.goto(confirm);
  await page.getByRole("button", { name: "ยืนยันการสมัคร", exact: true }).click();
  await expect(page.locator("main [role=alert]")).toHaveText("ลิงก์ยืนยันนี้หมดอายุแล้ว กรุณาสมัครใหม่เพื่อรับลิงก์ใหม่");
  await expect(page.getByRole("link", { name: "สมัครใหม่อีกครั้ง" })).toBeVisible();
});

test("a broken newsletter link says so", async ({ page }) => {
  const response = await page.goto("/en/newsletter/subscriber/unsubscribe?id=12");
  expect(response?.status()).toBe(400);
  await expect(page.locator("main [role=alert]")).toHaveText("This link is not valid. Please open the whole link from the email, or subscribe again.");
  await expectAccessible(page);
});
