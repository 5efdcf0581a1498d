import { expect, type Locator, type Page } from "@playwright/test";

/**
 * The smoke suite's steps in the Thai store, named as a shopper would say them. Without JavaScript
 * every step is a link or a form the browser submits, so each waits for the page the server sent.
 */

/** A simple product with plenty in stock (the e2e suite's BATIK_SARONG), as the Thai store names it. */
export const BATIK_SARONG = { name: "ผ้าถุงบาติก สีเหลืองขมิ้น", path: "/th/batik-sarong-turmeric.html" };

/** A T-shirt that has colours and sizes: it goes in the cart once both are chosen. */
export const INDIGO_T_SHIRT = { name: "เสื้อยืดย้อมคราม", path: "/th/indigo-dyed-t-shirt.html", colour: "คราม", size: "M" };

/** The demo shop's customer (README, "Trying the demo shop"). */
export const SOMCHAI = { email: "somchai@example.com", password: "Baansuan#2026", firstName: "Somchai", lastName: "Jaidee" };

/** A Bangkok address typed in Thai; the province is chosen by its ISO code (the select lists Thai names). */
export const SUKHUMVIT = {
  firstName: "สมชาย",
  lastName: "ใจดี",
  street: "99/1 ถนนสุขุมวิท",
  city: "วัฒนา",
  provinceCode: "TH-10",
  province: "กรุงเทพมหานคร",
  postcode: "10110",
  phone: "081 234 5678",
};

/** The header's cart link, which says how many pieces the cart holds. */
export function cartLink(page: Page, count: number) {
  return page.getByRole("link", { name: `เปิดหรือปิดตะกร้าสินค้า คุณมีสินค้า ${count} ชิ้นในตะกร้า` });
}

/** An amount in baht as the shop writes it (฿1,230.00), as a number. */
export function baht(text: string): number {
  const amount = /฿([\d,]+\.\d\d)/.exec(text)?.[1];
  if (amount === undefined) throw new Error(`no amount in baht in "${text}"`);
  return Number(amount.replace(/,/g, ""));
}

/** The order summary beside the cart (a complementary section) or beside checkout (a region in one). */
export function orderSummary(page: Page): Locator {
  return page.getByRole("region", { name: "สรุปคำสั่งซื้อ" }).or(page.getByRole("complementary", { name: "สรุปคำสั่งซื้อ" }));
}

/** The amount one of the order summary's rows (a term and its definition, e.g. ยอดรวมย่อย) shows, in baht. */
export async function summaryAmount(page: Page, term: string): Promise<number> {
  const definition = orderSummary(page)
    .locator("dt").filter({ hasText: new RegExp(`^\\s*${term}\\s*$`) }).locator("xpath=following-sibling::dd[1]");
  return baht(await definition.innerText());
}

/** On a product page whose options are chosen: Add to Cart, and the shop says it was added. */
export async function addToCartHere(page: Page, name: string) {
  await page.getByRole("button", { name: "หยิบใส่ตะกร้า", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: `เพิ่ม ${name} ลงในตะกร้าแล้ว` })).toBeVisible();
}

/** Types checkout step 1: the guest's email and the address; does not continue. */
export async function fillShippingAddress(page: Page, email: string, address = SUKHUMVIT) {
  await page.getByLabel("อีเมล", { exact: true }).fill(email);
  await page.getByLabel("ชื่อ", { exact: true }).fill(address.firstName);
  await page.getByLabel("นามสกุล", { exact: true }).fill(address.lastName);
  await page.getByLabel("ที่อยู่ (บ้านเลขที่ ถนน)", { exact: true }).fill(address.street);
  await page.getByLabel("เขต / อำเภอ").fill(address.city);
  await page.getByLabel("จังหวัด").selectOption(address.provinceCode);
  await page.getByLabel("รหัสไปรษณีย์").fill(address.postcode);
  await page.getByLabel("หมายเลขโทรศัพท์").fill(address.phone);
}

/** From the sign-in page: the demo customer's email and password, then Sign In. */
export async function signInAsSomchai(page: Page) {
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 1, name: "เข้าสู่ระบบ" })).toBeVisible();
  await main.getByLabel("อีเมล", { exact: true }).fill(SOMCHAI.email);
  await main.getByLabel("รหัสผ่าน", { exact: true }).fill(SOMCHAI.password);
  await main.getByRole("button", { name: "เข้าสู่ระบบ", exact: true }).click();
}
