import { createCipheriv, createHash, randomBytes, randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { honeypotSeed } from "../../app/lib/security/honeypot.server";
import { NUL_REFUSED } from "../../contract/messages";
import { expect, REQUEST_LEVEL, test } from "../fixtures";

const SENT = "Your message has been sent!";
const FAILED = "Failed to send message. Please try again later.";

/** A fresh address per test and project, so the 5-an-hour limit of one test never touches another. */
const uniqueEmail = (label: string) => `contact-${label}-${randomUUID().slice(0, 12)}@example.com`;

async function fillContactForm(
  page: Page,
  { email, message = "Is the 18-piece set available in red?" }: { email: string; message?: string },
) {
  await page.getByLabel("Full Name").fill("Ayesha Khan");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Phone (optional)").fill("+92 300 1234567");
  await page.getByLabel("Subject").selectOption({ label: "Product Information" });
  await page.getByLabel("Message", { exact: true }).fill(message);
}

const sendButton = (page: Page) => page.getByRole("button", { name: "Send Message" });

test("a visitor sends a message: the store's success text, and an empty form again", async ({ page }) => {
  await page.goto("/contact-us");
  await expect(page.getByRole("heading", { name: "Contact Us", level: 1 })).toBeVisible();
  await expect(page.getByText("Mon-Sat 9:00 AM-8:00 PM").first()).toBeVisible();
  await expect(page.getByText("Sunday 10:00 AM-6:00 PM").first()).toBeVisible();
  await expect(page.getByRole("img", { name: /Map of our location/ })).toBeVisible();
  for (const subject of ["General Inquiry", "Order Status", "Product Information", "Shipping & Delivery", "Wholesale Inquiry"]) {
    await expect(page.getByLabel("Subject").getByRole("option", { name: subject })).toBeAttached();
  }

  await fillContactForm(page, { email: uniqueEmail("success") });
  await sendButton(page).click();
  await expect(page.getByRole("status").filter({ hasText: SENT })).toBeVisible();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByLabel("Full Name")).toHaveValue("");
  await expect(page.getByLabel("Email Address")).toHaveValue("");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
});

test("missing fields are named next to the fields, and what was typed is kept", async ({ page }) => {
  await page.goto("/contact-us");
  await page.getByLabel("Full Name").fill("Ayesha Khan");
  await page.getByLabel("Message", { exact: true }).fill("Hello there");
  // Past the browser's own required-field check, so the server's (or Conform's) answer is what is tested.
  await page.getByRole("button", { name: "Send Message" }).evaluate((button) => button.closest("form")?.setAttribute("novalidate", ""));
  await sendButton(page).click();
  await expect(page.getByLabel("Email Address")).toHaveAccessibleDescription("Please enter your email address");
  await expect(page.getByLabel("Subject")).toHaveAccessibleDescription("Please choose a subject");
  await expect(page.getByLabel("Email Address")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Full Name")).toHaveValue("Ayesha Khan");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Hello there");
});

