// @ts-check
// Browser tests use Debian's Chromium; Playwright's own browser download cannot work here.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

import { chromiumPath } from "./chromium.mjs";

if (!existsSync(chromiumPath)) {
  const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  if (!canInstall) {
    console.error(
      `Chromium not found at ${chromiumPath}. Install Debian's "chromium" package (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log(`Chromium not found at ${chromiumPath}: installing Debian's "chromium" package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
  if (!existsSync(chromiumPath)) {
    console.error(`Installing the "chromium" package did not provide ${chromiumPath}.`);
    process.exit(1);
  }
}
