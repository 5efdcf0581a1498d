import { expect, test, type Page } from "./fixtures";
import { expectAccessible } from "./support";

/**
 * Wish lists with JavaScript on and off: a guest is asked to sign in from the product page and
 * comes back to it, saves the product, creates a named list, moves the product to the cart (the
 * header counts it) and deletes the list (a confirmation step that works without JS). Each run
 * has a customer of its own, so the two projects never share lists or a cart.
 */

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

/** A simple demo product in stock. */
const PRODUCT = { name: "Batik sarong – Turmeric", path: "/en/batik-sarong-turmeric.html" };
const PASSWORD = "Mango#Sticky1";

async function newCustomer(page: Page): Promise<string> {
  const email = `wish-e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const reply = await page.request.post("/graphql", {
    headers: { "Content-Type": "application/json", Store: "en" },
    data: {
      query: "mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }",
      variables: { input: { email, password: PASSWORD, firstname: "Nok", lastname: "Test" } },
    },
  });
  expect(((await reply.json()) as { errors?: unknown }).errors).toBeUndefined();
  return email;
}

async function openProductPage(page: Page) {
  // With JS, wait until the page is hydrated: a click before that posts the plain form.
  await page.goto(PRODUCT.path, { waitUntil: jsOn() ? "networkidle" : "load" });
}

test("a guest signs in from Add to Favorites, saves the product, makes a list, moves the product to the cart", async ({ page }) => {
  test.setTimeout(90_000);
  const email = await newCustomer(page);
  await openProductPage(page);
  await page.getByRole("button", { name: "Add to Favorites", exact: true }).click();
  const signInMessage = page.getByText("Please sign-in to your Account to save items for later.");
  await expect(signInMessage).toBeVisible();
  if (!jsOn()) await expect(page).toHaveURL(new RegExp(`${PRODUCT.path}$`));

  await page.locator("main").getByRole("link", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/sign-in\?redirect=%2Fen%2Fbatik-sarong-turmeric\.html/);
  const main = page.locator("main");
  await main.getByLabel("Email", { exact: true }).fill(email);
  await main.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await main.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${PRODUCT.path}$`));

  if (jsOn()) await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Add to Favorites", exact: true }).click();
  if (jsOn()) {
    // No reload: the button itself says the product is saved.
    await expect(page.getByRole("button", { name: "Saved to Favorites", exact: true })).toBeVisible();
  } else {
    await expect(page.getByRole("status").filter({ hasText: "The product was saved to your Favorites." })).toBeVisible();
  }
  await expectAccessible(page);

  await page.goto("/en/wishlist");
  await expect(page.getByRole("heading", { level: 1, name: "Favorites Lists" })).toBeVisible();
  const wishList = page.getByRole("region", { name: "Wish List" });
  await expect(wishList.getByRole("link", { name: PRODUCT.name })).toBeVisible();
  await expect(wishList.getByText("Private")).toBeVisible();
  await expectAccessible(page);

  // A new list: a missing name comes back next to the field.
  const create = page.getByRole("region", { name: "Create a new list" });
  await create.getByLabel("Public").check();
  await create.getByRole("button", { name: "Create list" }).click();
  await expect(create.getByText("Please enter a name for the list.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Create a new list" }).getByLabel("Public")).toBeChecked();
  await page.getByRole("region", { name: "Create a new list" }).getByLabel("List name").fill("Presents");
  // Leave the field and let its message go first, or the button moves under the click (conform).
  await page.getByRole("region", { name: "Create a new list" }).getByLabel("List name").blur();
  if (jsOn()) await expect(page.getByText("Please enter a name for the list.")).toHaveCount(0);
  await page.getByRole("region", { name: "Create a new list" }).getByRole("button", { name: "Create list" }).click();
  await expect(page.getByText("Your list “Presents” was created.")).toBeVisible();
  const presents = page.getByRole("region", { name: "Presents" });
  await expect(presents.getByText("Public")).toBeVisible();
  await expect(presents.getByText("There are no items in this list yet.")).toBeVisible();
  await expectAccessible(page);

  // Move to cart: off the list, into the cart, counted in the header.
  await wishList.getByRole("button", { name: `Move to Cart ${PRODUCT.name}` }).click();
  await expect(page.getByText("The product was moved to your cart.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Toggle mini cart. You have 1 item in your cart." })).toBeVisible();
  await expect(page.getByRole("region", { name: "Wish List" }).getByText("There are no items in this list yet.")).toBeVisible();

  // Deleting asks first.
  await page.getByRole("region", { name: "Presents" }).getByRole("link", { name: "Delete list" }).click();
  await expect(page.getByText("Delete the list “Presents” and the items in it?")).toBeVisible();
  await page.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page.getByText("The list was deleted.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Presents" })).toHaveCount(0);
  await expectAccessible(page);
});

test("a guest who opens the wish list is sent to sign in and back", async ({ page }) => {
  await page.goto("/en/wishlist");
  await expect(page).toHaveURL(/\/en\/sign-in\?redirect=%2Fen%2Fwishlist$/);
});
