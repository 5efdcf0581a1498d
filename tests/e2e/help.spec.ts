import { expect, test, type Page } from "./fixtures";
import { expectAccessible } from "./support";

test("the Help page answers ordering, delivery, payment, returns and contact, in Thai and English", async ({ page }) => {
  const cases = [
    {
      store: "en",
      title: "Help",
      sections: ["Ordering", "Delivery across Thailand", "Payment", "Exchanges and returns", "Contact us"],
      facts: [/flat ฿60/, /Free delivery on orders of ฿1,500/, /Cash on delivery/, /Bank transfer/, /Credit or debit card/, /within 30 days/],
      returnsLink: "Returns",
    },
    {
      store: "th",
      title: "ช่วยเหลือ",
      sections: ["การสั่งซื้อ", "การจัดส่งทั่วประเทศไทย", "การชำระเงิน", "การเปลี่ยนและคืนสินค้า", "ติดต่อเรา"],
      facts: [/ค่าส่งเหมาจ่าย ฿60/, /ส่งฟรีเมื่อยอดสั่งซื้อครบ ฿1,500/, /เก็บเงินปลายทาง/, /โอนผ่านธนาคาร/, /บัตรเครดิตหรือเดบิต/, /ภายใน 30 วัน/],
      returnsLink: "การคืนสินค้า",
    },
  ];
  for (const { store, title, sections, facts, returnsLink } of cases) {
    const response = await page.goto(`/${store}/help`, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(store === "th" ? /^ช่วยเหลือ: .+ - บ้านสวน$/ : /^Help: .+ - Baan Suan$/);
    const content = page.locator(".cms-page__content");
    for (const name of sections) await expect(content.getByRole("heading", { name, exact: true })).toBeVisible();
    for (const fact of facts) await expect(content.getByText(fact).first()).toBeVisible();
    await expectAccessible(page);
    await content.getByRole("link", { name: returnsLink, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${store}/returns$`));
  }
});

/** Same-origin paths (with their query) of the links inside `selector` on the current page. */
async function linksIn(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((regions) =>
    regions.flatMap((region) =>
      [...region.querySelectorAll<HTMLAnchorElement>("a[href]")]
        .map((anchor) => new URL(anchor.href, location.href))
        .filter((url) => url.origin === location.origin)
        .map((url) => `${url.pathname}${url.search}`),
    ),
  );
}

/** Where the shop's chrome links: header, footer, mobile tab bar and every level of the menu drawer. */
async function shellLinks(page: Page, store: string): Promise<string[]> {
  const found = new Set<string>();
  const chrome = "header.site-header, footer.site-footer, nav.tab-bar, nav.drawer__panel";
  await page.goto(`/${store}?drawer=menu`);
  await expect(page.locator("nav.drawer__panel")).toBeVisible();
  const levels = new Set<string>();
  for (const href of await linksIn(page, chrome)) {
    found.add(href);
    if (href.includes("drawer_category=")) levels.add(href);
  }
  // Each category level of the drawer, and the levels below it.
  const queue = [...levels];
  while (queue.length) {
    const level = queue.shift()!;
    await page.goto(level);
    for (const href of await linksIn(page, "nav.drawer__panel")) {
      found.add(href);
      if (href.includes("drawer_category=") && !levels.has(href)) {
        levels.add(href);
        queue.push(href);
      }
    }
  }
  return [...found].sort();
}

test("every header, footer and menu link of both stores answers 200", async ({ page, request }) => {
  test.setTimeout(120_000);
  const failures: string[] = [];
  let checked = 0;
  for (const store of ["th", "en"]) {
    const links = await shellLinks(page, store);
    // The footer's pages, the help page among them, are all there to be checked.
    for (const path of ["/help", "/about-us", "/returns", "/customer-service", "/contact-us", "/email-signup", "/create-account"]) {
      expect(links, `a link to /${store}${path}`).toContain(`/${store}${path}`);
    }
    for (const href of links) {
      const response = await request.get(href);
      checked += 1;
      if (response.status() !== 200) failures.push(`${href} → ${response.status()}`);
    }
  }
  test.info().annotations.push({ type: "links checked", description: String(checked) });
  // contact-us and email-signup are built on other branches of issue 18: this fails for them until those are merged.
  expect(failures, "header, footer and menu links that do not answer 200").toEqual([]);
});
