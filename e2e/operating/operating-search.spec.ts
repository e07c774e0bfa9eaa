// The search's synonyms, edited by operators at /admin/search (issue 39), with and without JavaScript.
import { expect, test } from "../fixtures";
import { matching } from "../support/shopping-support";

test("an operator teaches the search a word: shoppers find its products at once; a list with no word is refused with what was typed kept", async ({
  page,
  shopper,
  operatorPage: operator,
}) => {
  expect(shopper.email).toContain("@");
  const word = `bhagona${Date.now().toString(36)}`;
  await operator.goto("/admin");
  await operator.getByRole("navigation", { name: "Operations" }).getByRole("link", { name: "Search words" }).click();
  await expect(operator.getByRole("heading", { level: 1, name: "Search words" })).toBeVisible();
  await expect(operator.getByRole("row", { name: /^karahi/ }).getByRole("textbox")).toHaveValue(/karhai, kadai/);
  await expect(operator.getByText(/Typos get “Did you mean”/)).toBeVisible();

  const add = operator.getByRole("form", { name: "Add a search word" });
  await add.getByLabel("Search word").fill(word);
  await add.getByLabel("Also means (separated by commas)").fill(" , ،");
  await add.getByRole("button", { name: "Add" }).click();
  await expect(add.getByRole("alert")).toHaveText("Type at least one word it also means");
  await expect(add.getByLabel("Search word")).toHaveValue(word);

  await add.getByLabel("Also means (separated by commas)").fill("handi, ہانڈی");
  await add.getByRole("button", { name: "Add" }).click();
  await expect(operator.getByText(`“${word}” is saved.`)).toBeVisible();
  await expect(operator.getByRole("textbox", { name: `What “${word}” also means` })).toHaveValue("handi, ہانڈی");

  await page.goto(`/products?q=${word}`);
  await expect(page.getByText(`Showing ${matching([], { q: "handi" }).length} product(s)`, { exact: true })).toBeVisible();

  await operator.getByRole("button", { name: `Remove “${word}”` }).click();
  await expect(operator.getByText(`“${word}” is removed.`)).toBeVisible();
  await expect(operator.getByRole("row", { name: new RegExp(`^${word}`) })).toHaveCount(0);
  await page.goto(`/products?q=${word}`);
  await expect(page.getByText("Showing 0 product(s)", { exact: true })).toBeVisible();
});
