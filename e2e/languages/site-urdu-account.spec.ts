import { ur } from "../../app/locales/ur";
import { expect, newShopper, test } from "../fixtures";
import { placeOrderThroughApi } from "../support/operating-support";
import { englishLeftOn, expectUrduPages } from "../support/urdu";

// ?lng=ur sets the language cookie too, so every page after the first one stays in Urdu.
test.describe("Urdu account pages", () => {
  test("a signed-in shopper's profile, address book, order history and order page read right to left, in Urdu", async ({
    page,
    baseURL,
    shopper,
  }) => {
    test.setTimeout(90_000);
    expect(shopper.email).toContain("@");
    const orderId = await placeOrderThroughApi(page.request, baseURL!);
    await page.goto("/home?lng=ur");
    await expectUrduPages(page, [
      "/profile",
      "/profile?edit=1",
      "/profile?add-address=1",
      "/orders",
      "/orders?q=zzzz-nothing-matches",
      "/orders?status=Processing&sort=oldest",
      "/orders/CW-999999999",
      `/orders/${orderId}/change`,
      `/orders/${orderId}`,
    ]);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(orderId);
    await expect(page.getByText(ur.orders["step.placed"])).toBeVisible();
  });

  test("sign-in, sign-up, password reset and contact read right to left, in Urdu", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/home?lng=ur");
    await expectUrduPages(page, ["/sign-in", "/sign-up", "/forgot-password", "/forgot-password?sent", "/reset-password", "/contact-us"]);
  });

  test("the information pages read right to left, in Urdu", async ({ page, shopper }) => {
    test.setTimeout(90_000);
    // Signed in: the shipping policy is for shoppers while the catalogue is not public.
    expect(shopper.email).toContain("@");
    await page.goto("/home?lng=ur");
    await expectUrduPages(page, [
      "/about-us",
      "/faq",
      "/faq?q=zzzz-nothing",
      "/product-care",
      "/shipping-returns",
      "/privacy",
      "/terms",
      "/accessibility",
      "/reviews",
    ]);
  });

  test("a wrong password is refused in Urdu, keeping the email", async ({ page }) => {
    const stranger = newShopper("urdu-sign-in");
    await page.goto("/sign-in?lng=ur");
    await page.getByLabel(ur.auth.email).fill(stranger.email);
    await page.getByLabel(ur.auth.password, { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: ur.auth["signIn.submit"] }).click();
    await expect(page.getByText(ur.formErrors.incorrectCredentials)).toBeVisible();
    await expect(page.getByLabel(ur.auth.email)).toHaveValue(stranger.email);
    expect(await englishLeftOn(page)).toEqual([]);
  });

  test("the contact form names a wrong field in Urdu, keeping what was typed", async ({ page }) => {
    await page.goto("/contact-us?lng=ur");
    await page.getByLabel(ur.contact.fullName).fill("عائشہ خان");
    await page.getByLabel(ur.contact.emailAddress).fill("ayesha-at-example");
    await page.getByLabel(ur.contact.message, { exact: true }).fill("میری ہانڈی کب پہنچے گی؟");
    // The browser's own check would stop the post first; the shop's answer is what is tested.
    await page.getByRole("button", { name: ur.contact.send }).evaluate((button) => button.closest("form")?.setAttribute("novalidate", ""));
    await page.getByRole("button", { name: ur.contact.send }).click();
    await expect(page.getByLabel(ur.contact.emailAddress)).toHaveAccessibleDescription(ur.formErrors["contact.validEmail"]);
    await expect(page.getByLabel(ur.contact.subject)).toHaveAccessibleDescription(ur.formErrors["contact.chooseSubject"]);
    await expect(page.getByLabel(ur.contact.fullName)).toHaveValue("عائشہ خان");
    await expect(page.getByLabel(ur.contact.emailAddress)).toHaveValue("ayesha-at-example");
    await expect(page.getByLabel(ur.contact.message, { exact: true })).toHaveValue("میری ہانڈی کب پہنچے گی؟");
    expect(await englishLeftOn(page)).toEqual([]);
  });
});
