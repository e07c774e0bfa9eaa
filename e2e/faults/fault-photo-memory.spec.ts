// Finding 4 of issue 33: sixteen parallel 36-megapixel uploads took one process to about 1 GB, and
// 0.75-0.9 GB of it stayed resident a minute later. Now two photos are processed at once and the
// memory is handed back.
import { test, expect } from "@playwright/test";
import sharp from "sharp";
import { startStorefront, type RunningProcess } from "../support/processes";
import {
  createFaultDatabase,
  FormClient,
  NO_DATABASE_REASON,
  pollUntil,
  storefrontSettings,
  testDatabaseUrl,
  type FaultDatabase,
} from "../support/fault-support";
import { storefrontResidentMb } from "../support/raw-uploads";
import { OPERATOR_ACCOUNT } from "../fixtures";
import { MAX_PHOTOS_PER_PRODUCT } from "../../contract/product-photos";
import { STOREFRONT_MALLOC } from "../../scripts/node-flags.mjs";

// Each photo takes seconds of CPU (its AVIF files most): the full run (`npm run test:faults`) sends
// sixteen, eight to each of two products; `npm test` sends six.
const LONG = process.env.FAULTS_LONG === "1";
const UPLOADS = LONG ? 2 * MAX_PHOTOS_PER_PRODUCT : 6;

/** A 7200 × 5000 (36 MP) JPEG of grain at several scales, under the 10 MB limit, as a camera's photo is. */
async function cameraSizedPhoto(): Promise<Buffer> {
  const grain = await sharp({
    create: { width: 1200, height: 834, channels: 3, background: "#b45309", noise: { type: "gaussian", mean: 128, sigma: 60 } },
  })
    .png()
    .toBuffer();
  return sharp(grain).resize(7200, 5000, { kernel: "cubic" }).jpeg({ quality: 85 }).toBuffer();
}

test.describe("photo processing memory", () => {
  test.skip(!testDatabaseUrl, NO_DATABASE_REASON);
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "request-level fault test: runs once, in the js project");
  test.setTimeout(LONG ? 420_000 : 180_000);

  let database: FaultDatabase;
  let storefront: RunningProcess;

  test.beforeAll(async ({}, testInfo) => {
    if (!testDatabaseUrl || testInfo.project.use.javaScriptEnabled === false) return;
    database = await createFaultDatabase(testDatabaseUrl);
    // With glibc's settings `npm start` gives it, and taking all sixteen bodies at once, so the
    // processing itself is what is measured.
    storefront = await startStorefront({
      ...storefrontSettings(database.url),
      ...STOREFRONT_MALLOC,
      MAX_CONCURRENT_UPLOADS: String(UPLOADS),
    });
  });

  test.afterAll(async () => {
    await storefront?.stop();
    await database?.drop();
  });

  test(`${UPLOADS} parallel 36-megapixel uploads leave the process within 150 MB of its memory before them, within 60 s`, async () => {
    const operator = new FormClient(storefront.url);
    const signedIn = await operator.post("/sign-in", { ...OPERATOR_ACCOUNT, redirectTo: "/admin" });
    expect(signedIn.status, signedIn.text.slice(0, 300)).toBe(303);
    const [warmUp, ...products] = await database.sql<{ id: string }[]>`
      select id from products where jsonb_array_length(photos) = 0 order by id limit 3`;
    const photo = await cameraSizedPhoto();
    expect(photo.length).toBeLessThan(10 * 1024 * 1024);
    const upload = async (productId: string, index: number) => {
      const form = new FormData();
      form.set("intent", "upload");
      form.set("alt", `Photo ${index + 1}`);
      form.set("photo", new File([photo as Uint8Array<ArrayBuffer>], `photo-${index}.jpg`, { type: "image/jpeg" }));
      const response = await fetch(`${storefront.url}/admin/products/${productId}/photos`, {
        method: "POST",
        headers: { Cookie: operator.cookie, Origin: storefront.url },
        body: form,
        redirect: "manual",
      });
      await response.arrayBuffer();
      return response.status;
    };

    // One first, so the baseline holds what any upload loads once (sharp and libvips, their threads).
    expect(await upload(warmUp.id, 0)).toBe(303);
    const baseline = storefrontResidentMb(storefront.child.pid!);

    const statuses = await Promise.all(Array.from({ length: UPLOADS }, (_, index) => upload(products[index % 2].id, index)));
    expect(statuses).toEqual(Array(UPLOADS).fill(303));
    const peak = storefrontResidentMb(storefront.child.pid!);

    const settled = await pollUntil(
      async () => storefrontResidentMb(storefront.child.pid!),
      (resident) => resident - baseline < 150,
      60_000,
      1_000,
    ).catch(() => storefrontResidentMb(storefront.child.pid!));
    const summary = `resident ${baseline.toFixed(0)} MB before, ${peak.toFixed(0)} MB after the uploads, ${settled.toFixed(0)} MB at the end`;
    test.info().annotations.push({ type: "memory", description: summary });
    console.log(`[photo memory] ${summary}`);
    expect(settled - baseline, summary).toBeLessThan(150);
  });
});
