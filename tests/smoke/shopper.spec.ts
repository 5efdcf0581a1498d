import { expect, test, type Page } from "../e2e/fixtures";
import { uniqueEmail } from "../e2e/journeys";
import { expectAccessible } from "../e2e/support";
import { addToCartHere, baht, BATIK_SARONG, cartLink, fillShippingAddress, INDIGO_T_SHIRT, signInAsSomchai, SOMCHAI, summaryAmount, SUKHUMVIT } from "./thai-shopper";

/**
 * A shopper's whole path through the Thai store with JavaScript off, the same on every host
 * (SMOKE_HOST, playwright.smoke.config.ts): what they see on each page, not how it is made. The
 * e2e suite covers the rest with JavaScript on and off; these pages are the ones every host must
 * serve alike.
 */

/** How many products a listing says it has: "แสดง 1–6 จาก 33 รายการ", or "3 รายการ" on one page. */
async function productsFound(page: Page): Promise<number> {
  const text = await page.getByRole("paragraph").filter({ hasText: /^(แสดง \d+–\d+ จาก )?\d+ รายการ$/ }).innerText();
  return Number(/(\d+) รายการ$/.exec(text)?.[1]);
}

/** True once the picture has arrived and decoded (a broken or blocked picture has no width). */
function pictureShown(page: Page, name: string) {
  return page.getByRole("img", { name }).first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
}

test("the home page greets the shopper in Thai, with the menu, the featured products and an empty cart", async ({ page }) => {
  const response = await page.goto("/th");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/ยินดีต้อนรับสู่\s*บ้านสวน/);
  await expect(page.getByRole("link", { name: "เปิดเมนู" })).toBeVisible();
  await expect(page.getByRole("link", { name: "บัญชี", exact: true })).toBeVisible();
  await expect(cartLink(page, 0)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "ของดีที่เราเลือกให้" })).toBeVisible();
  await expect(page.getByText(/฿[\d,]+\.\d\d/).first()).toBeVisible();
  await expectAccessible(page);
});

test("a category narrowed by a colour lists only what the filter promised and shows the filter", async ({ page }) => {
  await page.goto("/th/clothing/women.html");
  await expect(page.getByRole("heading", { level: 1, name: "ผู้หญิง" })).toBeVisible();
  const total = await productsFound(page);

  const indigo = page.getByRole("group", { name: "สี" }).getByRole("checkbox", { name: /^คราม \d+ รายการ$/ });
  // Its name says how many products have the colour: "คราม 10 รายการ".
  const promised = Number(/(\d+) รายการ/.exec(await indigo.ariaSnapshot())?.[1]);
  await indigo.check();
  await page.getByRole("button", { name: "ใช้ตัวกรอง" }).click();

  await expect(page).toHaveURL(/[?&]color=\d+/);
  const chosen = page.getByRole("list", { name: "ตัวกรองที่เลือก" });
  await expect(chosen.getByRole("link", { name: "สี: คราม ลบตัวกรองนี้" })).toBeVisible();
  const filtered = await productsFound(page);
  expect(filtered).toBe(promised);
  expect(filtered).toBeLessThan(total);

  // Removing the filter brings the whole category back.
  await chosen.getByRole("link", { name: "สี: คราม ลบตัวกรองนี้" }).click();
  await expect(page.getByRole("list", { name: "ตัวกรองที่เลือก" })).toHaveCount(0);
  expect(await productsFound(page)).toBe(total);
});

