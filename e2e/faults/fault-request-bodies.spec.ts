// Finding 3 of issue 33: fifty signed-out sockets sending chunked 10 MB bodies to the photo upload's
// path took a fresh process from 345 MB to 821 MB, kept after they closed: the larger limit was
// granted by path, before anyone was identified, and a chunked body was kept whole in memory.
import { test, expect } from "@playwright/test";
import { startStorefront, type RunningProcess } from "../support/processes";
import {
  createFaultDatabase,
  FormClient,
  NO_DATABASE_REASON,
  storefrontSettings,
  testDatabaseUrl,
  type FaultDatabase,
} from "../support/fault-support";
import { PHOTO_FORM_TYPE, photoFormChunks, rawChunkedPost, storefrontResidentMb, type RawAnswer } from "../support/raw-uploads";
import { OPERATOR_ACCOUNT } from "../fixtures";
import { makeTestPhoto } from "../../scripts/test-photo.mjs";
import { MAX_PHOTO_BYTES, MAX_PHOTO_UPLOAD_BODY_BYTES, PHOTO_NOT_AN_IMAGE } from "../../contract/product-photos";

const MAX_CONCURRENT_UPLOADS = 2;
const UPLOAD_TIMEOUT_MS = 3_000;
const MB = 1024 * 1024;

