import { expect, newShopper, signUpThroughApi, test } from "../fixtures";
import { address, fillAddress } from "../support/buying-support";

const personal = (page: import("@playwright/test").Page) => page.getByRole("region", { name: "Personal Information" });
const addresses = (page: import("@playwright/test").Page) => page.getByRole("region", { name: "Addresses" });

test("a signed-out visitor is sent to sign in and back to the profile", async ({ page }) => {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/sign-in\?redirect_url=%2Fprofile$/);
});

test("the profile shows the account, its side cards and Sign Out", async ({ page, shopper }) => {
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back" })).toBeVisible();
  await expect(personal(page).getByText(shopper.name)).toBeVisible();
  await expect(personal(page).getByText(shopper.email)).toBeVisible();
  await expect(personal(page).getByText("Not provided")).toBeVisible();
  await expect(page.getByRole("link", { name: "View Order History" })).toHaveAttribute("href", "/orders");
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/home");
  const today = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "Asia/Karachi" }).format(
    new Date(),
  );
  await expect(page.getByText("Member since")).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: today }).first()).toBeVisible();
  await expect(page.getByText("Last updated")).toBeVisible();

  await page.getByRole("button", { name: "Sign Out" }).click();
  // Wait for sign-out to finish before leaving, or the navigation could cancel it.
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/sign-in/);
});

test("an old cookie replayed on the profile after sign-out is sent to sign in, as with no cookie", async ({ page, context, baseURL }) => {
  await signUpThroughApi(page.request, baseURL!, newShopper("replay"));
  const oldCookies = await context.cookies();
  const signOut = await page.request.post("/sign-out", { headers: { Origin: baseURL! }, maxRedirects: 0 });
  expect(signOut.status()).toBe(303);

  await context.addCookies(oldCookies);
  const response = await page.goto("/profile");
  await expect(page).toHaveURL(/\/sign-in\?redirect_url=%2Fprofile$/);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Please sign in" })).toHaveCount(0);
});

test("Edit, Cancel and Save change the name and phone", async ({ page, shopper }) => {
  await page.goto("/profile");
  await personal(page).getByRole("link", { name: "Edit" }).click();
  await expect(personal(page).getByLabel("Email")).toBeDisabled();
  await expect(personal(page).getByText("Email cannot be changed")).toBeVisible();

  // Cancel throws the draft away.
  await personal(page).getByLabel("Name").fill("Someone Else");
  await personal(page).getByRole("link", { name: "Cancel" }).click();
  await expect(personal(page).getByText(shopper.name)).toBeVisible();
  await expect(personal(page).getByText("Someone Else")).toHaveCount(0);

  await personal(page).getByRole("link", { name: "Edit" }).click();
  await expect(personal(page).getByLabel("Name")).toHaveValue(shopper.name);
  await personal(page).getByLabel("Name").fill("  Ayesha Khan  ");
  await personal(page).getByLabel("Phone").fill("0300-1234567");
  await personal(page).getByRole("button", { name: "Save" }).click();

  await expect(personal(page).getByRole("link", { name: "Edit" })).toBeVisible();
  await expect(personal(page).getByText("Ayesha Khan")).toBeVisible();
  await expect(personal(page).getByText("+923001234567")).toBeVisible();

  // Emptying the phone clears it.
  await personal(page).getByRole("link", { name: "Edit" }).click();
  await expect(personal(page).getByLabel("Phone")).toHaveValue("+923001234567");
  await personal(page).getByLabel("Phone").fill("");
  await personal(page).getByRole("button", { name: "Save" }).click();
  await expect(personal(page).getByText("Not provided")).toBeVisible();
});

test("a phone number that is not a Pakistani mobile is refused next to the field", async ({ page, baseURL, shopper }) => {
  await page.goto("/profile?edit=1");
  await personal(page).getByLabel("Phone").fill("12345");
  await personal(page).getByRole("button", { name: "Save" }).click();
  const phone = personal(page).getByLabel("Phone");
  await expect(phone).toHaveAccessibleDescription(
    "Enter a Pakistani mobile number such as 0300 1234567 A Pakistani mobile number, such as 0300 1234567",
  );
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveValue("12345");

  // The server refuses it on its own too.
  const refused = await page.request.post("/profile?edit=1", {
    form: { intent: "update-profile", name: shopper.name, phone: "0421 1234567" },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("Enter a Pakistani mobile number such as 0300 1234567");
  await page.goto("/profile");
  await expect(personal(page).getByText("Not provided")).toBeVisible();
});

test("addresses are added (refusing blanks), cancelled, and made the default on the profile", async ({ page, shopper: _ }) => {
  await page.goto("/profile");
  await expect(addresses(page).getByText("No addresses added yet.")).toBeVisible();

  await addresses(page).getByRole("link", { name: "Add New Address" }).click();
  const form = page.getByRole("form", { name: "Add New Address" });
  await expect(form.getByLabel("Set as default address")).not.toBeChecked();
  await form.getByRole("link", { name: "Cancel" }).click();
  await expect(form).toHaveCount(0);

  await addresses(page).getByRole("link", { name: "Add New Address" }).click();
  await fillAddress(page, form, { ...address("   "), postalCode: " " });
  await form.getByRole("button", { name: "Save Address" }).click();
  await expect(form.getByText("Please fill in all fields")).toBeVisible();
  await expect(form.getByLabel("City", { exact: true })).toHaveValue("Lahore");

  await fillAddress(page, form, address("14 Mall Road"));
  await form.getByRole("button", { name: "Save Address" }).click();
  const first = addresses(page).getByRole("listitem").filter({ hasText: "14 Mall Road" });
  await expect(first).toContainText("Lahore, Punjab 54000");
  await expect(first).toContainText("Pakistan");
  await expect(first.getByText("Default Address")).toBeVisible();
  await expect(addresses(page).getByText("No addresses added yet.")).toHaveCount(0);

  await addresses(page).getByRole("link", { name: "Add New Address" }).click();
  await fillAddress(page, form, address("88 Clifton Block 5", "Karachi"));
  await form.getByRole("button", { name: "Save Address" }).click();
  const second = addresses(page).getByRole("listitem").filter({ hasText: "88 Clifton Block 5" });
  await expect(second.getByRole("button", { name: /Set as Default/ })).toBeVisible();
  await expect(first.getByText("Default Address")).toBeVisible();

  await second.getByRole("button", { name: /Set as Default/ }).click();
  await expect(second.getByText("Default Address")).toBeVisible();
  await expect(first.getByRole("button", { name: /Set as Default/ })).toBeVisible();

  // A third, saved with 'Set as default address' ticked, takes the default at once.
  await addresses(page).getByRole("link", { name: "Add New Address" }).click();
  await fillAddress(page, form, address("3 Blue Area", "Islamabad"));
  await form.getByLabel("Set as default address").check();
  await form.getByRole("button", { name: "Save Address" }).click();
  const third = addresses(page).getByRole("listitem").filter({ hasText: "3 Blue Area" });
  await expect(third.getByText("Default Address")).toBeVisible();
  await expect(addresses(page).getByText("Default Address")).toHaveCount(1);
});
