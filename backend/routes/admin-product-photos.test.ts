import sharp from "sharp";
import { beforeEach, expect, it } from "vitest";
import {
  ALT_TEXT_TOO_LONG,
  CHOOSE_PHOTO,
  ENTER_ALT_TEXT,
  MAX_ALT_TEXT_LENGTH,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_PRODUCT,
  MEDIA_CACHE_CONTROL,
  PHOTO_NOT_AN_IMAGE,
  PHOTO_TOO_ELONGATED,
  PHOTO_TOO_LARGE,
  PHOTO_TOO_MANY_PIXELS,
  PHOTO_TYPE_RULE,
  type ProductPhotoJson,
  TOO_MANY_PHOTOS,
} from "../../contract/product-photos";
import { mediaFiles } from "../db/schema";
import { createProduct, createUser } from "../test/fixtures";
import { describeOnEachDatabase, tokenFor } from "../test/harness";

const OPERATOR = tokenFor("operator-photos");

/** A photograph-like test image: a gradient with a few shapes, so encoders have real work to do. */
async function testPhoto(width: number, height: number, format: "jpeg" | "png" | "webp", options: { orientation?: number } = {}) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#b45309"/><stop offset="1" stop-color="#1c1917"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#fbbf24"/></svg>`;
  let image = sharp(Buffer.from(svg));
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toFormat(format).toBuffer();
}