test.describe("request bodies on one fresh storefront", () => {
  test.skip(!testDatabaseUrl, NO_DATABASE_REASON);
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "request-level fault test: runs once, in the js project");
  test.setTimeout(90_000);
  test.describe.configure({ mode: "default" });

  let database: FaultDatabase;
  let storefront: RunningProcess;

  test.beforeAll(async ({}, testInfo) => {
    if (!testDatabaseUrl || testInfo.project.use.javaScriptEnabled === false) return;
    database = await createFaultDatabase(testDatabaseUrl);
    storefront = await startStorefront({
      ...storefrontSettings(database.url),
      MAX_CONCURRENT_UPLOADS: String(MAX_CONCURRENT_UPLOADS),
      UPLOAD_TIMEOUT_MS: String(UPLOAD_TIMEOUT_MS),
    });
  });

  test.afterAll(async () => {
    await storefront?.stop();
    await database?.drop();
  });

  const post = (
    path: string,
    chunks: Iterable<Buffer>,
    headers: Record<string, string>,
    options: { stall?: boolean; onStalled?: () => void } = {},
  ) =>
    rawChunkedPost({
      port: storefront.port,
      path,
      headers: { Origin: storefront.url, "Content-Type": PHOTO_FORM_TYPE, ...headers },
      chunks,
      limitMs: 20_000,
      ...options,
    });
  /** A 413, or the server ended the exchange itself (answering and closing, or closing). */
  const refusedOrClosed = (answer: RawAnswer) =>
    answer.status === 413 || (answer.ended !== "gave-up" && (answer.status === null || /\r\nconnection: close/i.test(answer.head)));

  test("fifty signed-out chunked 10 MB uploads are refused as they stream, and the process's memory grows by under 50 MB", async () => {
    // Warm: the first requests load the app's modules, which the baseline must already hold.
    const warm = new FormClient(storefront.url);
    expect((await warm.get("/healthz")).status).toBe(200);
    expect((await warm.get("/sign-in")).status).toBe(200);
    const baseline = storefrontResidentMb(storefront.child.pid!);

    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post("/admin/products/x/photos", photoFormChunks({ bytes: 10 * MB }), {})),
    );
    const grown = storefrontResidentMb(storefront.child.pid!) - baseline;

    const outcomes = answers.map((answer) => `${answer.status ?? "no answer"} ${answer.ended}`);
    expect(
      answers.filter((answer) => !refusedOrClosed(answer)),
      outcomes.join(", "),
    ).toEqual([]);
    // None was taken: a signed-out visitor is sent to sign in, or refused.
    expect(answers.filter((answer) => answer.status !== null && answer.status < 300)).toEqual([]);
    expect(grown, `resident ${baseline.toFixed(0)} MB before, grew ${grown.toFixed(0)} MB`).toBeLessThan(50);
    expect((await warm.get("/healthz")).status).toBe(200);
  });

  test("a return photo posted to an order page may be photo-sized only when signed in", async () => {
    const signedOut = await post("/orders/CW-100001", photoFormChunks({ bytes: 2 * MB }), {});
    expect(refusedOrClosed(signedOut), `${signedOut.status} ${signedOut.ended}`).toBe(true);

    const shopper = new FormClient(storefront.url);
    const signedIn = await shopper.post("/sign-in", { ...OPERATOR_ACCOUNT, redirectTo: "/orders" });
    expect(signedIn.status, signedIn.text.slice(0, 300)).toBe(303);
    const asShopper = { Cookie: shopper.cookie };
    // Read whole and handed on: the backend then finds no such order of theirs (not a 413).
    const photoSized = await post("/orders/CW-999999", photoFormChunks({ bytes: 2 * MB }), asShopper);
    expect(photoSized.status, photoSized.head).toBe(404);
    const tooLarge = await post("/orders/CW-999999", photoFormChunks({ bytes: MAX_PHOTO_UPLOAD_BODY_BYTES + MB }), asShopper);
    expect(tooLarge.status, tooLarge.head).toBe(413);
  });

  test("an operator's upload is taken up to its limit, past it is 413, the next large body past the setting waits with 503, and a stalled one gets 408", async () => {
    const operator = new FormClient(storefront.url);
    const signedIn = await operator.post("/sign-in", { ...OPERATOR_ACCOUNT, redirectTo: "/admin" });
    expect(signedIn.status, signedIn.text.slice(0, 300)).toBe(303);
    const [product] = await database.sql<{ id: string }[]>`select id from products order by id limit 1`;
    const photosPath = `/admin/products/${product.id}/photos`;
    const asOperator = { Cookie: operator.cookie };

    // A file of the photo limit's size is read whole and handed on (processing then finds it no photo),
    // a body past the upload's limit is refused, and a real photo is added.
    const fullSize = await post(photosPath, photoFormChunks({ bytes: MAX_PHOTO_BYTES }), asOperator);
    expect(fullSize.status, fullSize.head).toBe(400);
    expect(fullSize.body, fullSize.head).toContain(PHOTO_NOT_AN_IMAGE);
    const tooLarge = await post(photosPath, photoFormChunks({ bytes: MAX_PHOTO_UPLOAD_BODY_BYTES + MB }), asOperator);
    expect(tooLarge.status, tooLarge.head).toBe(413);
    const added = await post(photosPath, photoFormChunks(await makeTestPhoto(800, 600, "jpeg")), asOperator);
    expect(added.status, added.body.slice(0, 300)).toBe(303);

    // Uploads that stop halfway, once the server has taken 4 MB of each, hold every place; the next
    // is told to come back.
    function* halfway() {
      const chunks = photoFormChunks({ bytes: MAX_PHOTO_BYTES });
      for (let index = 0; index < 64; index += 1) yield chunks.next().value as Buffer;
    }
    const stalledPoints: Promise<void>[] = [];
    const stalled = Array.from({ length: MAX_CONCURRENT_UPLOADS }, () => {
      let stalledThere = () => {};
      stalledPoints.push(new Promise((resolve) => (stalledThere = resolve)));
      return post(photosPath, halfway(), asOperator, { stall: true, onStalled: () => stalledThere() });
    });
    await Promise.all(stalledPoints);
    const turnedAway = await post(photosPath, photoFormChunks({ bytes: 1024 }), asOperator);
    expect(turnedAway.status, turnedAway.head).toBe(503);
    expect(turnedAway.head).toMatch(/\r\nretry-after: \d+/i);

    // The stalled uploads time out with 408 and their connections close; their places are free again.
    for (const answer of await Promise.all(stalled)) {
      expect(answer.status, answer.head).toBe(408);
      expect(answer.head).toMatch(/\r\nconnection: close/i);
    }
    const afterwards = await post(photosPath, photoFormChunks(await makeTestPhoto(640, 480, "jpeg", "#0f766e")), asOperator);
    expect(afterwards.status, afterwards.body.slice(0, 300)).toBe(303);
  });
});
