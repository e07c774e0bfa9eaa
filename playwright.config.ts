import { randomBytes } from "node:crypto";
import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;
// Known to the tests, so they can prove it never reaches a browser. Set once, inherited by workers.
process.env.E2E_SESSION_SECRET ??= randomBytes(32).toString("base64url");

export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };

export default defineConfig({
  testDir: "./e2e",
  // Per-port output, so test runs sharing a checkout do not delete each other's artifacts.
  outputDir: `test-results/playwright-${port}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // The JSON report keeps every test's duration, to find what makes the suite slow.
  reporter: [
    ["list"],
    ["json", { outputFile: `test-results/playwright-${port}.json` }],
    ...(process.env.CI ? [] : [["html", { open: "never" }] as const]),
  ],
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: chromiumLaunchOptions,
    // Recording a trace (screencast frames and a DOM snapshot per action) costs every test its CPU,
    // passing or not: record only the retry of a failed test (CI retries once). Locally, add
    // `--trace retain-on-failure` to keep a failing test's trace.
    trace: "on-first-retry",
  },
  projects: [
    { name: "no-js", use: { javaScriptEnabled: false } },
    { name: "js", use: { javaScriptEnabled: true } },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    // Every test signs up from 127.0.0.1: the per-address sign-up limit would stop the suite.
    env: {
      E2E_PORT: String(port),
      PORT: String(port),
      SEED_DEMO: "true",
      SESSION_SECRET: process.env.E2E_SESSION_SECRET,
      SIGN_UP_LIMIT_PER_HOUR: "100000",
    },
  },
});
