import { type Context, Hono } from "hono";
import { ORDER_NOT_FOUND, ORDERS_LIMITED } from "../../contract/messages";
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema, placeOrderBody } from "../../contract/orders";
import type { AppEnv } from "../http/context";
import { ApiError } from "../http/errors";
import { signedInUser } from "../http/identity";
import { parseJsonBody } from "../http/validation";
import { enforceRateLimit } from "../rate-limit";
import { listOrders, loadOrder } from "../store/orders";
import { noDeliveryAddress, placeOrder } from "../store/place-order";
import { previewOrderChange, type StepChange, takeOrderStep } from "../store/order-lifecycle";
import { returnRequestBody, shopperCancelBody } from "../../contract/order-lifecycle/bodies";
import { orderChangeBody } from "../../contract/order-lifecycle/changes";
import { orderJson, placedOrderJson } from "./json";
import { PHOTO_NOT_FOUND } from "../../contract/product-photos";
import { photoUploadForm, uploadedPhoto } from "../http/photo-upload";
import { inPhotoTurn } from "../media/photo-turns";
import { processPhoto } from "../media/process-photo";
import { addReturnPhoto, assertRoomForReturnPhoto, orderIdOf, removeReturnPhoto, returnPhotoPlan } from "../store/return-photos";
import { returnPhotoAnswer } from "./return-photo-files";
import { linkOrigin } from "../http/site-origin";
import { orderLinkMaker } from "../messages/order-link-token";
import { pathId, type RouteDeps } from "./shared";

export const ORDER_LIMIT = { bucket: "order-create", limit: 10, windowMs: 60 * 1000 };

export function orderRoutes({ db, identify, emailDelivery, rateLimiter, catalogueCache, orderLinks }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  routes.use(identify({ required: true }));

  routes.post("/create", async (c) => {
    const keyResult = idempotencyKeySchema.safeParse(c.req.header(IDEMPOTENCY_KEY_HEADER));
    if (!keyResult.success)
      throw new ApiError(400, keyResult.error.issues[0].message, { [IDEMPOTENCY_KEY_HEADER]: keyResult.error.issues[0].message });
    const body = await parseJsonBody(c, placeOrderBody);
    if (!body.shippingAddress) throw noDeliveryAddress();
    await enforceRateLimit(rateLimiter, ORDER_LIMIT, signedInUser(c).userId, ORDERS_LIMITED);

    const { order, created } = await placeOrder(db, {
      userId: signedInUser(c).userId,
      addressId: body.shippingAddress,
      paymentMethod: body.paymentMethod,
      idempotencyKey: keyResult.data,
      language: body.language,
      noMessages: body.noMessages,
      messageLink: orderLinkMaker(linkOrigin(c, orderLinks.siteUrl, orderLinks.secret), body.language, orderLinks.secret),
    });
    if (created) {
      emailDelivery.schedule();
      catalogueCache.clear(); // stock changed
    }
    return c.json(placedOrderJson(order), created ? 201 : 200);
  });

  routes.get("/history", async (c) => c.json((await listOrders(db, signedInUser(c).userId)).map((order) => orderJson(order))));

  /** The shopper's own step on their own order (anyone else's is "not found"). */
  async function shopperStep(c: Context<AppEnv>, version: number | undefined, change: StepChange) {
    const { userId } = signedInUser(c);
    const reference = pathId(c.req.param("orderId") ?? "", ORDER_NOT_FOUND);
    const order = await takeOrderStep(db, { reference, ownerId: userId, actor: { userId, role: "shopper" }, version, change });
    emailDelivery.schedule();
    return c.json(orderJson(order));
  }

  routes.post("/:orderId/cancel", async (c) => {
    const { version } = await parseJsonBody(c, shopperCancelBody);
    const answer = await shopperStep(c, version, { step: "shopper-cancel" });
    catalogueCache.clear(); // stock returned
    return answer;
  });

  /** What the change would make of the order (new lines and totals), for the shopper to confirm; nothing is saved. */
  routes.post("/:orderId/change/preview", async (c) => {
    const { version, ...change } = await parseJsonBody(c, orderChangeBody);
    const reference = pathId(c.req.param("orderId"), ORDER_NOT_FOUND);
    const ownerId = signedInUser(c).userId;
    return c.json(orderJson(await previewOrderChange(db, { reference, ownerId, version, change })));
  });

  routes.post("/:orderId/change", async (c) => {
    const { version, ...change } = await parseJsonBody(c, orderChangeBody);
    const answer = await shopperStep(c, version, { step: "shopper-change", change });
    catalogueCache.clear(); // stock returned for what was removed
    return answer;
  });

  routes.post("/:orderId/return-request", async (c) => {
    const { version, reason, note, lines } = await parseJsonBody(c, returnRequestBody);
    return shopperStep(c, version, { step: "return-request", reason, note, lines });
  });

  /** A photo of what the shopper returns (multipart `photo`), while the return awaits the parcel; answers the order as it now is. */
  routes.post("/:orderId/return/photos", async (c) => {
    const reference = pathId(c.req.param("orderId"), ORDER_NOT_FOUND);
    const ownerId = signedInUser(c).userId;
    const { photo, type } = uploadedPhoto((await photoUploadForm(c)).photo);
    const orderId = await orderIdOf(db, { ownerId }, reference);
    // Checked before its turn and again as it is saved: a return with no room never has a photo processed.
    await assertRoomForReturnPhoto(db, orderId);
    const processed = await inPhotoTurn(async () => {
      await assertRoomForReturnPhoto(db, orderId);
      return processPhoto(new Uint8Array(await photo.arrayBuffer()), type, returnPhotoPlan);
    });
    await addReturnPhoto(db, orderId, processed);
    return c.json(orderJson(await loadOrder(db, ownerId, reference)), 201);
  });

  routes.post("/:orderId/return/photos/:photoId/remove", async (c) => {
    const reference = pathId(c.req.param("orderId"), ORDER_NOT_FOUND);
    const ownerId = signedInUser(c).userId;
    await removeReturnPhoto(db, ownerId, reference, pathId(c.req.param("photoId"), PHOTO_NOT_FOUND));
    return c.json(orderJson(await loadOrder(db, ownerId, reference)));
  });

  routes.get("/:orderId/return/photos/:photoId/:size", (c) => returnPhotoAnswer(c, db, { ownerId: signedInUser(c).userId }));

  routes.get("/:orderId", async (c) => {
    const reference = pathId(c.req.param("orderId"), ORDER_NOT_FOUND);
    return c.json(orderJson(await loadOrder(db, signedInUser(c).userId, reference)));
  });

  return routes;
}