test("a message holding a NUL character is refused next to the field, keeping what was typed", async ({ page }) => {
  await page.goto("/contact-us");
  await fillContactForm(page, { email: uniqueEmail("nul"), message: "placeholder" });
  // No keyboard types a NUL; a paste or a script can.
  await page.getByLabel("Message", { exact: true }).evaluate((field) => ((field as HTMLTextAreaElement).value = "Two\u0000words"));
  await sendButton(page).click();
  await expect(page.getByLabel("Message", { exact: true })).toHaveAccessibleDescription(NUL_REFUSED);
  await expect(page.getByLabel("Message", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Full Name")).toHaveValue("Ayesha Khan");
  await expect(page.getByText(FAILED)).toHaveCount(0);
});

test("the sixth message from one address within an hour is refused with a clear message, keeping what was typed", async ({ page }) => {
  const email = uniqueEmail("limit");
  for (let sent = 1; sent <= 5; sent += 1) {
    await page.goto("/contact-us");
    await fillContactForm(page, { email, message: `Message number ${sent}` });
    await sendButton(page).click();
    await expect(page.getByRole("status").filter({ hasText: SENT }), `message ${sent}`).toBeVisible();
  }
  await page.goto("/contact-us");
  await fillContactForm(page, { email, message: "Message number 6" });
  await sendButton(page).click();
  const alert = page.getByRole("alert").filter({ hasText: FAILED });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("most messages we accept from one email address in an hour");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Message number 6");
  await expect(page.getByLabel("Email Address")).toHaveValue(email);
});

test("a bot that fills the hidden honeypot field is refused with 400 and nothing is sent", async ({ page }, testInfo) => {
  const email = uniqueEmail("honeypot");
  await page.goto("/contact-us");
  await fillContactForm(page, { email, message: "Buy cheap watches" });
  // The trap is hidden from people, so it is filled the way a bot fills it: straight into the page.
  await page
    .getByLabel("Please leave this field blank")
    .first()
    .evaluate((input) => ((input as HTMLInputElement).value = "I am a bot"));
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await sendButton(page).click();
  if (testInfo.project.name === "no-js") expect((await answer).status()).toBe(400);
  await expect(page.getByRole("alert").filter({ hasText: "We could not accept this message" })).toBeVisible();
  await expect(page.getByText(SENT)).toHaveCount(0);

  // Nothing reached the backend: five real messages from the same address still fit in the hour's limit.
  for (let sent = 1; sent <= 5; sent += 1) {
    await page.goto("/contact-us");
    await fillContactForm(page, { email, message: `Real message ${sent}` });
    await sendButton(page).click();
    await expect(page.getByRole("status").filter({ hasText: SENT }), `message ${sent}`).toBeVisible();
  }
});

/** `plain` encrypted as crypto-js's AES with a passphrase does it: OpenSSL's "Salted__" format, MD5 key derivation. */
function encryptAsCryptoJs(plain: Buffer, passphrase: string): string {
  const salt = randomBytes(8);
  let derived = Buffer.alloc(0);
  for (let block = Buffer.alloc(0); derived.length < 48; derived = Buffer.concat([derived, block])) {
    block = createHash("md5")
      .update(Buffer.concat([block, Buffer.from(passphrase), salt]))
      .digest();
  }
  const cipher = createCipheriv("aes-256-cbc", derived.subarray(0, 32), derived.subarray(32, 48));
  return Buffer.concat([Buffer.from("Salted__"), salt, cipher.update(plain), cipher.final()]).toString("base64");
}

// Issue 33: a forged timestamp the trap cannot decrypt answered 500 "Malformed UTF-8 data".
test("a forged honeypot timestamp is refused like spam, with 400 and the typed message kept", async ({
  page,
  baseURL,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, REQUEST_LEVEL);
  await page.goto("/contact-us");
  const trap = await page
    .locator("#name__confirm_wrap input")
    .evaluateAll((inputs) =>
      Object.fromEntries(inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value])),
    );
  expect(Object.keys(trap)).toContain("from__confirm");
  const form = { fullName: "Ayesha Khan", email: uniqueEmail("forged"), subject: "general", message: "Kept words of mine" };
  // Garbage decrypts under a random salt, so it throws only now and then; bytes that are not UTF-8,
  // encrypted under the store's own seed, throw every time.
  const notUtf8 = encryptAsCryptoJs(Buffer.from([0xc3, 0x28]), honeypotSeed(process.env.E2E_SESSION_SECRET!));
  for (const forged of [notUtf8, "A".repeat(44), "not base64 at all"]) {
    const response = await page.request.post("/contact-us", {
      form: { ...trap, from__confirm: forged, ...form },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    const html = await response.text();
    expect(response.status(), forged).toBe(400);
    expect(html, forged).toContain("We could not accept this message. Please reload the page and send it again.");
    expect(html, forged).toContain("Kept words of mine");
  }
});

test("a post from another site is refused, and nothing is sent", async ({ request, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, REQUEST_LEVEL);
  const email = uniqueEmail("csrf");
  const form = { fullName: "Mallory", email, subject: "general", message: "Hi", name__confirm: "" };
  // No Origin but a foreign Referer, or neither header: our own check answers 403.
  const refusedHeaders: Record<string, string>[] = [{ Referer: "https://evil.example/form" }, {}];
  for (const headers of refusedHeaders) {
    const response = await request.post("/contact-us", { form, headers, maxRedirects: 0 });
    expect(response.status()).toBe(403);
  }
  // A foreign Origin is stopped even earlier, by Remix's own guard, before the action runs.
  const foreign = await request.post("/contact-us", { form, headers: { Origin: "https://evil.example" }, maxRedirects: 0 });
  expect(foreign.status()).toBeGreaterThanOrEqual(400);
  expect(foreign.status()).not.toBe(429);
});