describeOnEachDatabase("product photos", (backend) => {
  let productId: string;
  beforeEach(async () => {
    await backend.reset();
    await createUser(backend.db, "operator-photos");
    productId = (await createProduct(backend.db)).id;
  });

  async function upload(
    bytes: Uint8Array | string,
    type: string,
    alt: string | null = "A copper handi on a wooden table",
    token = OPERATOR,
  ) {
    const form = new FormData();
    form.set("photo", new File([bytes as Uint8Array<ArrayBuffer> | string], "photo", { type }));
    if (alt !== null) form.set("alt", alt);
    const response = await backend.app.fetch(
      new Request(`http://backend.test/admin/products/${productId}/photos`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      }),
    );
    return { status: response.status, body: await response.json() };
  }
  const media = (file: string, headers: Record<string, string> = {}) =>
    backend.app.fetch(new Request(`http://backend.test/media/${file}`, { headers }));
  const photosOf = async (): Promise<ProductPhotoJson[]> =>
    (await backend.call("GET", `/products/${productId}`, { token: tokenFor("shopper") })).body.photos;

  it("turns an upload into AVIF and WebP at the store's widths, upright, without metadata, never upscaled, with a placeholder", async () => {
    // 1600 × 900 stored sideways (EXIF orientation 6): upright it is 900 wide, so 320 and 640 but not 960.
    const sideways = await testPhoto(1600, 900, "jpeg", { orientation: 6 });
    const uploaded = await upload(sideways, "image/jpeg");
    expect(uploaded.status).toBe(201);
    const [photo] = uploaded.body.photos as ProductPhotoJson[];
    expect(photo).toMatchObject({ alt: "A copper handi on a wooden table", width: 900, height: 1600 });
    expect(photo.files.map((file) => `${file.format} ${file.width}×${file.height}`).sort()).toEqual([
      "avif 320×569",
      "avif 640×1138",
      "webp 320×569",
      "webp 640×1138",
    ]);
    expect(photo.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
    expect(photo.placeholder.length).toBeLessThan(600);

    for (const file of photo.files) {
      const answer = await media(file.file);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe(`image/${file.format}`);
      expect(answer.headers.get("cache-control")).toBe(MEDIA_CACHE_CONTROL);
      const bytes = Buffer.from(await answer.arrayBuffer());
      const served = await sharp(bytes).metadata();
      expect(served.format).toBe(file.format === "avif" ? "heif" : "webp");
      expect([served.width, served.height]).toEqual([file.width, file.height]);
      expect(served.exif).toBeUndefined();
      expect(served.orientation).toBeUndefined();
    }
    // The shop's answers carry the photos, and the product's pictures are now theirs.
    const shown = await backend.call("GET", `/products/${productId}`, { token: tokenFor("shopper") });
    expect(shown.body.photos).toEqual([photo]);
    expect(shown.body.images).toEqual([`/media/${photo.files.find((file) => file.format === "webp" && file.width === 640)!.file}`]);
    const listed = await backend.call("GET", `/products?q=${encodeURIComponent(shown.body.name)}`, { token: tokenFor("shopper") });
    expect(listed.body.items[0].photos).toEqual([photo]);
  });

  it("keeps a small photo at its own width, and serves a file by its name with a 304 for a repeat", async () => {
    const { body } = await upload(await testPhoto(200, 150, "png"), "image/png");
    const [photo] = body.photos as ProductPhotoJson[];
    expect(photo.files.map((file) => file.width)).toEqual([200, 200]);
    const first = await media(photo.files[0].file);
    const etag = first.headers.get("etag")!;
    const again = await media(photo.files[0].file, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect((await media("AAAAAAAAAAAAAAAAAAAAAA.webp")).status).toBe(404);
    expect((await media("../../etc/passwd")).status).toBe(404);
    expect((await media("short.webp")).status).toBe(404);
  });

  it("refuses what is not a JPEG, PNG or WebP photo, or is too large, or has no description, changing nothing", async () => {
    const png = await testPhoto(64, 64, "png");
    const refusals: Array<[Promise<{ status: number; body: any }>, number, string, string]> = [
      [upload("just some text", "image/jpeg"), 400, "photo", PHOTO_NOT_AN_IMAGE],
      [upload(png, "image/jpeg"), 400, "photo", PHOTO_NOT_AN_IMAGE],
      [upload((await testPhoto(300, 300, "jpeg")).subarray(0, 400), "image/jpeg"), 400, "photo", PHOTO_NOT_AN_IMAGE],
      [upload(await sharp(png).gif().toBuffer(), "image/gif"), 400, "photo", PHOTO_TYPE_RULE],
      [upload("<svg xmlns='http://www.w3.org/2000/svg'/>", "image/svg+xml"), 400, "photo", PHOTO_TYPE_RULE],
      [upload(new Uint8Array(0), "image/png"), 400, "photo", CHOOSE_PHOTO],
      [upload(new Uint8Array(MAX_PHOTO_BYTES + 1), "image/png"), 400, "photo", PHOTO_TOO_LARGE],
      [upload(png, "image/png", ""), 400, "alt", ENTER_ALT_TEXT],
      [upload(png, "image/png", null), 400, "alt", ENTER_ALT_TEXT],
      [upload(png, "image/png", "x".repeat(MAX_ALT_TEXT_LENGTH + 1)), 400, "alt", ALT_TEXT_TOO_LONG],
    ];
    for (const [answer, status, field, message] of refusals) {
      const { status: got, body } = await answer;
      expect({ got, message: body.fields?.[field] }).toEqual({ got: status, message });
    }
    // A small file that unpacks into more pixels than the store decodes.
    const bomb = await sharp({ create: { width: 8_000, height: 6_500, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_PHOTO_BYTES);
    const refusedBomb = await upload(bomb, "image/png");
    expect([refusedBomb.status, refusedBomb.body.fields?.photo]).toEqual([400, PHOTO_TOO_MANY_PIXELS]);

    expect(await photosOf()).toEqual([]);
    expect(await backend.db.select({ file: mediaFiles.file }).from(mediaFiles)).toEqual([]);
  });

  it("refuses a photo too long and thin for the shop's formats with 400 and the reason (a 1×20000 PNG was a 500)", async () => {
    for (const [width, height] of [
      [1, 20_000],
      [20_000, 1],
      [1_000, 10_001],
    ]) {
      const strip = await sharp({ create: { width, height, channels: 3, background: "#b45309" } })
        .png()
        .toBuffer();
      const refused = await upload(strip, "image/png");
      expect({ size: `${width}×${height}`, status: refused.status, message: refused.body.fields?.photo }).toEqual({
        size: `${width}×${height}`,
        status: 400,
        message: PHOTO_TOO_ELONGATED,
      });
    }
    expect(await photosOf()).toEqual([]);
  });

  it("refuses a body past the upload limit before reading it", async () => {
    const { status, body } = await upload(new Uint8Array(MAX_PHOTO_BYTES + 200 * 1024), "image/png");
    expect(status).toBe(413);
    expect(body.error).toBe(PHOTO_TOO_LARGE);
  });

  it(`takes at most ${MAX_PHOTOS_PER_PRODUCT} photos, reorders, describes and removes them, and drops files no photo uses`, async () => {
    const photos = await Promise.all(
      Array.from({ length: MAX_PHOTOS_PER_PRODUCT }, (_, index) => testPhoto(120 + index, 100, index % 2 ? "webp" : "png")),
    );
    for (const [index, bytes] of photos.entries()) {
      expect((await upload(bytes, index % 2 ? "image/webp" : "image/png", `Photo ${index + 1}`)).status).toBe(201);
    }
    const ninth = await upload(photos[0], "image/png", "One too many");
    expect([ninth.status, ninth.body.fields?.photo]).toEqual([409, TOO_MANY_PHOTOS]);
    // Refused before it is processed: processing would have found this one broken (400).
    const brokenNinth = await upload("not a photo at all", "image/jpeg", "One too many");
    expect([brokenNinth.status, brokenNinth.body.fields?.photo]).toEqual([409, TOO_MANY_PHOTOS]);

    const [first, second] = await photosOf();
    const call = (path: string, body?: unknown) =>
      backend.call("POST", `/admin/products/${productId}/photos/${path}`, { token: OPERATOR, body });
    expect((await call(`${second.id}/move`, { direction: "earlier" })).body.photos.slice(0, 2).map((p: ProductPhotoJson) => p.alt)).toEqual(
      ["Photo 2", "Photo 1"],
    );
    expect((await call(`${second.id}/move`, { direction: "earlier" })).body.photos[0].alt).toBe("Photo 2");
    expect((await call(`${second.id}`, { alt: "  Lid off, from above  " })).body.photos[0].alt).toBe("Lid off, from above");
    expect((await call(`${second.id}`, { alt: "" })).body.fields.alt).toBe(ENTER_ALT_TEXT);
    expect((await call(`${first.id}/move`, { direction: "sideways" })).status).toBe(400);
    expect((await call(`not-a-photo/move`, { direction: "later" })).status).toBe(404);

    const removed = await call(`${first.id}/remove`);
    expect(removed.body.photos).toHaveLength(MAX_PHOTOS_PER_PRODUCT - 1);
    const files = (await backend.db.select({ file: mediaFiles.file }).from(mediaFiles)).map((row) => row.file);
    for (const file of first.files) expect(files).not.toContain(file.file);
    for (const file of second.files) expect(files).toContain(file.file);
  });

  it("lets only one of two simultaneous uploads take the last place", async () => {
    for (let index = 0; index < MAX_PHOTOS_PER_PRODUCT - 1; index += 1) {
      expect((await upload(await testPhoto(100 + index, 80, "png"), "image/png", `Photo ${index + 1}`)).status).toBe(201);
    }
    const [first, second] = await Promise.all([
      upload(await testPhoto(90, 80, "png"), "image/png", "Racing A"),
      upload(await testPhoto(91, 80, "png"), "image/png", "Racing B"),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const photos = await photosOf();
    expect(photos).toHaveLength(MAX_PHOTOS_PER_PRODUCT);
    expect(photos.filter((photo) => photo.alt.startsWith("Racing"))).toHaveLength(1);
  });

  it("keeps a file another product still shows when one product removes the same photo", async () => {
    const bytes = await testPhoto(300, 200, "jpeg");
    const [photo] = (await upload(bytes, "image/jpeg")).body.photos as ProductPhotoJson[];
    const firstProduct = productId;
    productId = (await createProduct(backend.db)).id;
    await upload(bytes, "image/jpeg");
    productId = firstProduct;
    await backend.call("POST", `/admin/products/${productId}/photos/${photo.id}/remove`, { token: OPERATOR });
    for (const file of photo.files) expect((await media(file.file)).status).toBe(200);
  });

  it("lets no shopper and no visitor change photos", async () => {
    const png = await testPhoto(64, 64, "png");
    expect((await upload(png, "image/png", "Mine now", tokenFor("shopper"))).status).toBe(403);
    expect((await upload(png, "image/png", "Mine now", "not-a-token")).status).toBe(401);
    expect(await photosOf()).toEqual([]);
  });
});
