import { expect, test } from "../fixtures";

test("the review setting is saved on /admin/settings, and the reviews page says which is in force and links there", async ({
  operatorPage: operator,
}) => {
  await operator.goto("/admin/reviews");
  // Store-wide: the review specs expect reviews published at once, so this saves that choice and no other.
  await expect(operator.getByText("New and edited reviews are published at once; hide any here.")).toBeVisible();
  await operator.getByRole("link", { name: "Change this in Settings" }).click();
  await expect(operator).toHaveURL(/\/admin\/settings#reviews$/);
  const reviews = operator.getByRole("region", { name: "Reviews" });
  const choice = reviews.getByLabel("New and edited reviews");
  await expect(choice).toHaveValue("publish");
  await expect(choice).toHaveAccessibleDescription(/Only shoppers whose order with the product was delivered can review it/);
  await choice.selectOption("publish");
  await reviews.getByRole("button", { name: "Save review setting" }).click();
  await expect(operator.getByRole("status").filter({ hasText: "New reviews are now published at once." })).toBeVisible();
  await expect(operator).toHaveURL(/\/admin\/settings#reviews$/);
  await expect(reviews.getByLabel("New and edited reviews")).toHaveValue("publish");
});
