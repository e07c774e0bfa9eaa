import { randomUUID } from "node:crypto";
import { test as base, expect, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";

/** Whether the test runs in the project with JavaScript on (`js`) rather than off (`no-js`). */
export const hasJavaScript = (testInfo: TestInfo) => testInfo.project.name === "js";

export const DEMO_ACCOUNT = { email: "demo@example.com", password: "cookware-demo", name: "Demo Shopper" };

/** The operator SEED_DEMO seeds (README): the back office's demo account. */
export const OPERATOR_ACCOUNT = { email: "operator@example.com", password: "cookware-operator" };

/**
 * Why a check made by request, not through a page, runs in one project: the server answers the same
 * with or without JavaScript. Skipped with `test.skip(javaScriptEnabled, REQUEST_LEVEL)`.
 */
export const REQUEST_LEVEL = "request-level, the same with or without JavaScript: runs in the no-js project";

export type Shopper = { name: string; email: string; password: string };

export function newShopper(prefix = "shopper"): Shopper {
  const id = randomUUID().slice(0, 12);
  return { name: `Test ${prefix} ${id.slice(0, 4)}`, email: `${prefix}-${id}@example.com`, password: `pw-${id}-secret` };
}

/** Creates an account through the real sign-up form action; the cookie lands in the request's context. */
export async function signUpThroughApi(request: APIRequestContext, baseURL: string, shopper: Shopper) {
  const response = await request.post("/sign-up", {
    form: { name: shopper.name, email: shopper.email, password: shopper.password, redirectTo: "/home" },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(303);
}

export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

type Fixtures = {
  /** A page whose browser context is signed in as a brand-new shopper. */
  shopper: Shopper;
  /** A second page, in a browser context of its own (same project settings), signed in as the demo operator. */
  operatorPage: Page;
};

type StorageState = Awaited<ReturnType<APIRequestContext["storageState"]>>;

type WorkerFixtures = {
  /** The demo operator's session cookie, signed in once per worker: each test's operator page starts from a copy. */
  operatorStorageState: StorageState;
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  shopper: async ({ page, baseURL }, use) => {
    const shopper = newShopper();
    await signUpThroughApi(page.request, baseURL!, shopper);
    await use(shopper);
  },
  operatorStorageState: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const context = await playwright.request.newContext({ baseURL });
      const response = await context.post("/sign-in", {
        form: { email: OPERATOR_ACCOUNT.email, password: OPERATOR_ACCOUNT.password, redirectTo: "/admin" },
        headers: { Origin: baseURL },
        maxRedirects: 0,
      });
      expect(response.status(), "the demo operator signs in").toBe(303);
      await use(await context.storageState());
      await context.dispose();
    },
    { scope: "worker" },
  ],
  operatorPage: async ({ browser, baseURL, javaScriptEnabled, operatorStorageState }, use) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled, storageState: operatorStorageState });
    await use(await context.newPage());
    await context.close();
  },
});

export { expect };
