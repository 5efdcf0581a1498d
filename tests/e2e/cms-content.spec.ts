import { expect, test } from "./fixtures";
import { expectAccessible, openEachTwice, watchErrors } from "./support";

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

test("a CMS page shows its Page Builder sections, and its shop links stay in the app", async ({ page }) => {
  await page.goto("/en/about-us", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1, name: "About Baan Suan" })).toBeVisible();
  const content = page.locator(".cms-page__content");
  for (const name of ["What we choose", "Who makes it", "To your door"]) {
    await expect(content.getByRole("heading", { name })).toBeVisible();
  }
  await expectAccessible(page);

  // With JavaScript a shop link navigates inside the app: the page is not loaded again.
  if (jsOn()) await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
  await content.getByRole("link", { name: "Read our story" }).click();
  await expect(page).toHaveURL(/\/en\/our-story$/);
  await expect(page.getByRole("heading", { level: 1, name: "Our Story" })).toBeVisible();
  if (jsOn()) expect(await page.evaluate(() => (window as { stayedInApp?: boolean }).stayedInApp)).toBe(true);
});

test("a Thai CMS page shows its picture with its alt text and caption", async ({ page }) => {
  await page.goto("/th/our-story", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1, name: "เรื่องราวของเรา" })).toBeVisible();
  const picture = page.getByRole("img", { name: "บ้านไม้ริมสวนผลไม้ยามเช้า" });
  await expect(picture).toBeVisible();
  await expect(page.locator("figcaption").filter({ hasText: "บ้านของคุณยายที่ราชบุรี" })).toBeVisible();
  await expectAccessible(page);
});

test("FAQ tabs: every answer is reachable without JavaScript, and the keyboard works the tabs with it", async ({ page }) => {
  await page.goto("/en/customer-service", { waitUntil: "networkidle" });
  const tabs = page.locator(".pb-tabs").first();
  await expect(tabs).toBeVisible();

  if (!jsOn()) {
    // Every panel is on the page under its own heading; the tab names link to them.
    const panels = tabs.locator(".pb-tabs__panel");
    const count = await panels.count();
    expect(count).toBeGreaterThan(1);
    for (let index = 0; index < count; index++) {
      await expect(panels.nth(index)).toBeVisible();
      await expect(panels.nth(index).locator(".pb-tabs__panel-heading")).toBeVisible();
    }
    const lastName = (await panels.nth(count - 1).locator(".pb-tabs__panel-heading").innerText()).trim();
    await tabs.getByRole("link", { name: lastName, exact: true }).click();
    await expect(page).toHaveURL(/#pb[0-9a-f]+-\d+-panel-\d+$/);
    await expectAccessible(page);
    return;
  }

  const tabList = tabs.getByRole("tablist");
  await expect(tabList).toBeVisible();
  const tab = tabList.getByRole("tab");
  const count = await tab.count();
  expect(count).toBeGreaterThan(1);
  await expect(tab.first()).toHaveAttribute("aria-selected", "true");
  await expect(tabs.getByRole("tabpanel")).toHaveCount(1);
  await expectAccessible(page);

  await tab.first().focus();
  await page.keyboard.press("ArrowRight");
  await expect(tab.nth(1)).toBeFocused();
  await expect(tab.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(tab.first()).toHaveAttribute("aria-selected", "false");
  const secondPanel = tabs.getByRole("tabpanel");
  await expect(secondPanel).toHaveAttribute("aria-labelledby", (await tab.nth(1).getAttribute("id")) ?? "");
  await expect(secondPanel).toBeVisible();

  await page.keyboard.press("End");
  await expect(tab.nth(count - 1)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(tab.first()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(tab.nth(count - 1)).toBeFocused();
  await page.keyboard.press("Home");
  await expect(tab.first()).toBeFocused();

  // A click works as well.
  await tab.nth(1).click();
  await expect(tab.nth(1)).toHaveAttribute("aria-selected", "true");
});

test("a map lists its places, and a slider moves with its arrows and dots", async ({ page }) => {
  await page.goto("/en/customer-service", { waitUntil: "networkidle" });
  const places = page.locator(".pb-map__location");
  expect(await places.count()).toBeGreaterThan(0);
  await expect(places.first().locator("address strong")).not.toBeEmpty();
  await expect(places.first().getByRole("link", { name: /in Google Maps/ })).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\//);

  await page.goto("/en/our-story", { waitUntil: "networkidle" });
  const slider = page.locator(".pb-slider").first();
  const slides = slider.locator(".pb-slider__slide");
  const count = await slides.count();
  expect(count).toBeGreaterThan(1);
  await expect(slider.locator(".pb-slider__dot")).toHaveCount(count);
  if (!jsOn()) {
    // The dots are anchors to the slides.
    await expect(slider.locator(".pb-slider__dot").nth(1)).toHaveAttribute("href", `#${await slides.nth(1).getAttribute("id")}`);
    await expectAccessible(page);
    return;
  }
  const previous = slider.getByRole("button", { name: "Previous slide" });
  const next = slider.getByRole("button", { name: "Next slide" });
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(slider.locator('.pb-slider__dot[aria-current="true"]')).toHaveText("Go to slide 2");
  await expect(previous).toBeEnabled();
  await slider.locator(".pb-slider__dot").nth(count - 1).click();
  await expect(next).toBeDisabled();
  await expectAccessible(page);
});

test("CMS pages with tabs, a map and a slider hydrate without an error in both store views", async ({ page }) => {
  test.skip(!jsOn(), "hydration needs JavaScript");
  const errors = watchErrors(page);
  // The widgets' code loads on its own.
  await openEachTwice(page, ["/en/customer-service", "/th/customer-service", "/en/our-story", "/th/our-story"]);
  await page.goto("/en/customer-service", { waitUntil: "networkidle" });
  await expect(page.locator(".pb-tabs [role=tablist]").first()).toBeVisible();
  expect(errors).toEqual([]);
});

