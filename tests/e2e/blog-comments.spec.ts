import { expect, test, type Page } from "./fixtures";
import { expectAccessible, watchErrors, watchScripts } from "./support";

/*
 * Comments under a blog post, with and without JavaScript, in Thai and English. Each run posts four
 * comments in all (two per project), under the storefront's five per address per ten minutes.
 * Approving them is the engine's part (commerce/modules/blog/comments.integration.test.ts).
 */

const comments = (page: Page) => page.locator("#comments");
const form = (page: Page) => page.locator("form.blog-comment-form");

test("a Thai post shows its approved comments and takes a guest's comment, checked and then pending", async ({ page }) => {
  await page.goto("/th/blog/golden-turmeric-rice");
  await expect(comments(page).getByRole("heading", { level: 2 })).toHaveText("2 ความคิดเห็น");
  const first = comments(page).locator(".blog-comment").first();
  await expect(first.locator(".blog-comment__author")).toHaveText("พลอย");
  await expect(first.locator("time")).toHaveText(/ม\.?ค\.?|มกราคม/);
  await expect(first.locator("time")).toHaveText(/25\d\d$/);
  await expect(comments(page)).not.toContainText("อยากให้แนะนำกับข้าวมังสวิรัติ");
  await expectAccessible(page);

  const post = form(page).getByRole("button", { name: "ส่งความคิดเห็น" });
  await post.click();
  await expect(form(page).getByText("โปรดกรอกชื่อ")).toBeVisible();
  await expect(form(page).getByText("โปรดเขียนความคิดเห็น")).toBeVisible();

  const name = form(page).getByLabel("ชื่อ", { exact: true });
  const email = form(page).getByLabel("อีเมล", { exact: true });
  const message = form(page).getByLabel("ความคิดเห็น", { exact: true });
  const tooLong = `<b>อร่อยมาก</b> ${"ก".repeat(2000)}`;
  await name.fill("มาลี");
  await email.fill("malee@example.com");
  await message.fill(tooLong);
  await post.click();
  await expect(form(page).getByText("ความคิดเห็นยาวได้ไม่เกิน 2000 ตัวอักษร")).toBeVisible();
  await expect(message).toHaveValue(tooLong);
  await expect(name).toHaveValue("มาลี");
  await expectAccessible(page);

  await message.fill("<b>อร่อยมาก</b> ทำตามแล้วหอมจริง https://example.com/rice");
  // With JS the message's error goes as the field is left: let the button settle before clicking.
  if (test.info().project.use.javaScriptEnabled !== false) {
    await message.blur();
    await expect(form(page).getByText("ความคิดเห็นยาวได้ไม่เกิน 2000 ตัวอักษร")).toHaveCount(0);
  }
  await post.click();
  await expect(page.getByRole("status").filter({ hasText: "ขอบคุณค่ะ ความคิดเห็นของคุณจะแสดงหลังจากร้านอนุมัติแล้ว" })).toBeVisible();
  await expect(page).toHaveURL(/\/th\/blog\/golden-turmeric-rice(#comments)?$/);
  await expect(comments(page).getByRole("heading", { level: 2 })).toHaveText("2 ความคิดเห็น");
  await expect(comments(page)).not.toContainText("ทำตามแล้วหอมจริง");
  await expect(comments(page).locator("a[href='https://example.com/rice']")).toHaveCount(0);
  await expectAccessible(page);
});

test("an English reader replies to a comment through its Reply link", async ({ page }) => {
  await page.goto("/en/blog/golden-turmeric-rice");
  await expect(comments(page).getByRole("heading", { level: 2 })).toHaveText("2 comments");
  await expect(comments(page).locator(".blog-comment").nth(1).locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, 2026$/);
  await comments(page).getByRole("link", { name: "Reply to James" }).click();
  await expect(page).toHaveURL(/\/en\/blog\/golden-turmeric-rice\?replyTo=\d+#comment-form$/);
  await expect(form(page).getByRole("heading", { level: 3 })).toHaveText("Reply to James");
  await expect(form(page).getByRole("link", { name: "Cancel reply" })).toBeVisible();
  await expectAccessible(page);

  await form(page).getByLabel("Name", { exact: true }).fill("Ploy");
  await form(page).getByLabel("Email", { exact: true }).fill("ploy@example.com");
  await form(page).getByLabel("Comment", { exact: true }).fill("Mine too, with jasmine rice.");
  await form(page).getByRole("button", { name: "Post comment" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you! Your comment will appear once the shop has approved it." })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/blog\/golden-turmeric-rice(#comments)?$/);
  await expect(comments(page)).not.toContainText("Mine too, with jasmine rice.");
  await expect(form(page).getByRole("heading", { level: 3 })).toHaveText("Leave a comment");
});

test("a post page loads the comment form's checks only as a reader starts on the form, then checks each field as it is left", async ({ page }) => {
  test.skip(test.info().project.use.javaScriptEnabled === false, "the checks are JavaScript");
  const errors = watchErrors(page);
  const scripts = watchScripts(page);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  for (const path of ["/th/blog/golden-turmeric-rice", "/en/blog/golden-turmeric-rice"]) {
    scripts.length = 0;
    await page.goto(path, { waitUntil: "networkidle" });
    expect(scripts.filter((script) => /\/comment-checks-[\w-]+\.js$/.test(script))).toEqual([]);
  }
  // Thai: into the name field, out of it empty; the message is the browser's, nothing was posted.
  await page.goto("/th/blog/golden-turmeric-rice", { waitUntil: "networkidle" });
  const checksLoaded = page.waitForResponse((response) => /\/comment-checks-[\w-]+\.js$/.test(new URL(response.url()).pathname));
  const name = form(page).getByLabel("ชื่อ", { exact: true });
  await name.focus();
  await checksLoaded;
  await name.fill("   ");
  await name.blur();
  await expect(form(page).getByText("โปรดกรอกชื่อ")).toBeVisible();
  expect(posts).toEqual([]);
  expect(errors).toEqual([]);
});
