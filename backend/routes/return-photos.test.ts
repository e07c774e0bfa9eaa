import sharp from "sharp";
import { beforeEach, expect, it } from "vitest";
import {
  MAX_RETURN_PHOTOS,
  RETURN_PHOTO_CACHE_CONTROL,
  RETURN_PHOTOS_CLOSED,
  type ReturnPhotoJson,
  TOO_MANY_RETURN_PHOTOS,
} from "../../contract/order-lifecycle/return-photos";
import { ORDER_NOT_FOUND } from "../../contract/messages";
import { PHOTO_NOT_AN_IMAGE, PHOTO_NOT_FOUND, PHOTO_TYPE_RULE } from "../../contract/product-photos";
import { mediaFiles } from "../db/schema";
import { takeOrderStep } from "../store/order-lifecycle";
import { createAddress, createProduct, createUser } from "../test/fixtures";
import { describeOnEachDatabase, tokenFor } from "../test/harness";

const OPERATOR = tokenFor("operator-returns");
const operator = { userId: "operator-returns", role: "operator" as const };

/** A phone-camera-like photo of a dented pan: 2000 × 1500. */
const dentPhoto = () =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: "#b45309" } })
    .composite([{ input: Buffer.from('<svg width="2000" height="1500"><circle cx="900" cy="700" r="300" fill="#1c1917"/></svg>') }])
    .jpeg()
    .toBuffer();