test("the header search finds products by their Thai name", async ({ page }) => {
  await page.goto("/th");
  await page.getByRole("searchbox", { name: "ค้นหาในร้าน" }).fill("ครก");
  await page.getByRole("button", { name: "ค้นหา", exact: true }).click();
  await expect(page).toHaveURL(/\/th\/search\.html\?query=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ผลการค้นหาสำหรับ “ครก”");
  await expect(page.getByRole("searchbox", { name: "ค้นหาในร้าน" })).toHaveValue("ครก");
  const found = await productsFound(page);
  expect(found).toBeGreaterThan(0);
  await expect(page.getByRole("link", { name: "ครกหินแกรนิตพร้อมสาก ขนาด 6 นิ้ว" })).toBeVisible();
  const names = await page.locator("main").getByRole("heading", { level: 3 }).allInnerTexts();
  expect(names).toHaveLength(Math.min(found, 6));
  for (const name of names) expect(name).toContain("ครก");
});

test("a shopper chooses a colour and a size, adds the shirt to the cart and changes the quantity there", async ({ page }) => {
  await page.goto(INDIGO_T_SHIRT.path);
  await expect(page.getByRole("heading", { level: 1, name: INDIGO_T_SHIRT.name })).toBeVisible();
  await expect(page.getByRole("button", { name: "หยิบใส่ตะกร้า", exact: true })).toBeDisabled();
  await expect(page.getByText("กรุณาเลือกตัวเลือกให้ครบก่อนหยิบใส่ตะกร้า")).toBeVisible();
  const parentSku = await page.getByText(/^รหัสสินค้า: /).innerText();

  await page.getByRole("group", { name: "สี" }).getByRole("radio", { name: INDIGO_T_SHIRT.colour }).check();
  await page.getByRole("group", { name: "ไซซ์" }).getByRole("radio", { name: INDIGO_T_SHIRT.size }).check();
  await page.getByRole("button", { name: "อัปเดต", exact: true }).click();
  await expect(page).toHaveURL(/[?&]color=\d+/);
  await expect(page).toHaveURL(/[?&]size=\d+/);
  await expect(page.getByRole("group", { name: `สี: ${INDIGO_T_SHIRT.colour}` })).toBeVisible();
  await expect(page.getByRole("group", { name: `ไซซ์: ${INDIGO_T_SHIRT.size}` })).toBeVisible();
  await expect(page.getByText(/^รหัสสินค้า: /)).not.toHaveText(parentSku);
  await expect(page.getByText(/^(มีสินค้า|เหลือเพียง \d+ ชิ้น)$/)).toBeVisible();
  // The variant's picture comes from the backend's media address and is allowed by the CSP.
  await expect.poll(() => pictureShown(page, `${INDIGO_T_SHIRT.name} สี${INDIGO_T_SHIRT.colour} ไซซ์ ${INDIGO_T_SHIRT.size}`)).toBe(true);

  await addToCartHere(page, INDIGO_T_SHIRT.name);
  await cartLink(page, 1).click();
  await expect(page).toHaveURL(/\/th\/cart$/);
  await expect(page.getByRole("heading", { level: 1, name: "ตะกร้าสินค้า" })).toBeVisible();
  const line = page.getByRole("list", { name: "สินค้าในตะกร้าของคุณ" }).getByRole("listitem").filter({ hasText: INDIGO_T_SHIRT.name });
  await expect(line).toHaveCount(1);
  const price = baht(await line.getByText(/^ราคา ฿/).innerText());
  expect(await summaryAmount(page, "ยอดรวมย่อย")).toBe(price);

  await line.getByLabel("จำนวน").fill("3");
  await line.getByRole("button", { name: /^อัปเดต / }).click();
  await expect(page.getByRole("status").filter({ hasText: "อัปเดตตะกร้าสินค้าแล้ว" })).toBeVisible();
  await expect(line.getByLabel("จำนวน")).toHaveValue("3");
  expect(baht(await line.getByText(/^รวม ฿/).innerText())).toBeCloseTo(price * 3, 2);
  expect(await summaryAmount(page, "ยอดรวมย่อย")).toBeCloseTo(price * 3, 2);
  await expect(cartLink(page, 3)).toBeVisible();
});

test("a guest checks out with cash on delivery and sees the order number", async ({ page }) => {
  const email = uniqueEmail("smoke-cod");
  await page.goto(BATIK_SARONG.path);
  await addToCartHere(page, BATIK_SARONG.name);
  await cartLink(page, 1).click();
  await page.getByRole("link", { name: "ดำเนินการชำระเงิน" }).click();

  await expect(page).toHaveURL(/\/th\/checkout$/);
  await expect(page.getByRole("heading", { level: 1, name: "ชำระเงิน" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "ขั้นตอนที่ 1: ข้อมูลการจัดส่ง" })).toBeVisible();
  await fillShippingAddress(page, email);
  await page.getByRole("button", { name: "ไปที่วิธีการจัดส่ง" }).click();

  await expect(page.getByRole("heading", { level: 2, name: "ขั้นตอนที่ 2: วิธีการจัดส่ง" })).toBeVisible();
  await expect(page.getByRole("radio").first()).toBeChecked();
  await page.getByRole("button", { name: "ไปที่การชำระเงิน" }).click();

  await expect(page.getByRole("heading", { level: 2, name: "ขั้นตอนที่ 3: ข้อมูลการชำระเงิน" })).toBeVisible();
  await page.getByRole("radio", { name: /^เก็บเงินปลายทาง/ }).check();
  await page.getByRole("button", { name: "ตรวจสอบคำสั่งซื้อ" }).click();

  await expect(page.getByRole("heading", { level: 2, name: "ขั้นตอนที่ 4: ตรวจสอบและยืนยันคำสั่งซื้อ" })).toBeVisible();
  const review = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "ขั้นตอนที่ 4: ตรวจสอบและยืนยันคำสั่งซื้อ" }) });
  await expect(review).toContainText(email);
  await expect(review).toContainText(SUKHUMVIT.street);
  await expect(review).toContainText(`${SUKHUMVIT.city}, ${SUKHUMVIT.province} ${SUKHUMVIT.postcode}`);
  await expect(review).toContainText("เก็บเงินปลายทาง");
  await expect(review).toContainText(BATIK_SARONG.name);
  const subtotal = await summaryAmount(page, "ยอดรวมสินค้า");
  const shipping = await summaryAmount(page, "ค่าจัดส่ง");
  expect(await summaryAmount(page, "ยอดรวมทั้งสิ้น")).toBeCloseTo(subtotal + shipping, 2);
  await page.getByRole("button", { name: "ยืนยันคำสั่งซื้อ" }).click();

  await expect(page).toHaveURL(/\/th\/confirmation$/);
  await expect(page.getByRole("heading", { level: 1, name: "ขอบคุณสำหรับคำสั่งซื้อ" })).toBeVisible();
  await expect(page.getByText(/^หมายเลขคำสั่งซื้อของคุณคือ \d{9}$/)).toBeVisible();
  await expect(page.getByText(`เราได้ส่งอีเมลยืนยันไปที่ ${email} แล้ว`)).toBeVisible();
  await expect(page.getByText("โปรดเตรียมเงินสดตามยอดรวมไว้ชำระกับพนักงานจัดส่ง", { exact: false })).toBeVisible();
  await expect(cartLink(page, 0)).toBeVisible();
});

test("the demo customer signs in and sees their account", async ({ page }) => {
  await page.goto("/th");
  await page.getByRole("link", { name: "บัญชี", exact: true }).click();
  await expect(page).toHaveURL(/\/th\/sign-in/);
  await signInAsSomchai(page);

  await expect(page).toHaveURL(/\/th\/account-information$/);
  await expect(page.getByRole("heading", { level: 1, name: "ข้อมูลบัญชี" })).toBeVisible();
  await expect(page.getByRole("link", { name: `สวัสดี คุณ${SOMCHAI.firstName}` })).toBeVisible();
  const main = page.locator("main");
  await expect(main.getByRole("textbox", { name: "ชื่อ", exact: true })).toHaveValue(SOMCHAI.firstName);
  await expect(main.getByRole("textbox", { name: "นามสกุล", exact: true })).toHaveValue(SOMCHAI.lastName);
  await expect(main.getByRole("textbox", { name: "อีเมล", exact: true })).toHaveValue(SOMCHAI.email);
  await expect(main.getByRole("button", { name: "ออกจากระบบ" })).toBeVisible();
});
