// Issue 40, point 5: building while the store runs deleted the browser files it was serving. A build is
// now put in place as scripts/build.mjs does it (scripts/build-release.mjs): here the new builds are
// copies of the real one with their browser files changed, switched in while the store serves.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync, realpathSync } from "node:fs";
import { join } from "node:path";
import { test, expect } from "@playwright/test";
import { carryOverAssets, newReleaseDir, switchTo } from "../../scripts/build-release.mjs";
import { newDataDir, startStorefront, type RunningProcess } from "../support/processes";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "request-level: runs once, in the js project");

test.describe("a new build switched in while the store serves", () => {
  test.describe.configure({ mode: "serial" });
  test.setTimeout(120_000);
  let scratch: string;
  let buildLink: string;
  let store: RunningProcess;
  let clock = Date.parse("2026-11-28T00:00:00Z");

  /** A copy of the real build as a new release, without `dropped` (a browser file whose hash changed) and with `added`. */
  function newBuild(dropped: string | undefined, added: string) {
    const release = newReleaseDir(buildLink, new Date((clock += 60_000)));
    cpSync(realpathSync("build"), release, { recursive: true });
    if (dropped) rmSync(join(release, "client/assets", dropped));
    writeFileSync(join(release, "client/assets", added), `console.log(${JSON.stringify(added)});\n`);
    return release;
  }

  test.beforeAll(async ({}, testInfo) => {
    if (testInfo.project.use.javaScriptEnabled === false) return;
    test.setTimeout(120_000);
    // Inside the checkout, as a build is: the server build finds its packages in the node_modules above it.
    mkdirSync("test-results", { recursive: true });
    scratch = mkdtempSync(join("test-results", "build-switch-"));
    buildLink = join(scratch, "build");
    switchTo(buildLink, newBuild(undefined, "first-build-AAAA.js"));
    store = await startStorefront({ BUILD_DIR: buildLink, DATA_DIR: newDataDir("build-switch"), SEED_DEMO: "false" });
  });
  test.afterAll(async () => {
    await store?.stop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  const status = async (path: string) => (await fetch(`${store.url}${path}`)).status;

  test("the browser files of the build before stay served, beside the new build's", async () => {
    const page = await (await fetch(`${store.url}/`)).text();
    const script = /\/assets\/(entry\.client-[\w-]+\.js)/.exec(page)?.[1];
    expect(script, page.slice(0, 500)).toBeDefined();
    expect(await status(`/assets/${script}`)).toBe(200);

    const second = newBuild(script, "second-build-BBBB.js");
    carryOverAssets(buildLink, second);
    switchTo(buildLink, second);

    expect(readdirSync(join(buildLink, "client/assets"))).toContain(script);
    expect(await status(`/assets/${script}`)).toBe(200);
    expect(await status("/assets/first-build-AAAA.js")).toBe(200);
    expect(await status("/assets/second-build-BBBB.js")).toBe(200);
    expect(await status("/")).toBe(200);
  });

  test("without the files carried over, the same switch would have lost them (as building in place did)", async () => {
    const third = newBuild(undefined, "third-build-CCCC.js");
    switchTo(buildLink, third);
    expect(await status("/assets/third-build-CCCC.js")).toBe(200);
    expect(await status("/assets/second-build-BBBB.js")).toBe(404);
  });
});
