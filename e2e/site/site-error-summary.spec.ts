import type { Locator, Page } from "@playwright/test";
import { en } from "../../app/locales/en";
import { ur } from "../../app/locales/ur";
import { ENTER_EMAIL, ENTER_FULL_NAME, ENTER_NEW_PASSWORD } from "../../contract/auth";
import { PHONE_MESSAGE } from "../../contract/phone";
import { profileErrors } from "../../app/lib/schemas/profile";
import { expect, hasJavaScript, test } from "../fixtures";

/** Hydrated: both header menus are enhanced once the header's script runs (then Conform checks a submit in the browser). */
async function hydrated(page: Page) {
  await expect(page.locator('details[data-enhanced="true"]')).toHaveCount(2);
}

/**
 * Sends the form as it is. The browser's own check (required, type=email) would stop an empty form
 * before anyone else sees it: it is switched off, so without JavaScript the server answers and with
 * it Conform's check does (Conform switches it off itself once hydrated).
 */
async function submitUnchecked(form: Locator, submit: Locator) {
  await form.evaluate((element) => ((element as HTMLFormElement).noValidate = true));
  await submit.click();
}

/**
 * The refused form's error summary: focused, headed `heading`, one link per field error shown, each to
 * an existing field, the first one leading to its field (and into it, with JavaScript); no field error is
 * an alert of its own.
 */
async function expectSummary(
  page: Page,
  form: Locator,
  { heading, links, javaScript }: { heading: string; links: string[]; javaScript: boolean },
) {
  const summary = summaryOf(form);
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("heading", { level: 2 })).toHaveText(heading);
  const summaryLinks = summary.getByRole("link");
  await expect(summaryLinks).toHaveText(links);
  await expect(form.locator(".field-error")).toHaveCount(links.length);
  for (const link of await summaryLinks.all()) {
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(/^#./);
    await expect(form.locator(href), href).toHaveCount(1);
  }
  await expect(form.locator(".field-error[role=alert]")).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
  // The summary is a labelled group, and what the form's aria-describedby names exists (issue 35 found
  // it naming an id no element had; the summary's list now carries it).
  await expect(summary).toHaveAttribute("role", "group");
  for (const id of ((await form.getAttribute("aria-describedby")) ?? "").split(/\s+/).filter(Boolean)) {
    await expect(page.locator(`[id="${id}"]`), `the form's aria-describedby names ${id}`).toHaveCount(1);
  }

  const first = (await summaryLinks.first().getAttribute("href"))!;
  await summaryLinks.first().click();
  await expect(form.locator(first)).toBeInViewport();
  // Without JavaScript the link scrolls to its field; with it, it puts the cursor in it.
  if (javaScript) await expect(form.locator(first)).toBeFocused();
  else await expect(page).toHaveURL(new RegExp(`${first}$`));
}

const summaryOf = (form: Locator) => form.locator('[id$="-summary"]');
const problems = en.errors["form.problems"];

test("sign-up: every empty field is listed in a focused summary, in English and in Urdu", async ({ page }, testInfo) => {
  await page.goto("/sign-up");
  if (hasJavaScript(testInfo)) await hydrated(page);
  const form = page.locator("form#sign-up");
  await submitUnchecked(form, page.getByRole("button", { name: en.auth["signUp.submit"] }));
  await expectSummary(page, form, {
    javaScript: hasJavaScript(testInfo),
    heading: problems,
    links: [ENTER_FULL_NAME, ENTER_EMAIL, ENTER_NEW_PASSWORD],
  });
  // Refused again (still empty): the summary takes the focus again, not the first field.
  await submitUnchecked(form, page.getByRole("button", { name: en.auth["signUp.submit"] }));
  await expect(summaryOf(form)).toBeFocused();

  await page.goto("/sign-up?lng=ur");
  if (hasJavaScript(testInfo)) await hydrated(page);
  await submitUnchecked(form, form.locator("button[type=submit]"));
  await expectSummary(page, form, {
    javaScript: hasJavaScript(testInfo),
    heading: ur.errors["form.problems"],
    links: [ur.formErrors.enterFullName, ur.formErrors.enterEmail, ur.formErrors.enterNewPassword],
  });
});

test("contact: the summary lists the empty required fields, not the optional phone", async ({ page }, testInfo) => {
  await page.goto("/contact-us");
  if (hasJavaScript(testInfo)) await hydrated(page);
  const form = page.locator("form#contact");
  await submitUnchecked(form, page.getByRole("button", { name: "Send Message" }));
  await expect(summaryOf(form)).toBeFocused();
  // Name, email, subject and message, in the page's order.
  const links = await summaryOf(form)
    .getByRole("link")
    .evaluateAll((all) => all.map((link) => link.getAttribute("href")));
  expect(links).toEqual(["#contact-fullName", "#contact-email", "#contact-subject", "#contact-message"]);
  await expectSummary(page, form, {
    javaScript: hasJavaScript(testInfo),
    heading: problems,
    links: await summaryOf(form).getByRole("link").allTextContents(),
  });
});

test("profile: a blank name and a wrong phone are both listed, each linked to its field", async ({ page, shopper: _ }, testInfo) => {
  await page.goto("/profile?edit=1");
  if (hasJavaScript(testInfo)) await hydrated(page);
  const form = page.locator("form#personal-information");
  await form.getByLabel("Name").fill("");
  await form.getByLabel("Phone").fill("12345");
  // Left before Save is pressed: its error, shown as it is left, would move Save away from under the pointer.
  await form.getByLabel("Phone").blur();
  await submitUnchecked(form, form.getByRole("button", { name: "Save" }));
  await expectSummary(page, form, {
    javaScript: hasJavaScript(testInfo),
    heading: problems,
    links: [profileErrors.enterName, PHONE_MESSAGE],
  });
});

test("admin: a new product without a name or price is refused with the summary", async ({ operatorPage: operator }, testInfo) => {
  await operator.goto("/admin/products/new");
  const form = operator.locator("form#new-product");
  await submitUnchecked(form, form.getByRole("button", { name: "Create product" }));
  await expect(summaryOf(form)).toBeFocused();
  const links = await summaryOf(form).getByRole("link").allTextContents();
  expect(links.length, links.join(" | ")).toBeGreaterThanOrEqual(2);
  await expectSummary(operator, form, { javaScript: hasJavaScript(testInfo), heading: problems, links });
});