describeOnEachDatabase("photos of a return", (backend) => {
  beforeEach(async () => {
    await backend.reset();
    await createUser(backend.db, "operator-returns");
  });

  /** `userId`'s order of one karahi, placed. */
  async function placedOrder(userId: string) {
    const product = await createProduct(backend.db, { name: "Dented Karahi", sizes: [] });
    const address = await createAddress(backend.db, userId);
    const token = tokenFor(userId);
    expect(
      (await backend.call("POST", "/cart/items", { token, body: { productId: product.id, variant: "default", quantity: 1 } })).status,
    ).toBe(200);
    const placed = await backend.call("POST", "/orders/create", { token, body: { shippingAddress: address.id, paymentMethod: "cod" } });
    return placed.body.orderId as string;
  }

  /** The same, delivered, with a return requested. */
  async function requestedReturn(userId = "cook") {
    const orderId = await placedOrder(userId);
    for (const step of ["confirm", "ship", "deliver"] as const) {
      const change = step === "ship" ? { step, courier: "TCS" as const, courierTrackingId: "TCS-9", courierTrackingUrl: null } : { step };
      await takeOrderStep(backend.db, { reference: orderId, actor: operator, change });
    }
    const requested = await backend.call("POST", `/orders/${orderId}/return-request`, {
      token: tokenFor(userId),
      body: { reason: "damaged" },
    });
    expect(requested.status).toBe(200);
    return { orderId, itemId: requested.body.items[0]._id as string };
  }

  async function upload(orderId: string, bytes: Uint8Array | string, type = "image/jpeg", userId = "cook") {
    const form = new FormData();
    form.set("photo", new File([bytes as Uint8Array<ArrayBuffer> | string], "dent.jpg", { type }));
    const response = await backend.app.fetch(
      new Request(`http://backend.test/orders/${orderId}/return/photos`, {
        method: "POST",
        headers: { Authorization: `Bearer ${tokenFor(userId)}` },
        body: form,
      }),
    );
    return { status: response.status, body: await response.json() };
  }

  const fetchPhoto = (path: string, token: string) =>
    backend.app.fetch(new Request(`http://backend.test${path}`, { headers: { Authorization: `Bearer ${token}` } }));

  it("keeps the owner's photos in two WebP sizes, private to them and the operators, at most three", async () => {
    const { orderId } = await requestedReturn();
    const photo = await dentPhoto();

    const added = await upload(orderId, photo);
    expect(added.status).toBe(201);
    const [first] = added.body.returnRequest.photos as ReturnPhotoJson[];
    expect(first).toMatchObject({ width: 1280, height: 960 });

    for (const [token, path] of [
      [tokenFor("cook"), `/orders/${orderId}/return/photos/${first.id}`],
      [OPERATOR, `/admin/orders/${orderId}/return/photos/${first.id}`],
    ]) {
      for (const [size, width] of [
        ["small", 320],
        ["large", 1280],
      ] as const) {
        const response = await fetchPhoto(`${path}/${size}`, token);
        expect(response.status).toBe(200);
        expect(response.headers.get("Content-Type")).toBe("image/webp");
        const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect([metadata.format, metadata.width]).toEqual(["webp", width]);
      }
    }
    expect((await fetchPhoto(`/orders/${orderId}/return/photos/${first.id}/small`, tokenFor("cook"))).headers.get("Cache-Control")).toBe(
      RETURN_PHOTO_CACHE_CONTROL,
    );
    // Not the catalogue's public files, and nobody else's to see or add to.
    expect(await backend.db.select().from(mediaFiles)).toEqual([]);
    const stranger = await fetchPhoto(`/orders/${orderId}/return/photos/${first.id}/small`, tokenFor("stranger"));
    expect([stranger.status, (await stranger.json()).error]).toEqual([404, ORDER_NOT_FOUND]);
    expect((await upload(orderId, photo, "image/jpeg", "stranger")).status).toBe(404);
    expect((await fetchPhoto(`/orders/${orderId}/return/photos/${first.id}/huge`, tokenFor("cook"))).status).toBe(404);

    // Three at most, however many arrive at once.
    const rush = await Promise.all([upload(orderId, photo), upload(orderId, photo), upload(orderId, photo)]);
    expect(rush.map((answer) => answer.status).sort()).toEqual([201, 201, 409]);
    expect(rush.find((answer) => answer.status === 409)!.body.fields).toEqual({ photo: TOO_MANY_RETURN_PHOTOS });
    const order = (await backend.call("GET", `/orders/${orderId}`, { token: tokenFor("cook") })).body;
    expect(order.returnRequest.photos).toHaveLength(MAX_RETURN_PHOTOS);

    // Removing one makes room again.
    const removed = await backend.call("POST", `/orders/${orderId}/return/photos/${first.id}/remove`, { token: tokenFor("cook") });
    expect(removed.status).toBe(200);
    expect(removed.body.returnRequest.photos.map((one: ReturnPhotoJson) => one.id)).not.toContain(first.id);
    expect((await fetchPhoto(`/orders/${orderId}/return/photos/${first.id}/small`, tokenFor("cook"))).status).toBe(404);
    const again = await backend.call("POST", `/orders/${orderId}/return/photos/${first.id}/remove`, { token: tokenFor("cook") });
    expect([again.status, again.body.error]).toEqual([404, PHOTO_NOT_FOUND]);
    expect((await upload(orderId, photo)).status).toBe(201);
  });

  it("refuses what is not a photo, and any change once the parcel is back or before a return is asked", async () => {
    const { orderId, itemId } = await requestedReturn();
    const notAnImage = await upload(orderId, "GIF89a pretending", "image/jpeg");
    expect([notAnImage.status, notAnImage.body.fields]).toEqual([400, { photo: PHOTO_NOT_AN_IMAGE }]);
    const pdf = await upload(orderId, "%PDF-1.4", "application/pdf");
    expect(pdf.body.fields).toEqual({ photo: PHOTO_TYPE_RULE });

    const added = await upload(orderId, await dentPhoto());
    const photoId = added.body.returnRequest.photos[0].id as string;
    await takeOrderStep(backend.db, { reference: orderId, actor: operator, change: { step: "return-approve" } });
    expect((await upload(orderId, await dentPhoto())).status).toBe(201); // approved: the parcel is still on its way
    await takeOrderStep(backend.db, {
      reference: orderId,
      actor: operator,
      change: { step: "return-receive", lines: [{ itemId, condition: "damaged" }] },
    });
    const late = await upload(orderId, await dentPhoto());
    expect([late.status, late.body.fields]).toEqual([409, { photo: RETURN_PHOTOS_CLOSED }]);
    const lateRemove = await backend.call("POST", `/orders/${orderId}/return/photos/${photoId}/remove`, { token: tokenFor("cook") });
    expect([lateRemove.status, lateRemove.body.error]).toEqual([409, RETURN_PHOTOS_CLOSED]);
    // What was sent stays for the operator to see.
    expect((await fetchPhoto(`/admin/orders/${orderId}/return/photos/${photoId}/large`, OPERATOR)).status).toBe(200);

    const noReturn = await placedOrder("second-cook");
    const early = await upload(noReturn, await dentPhoto(), "image/jpeg", "second-cook");
    expect([early.status, early.body.fields]).toEqual([409, { photo: RETURN_PHOTOS_CLOSED }]);
  });
});
