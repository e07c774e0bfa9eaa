import { linkOrigin } from "../http/site-origin";
import { orderLinkMaker } from "../messages/order-link-token";
import { resendOrderMessage } from "../store/order-messages";
import { SITE_ADDRESS_UNKNOWN } from "../../contract/order-lifecycle/order-link";
import { StoreError } from "../store/errors";
import { Hono, type MiddlewareHandler } from "hono";
import type { z } from "zod";
import { ORDER_NOT_FOUND } from "../../contract/messages";
import { paisaToRupees, rupeesToPaisa } from "../../contract/money";
import type { DashboardJson, OperatorJson, OrderQueueJson, StaleOrderJson } from "../../contract/order-lifecycle/answers";
import {
  csvImportQuery,
  operatorStepBodies,
  orderQueueQuery,
  type refundBody,
  type returnApproveBody,
  type returnReceiveBody,
} from "../../contract/order-lifecycle/bodies";
import { bookingFileQuery } from "../../contract/order-lifecycle/booking-files";
import { courierTrackingUrl } from "../../contract/order-lifecycle/couriers";
import { OPERATORS_ONLY } from "../../contract/order-lifecycle/messages";
import { type OperatorStep, operatorSteps } from "../../contract/order-lifecycle/stages";
import { riskSignalJson } from "../../contract/order-lifecycle/risk";
import type { CourierTrackingUrls } from "../env";
import type { AppEnv } from "../http/context";
import { ApiError } from "../http/errors";
import { signedInUser } from "../http/identity";
import { parseInput, parseJsonBody } from "../http/validation";
import { formatOrderNumber } from "../lib/ids";
import { bookingFile } from "../store/courier-booking";
import { importCourierCsv } from "../store/courier-csv";
import { type Actor, StaleOrderError, stageOf, type StepChange, takeOrderStep } from "../store/order-lifecycle";
import { dashboardFigures, loadOrderForOperator, orderQueue } from "../store/order-queue";
import { type OperatorOrder, orderLanguage } from "../store/orders";
import { adminProductRoutes } from "./admin-products";
import { adminSettingsRoutes } from "./settings";
import { adminReviewRoutes } from "./admin-reviews";
import { adminCustomerRoutes } from "./admin-customers";
import { adminSystemRoutes } from "./admin-system";
import { adminSearchRoutes } from "./admin-search";
import { operatorOrderJson } from "./json";
import { orderMessagesOf } from "../store/order-messages";
import { returnPhotoAnswer } from "./return-photo-files";
import { pathId, type RouteDeps } from "./shared";
import { importedRows } from "./imported-rows";
import { adminRemittanceRoutes, remittanceJson } from "./admin-remittances";
import { remittanceOf } from "../store/remittances";

/** After `identify`: a shopper's token is refused on every operator route, whatever the path. */
const requireOperator: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (signedInUser(c).role !== "operator") throw new ApiError(403, OPERATORS_ONLY);
  await next();
};

const operatorOf = (c: Parameters<MiddlewareHandler<AppEnv>>[0]): Actor => ({ userId: signedInUser(c).userId, role: "operator" });

/** What a step's validated body changes, beyond the state (the ship step's tracking link comes from the settings). */
function changeOf(step: OperatorStep, body: Record<string, unknown>, trackingUrls: CourierTrackingUrls): StepChange {
  const note = body.note as string | undefined;
  if (step === "ship") {
    const { courier, trackingId } = body as { courier: keyof CourierTrackingUrls; trackingId: string };
    return {
      step,
      courier,
      courierTrackingId: trackingId,
      courierTrackingUrl: courierTrackingUrl(trackingUrls[courier], trackingId),
      note,
    };
  }
  if (step === "cancel") return { step, reason: body.reason as Extract<StepChange, { step: "cancel" }>["reason"], note };
  if (step === "refund") {
    const { amount, method, reference, withDelivery } = body as z.output<typeof refundBody>;
    return { step, amountPaisa: rupeesToPaisa(amount), method, reference: reference ?? null, withDelivery, note };
  }
  if (step === "return-receive" || step === "parcel-receive")
    return { step, lines: (body as z.output<typeof returnReceiveBody>).lines, note };
  if (step === "return-approve") return { step, lines: (body as z.output<typeof returnApproveBody>).lines, note };
  return { step, note };
}

/** The back office's API under /admin: the queue, one order, its steps, the dashboard, the courier booking files and the tracking import. */
export function adminRoutes(deps: RouteDeps) {
  const { db, identify, emailDelivery, catalogueCache, courierTrackingUrls } = deps;
  const routes = new Hono<AppEnv>();
  routes.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store"); // shoppers' names, phones and addresses: never kept by a cache
  });
  routes.use(identify({ required: true }), requireOperator);
  routes.route("/products", adminProductRoutes(deps));
  routes.route("/settings", adminSettingsRoutes(deps));
  routes.route("/reviews", adminReviewRoutes(deps));
  routes.route("/remittances", adminRemittanceRoutes(deps));
  routes.route("/customers", adminCustomerRoutes(deps));
  routes.route("/system", adminSystemRoutes(deps));
  routes.route("/search", adminSearchRoutes(deps));

  routes.get("/me", (c) => {
    const user = signedInUser(c);
    return c.json({ userId: user.userId, email: user.email ?? null, name: user.name ?? null } satisfies OperatorJson);
  });

  routes.get("/dashboard", async (c) => {
    const figures = await dashboardFigures(db);
    const { cashToCollectPaisa, cashWithCouriers, ...counts } = figures;
    const rupees = <T extends { amountPaisa: number }>({ amountPaisa, ...rest }: T) => ({ ...rest, amount: paisaToRupees(amountPaisa) });
    const byCourier = cashWithCouriers.byCourier.map(rupees);
    return c.json({
      ...counts,
      cashToCollect: paisaToRupees(cashToCollectPaisa),
      cashWithCouriers: {
        byCourier,
        byAge: cashWithCouriers.byAge.map(rupees),
        count: byCourier.reduce((sum, row) => sum + row.count, 0),
        amount: paisaToRupees(cashWithCouriers.byCourier.reduce((sum, row) => sum + row.amountPaisa, 0)),
      },
    } satisfies DashboardJson);
  });

  routes.get("/orders", async (c) => {
    const query = parseInput(orderQueueQuery, c.req.query(), "Please check the search");
    const page = await orderQueue(db, query);
    return c.json({
      tab: query.tab,
      q: query.q ?? null,
      risky: query.risky,
      rows: page.rows.map((order) => ({
        _id: order.id,
        orderId: formatOrderNumber(order.orderNumber),
        createdAt: order.createdAt.toISOString(),
        customerName: order.customerName,
        customerPhone: order.customerPhone,
        customerEmail: order.customerEmail,
        city: order.shippingAddress.city,
        totalAmount: paisaToRupees(order.totalPaisa),
        itemCount: order.itemCount,
        orderStatus: order.orderStatus,
        paymentStatus: order.paymentStatus,
        stage: stageOf(order),
        trackingId: order.courierTrackingId ?? order.trackingId,
        courier: order.courier,
        language: orderLanguage(order),
        riskSignals: order.riskSignals.map(riskSignalJson),
      })),
      counts: page.counts,
      page: page.page,
      pageSize: page.pageSize,
      total: page.total,
      totalIsAtLeast: page.totalIsAtLeast,
    } satisfies OrderQueueJson);
  });

  routes.get("/orders/booking-file", async (c) => {
    const query = parseInput(bookingFileQuery, c.req.query(), "Please check the booking file's courier and format");
    const file = await bookingFile(db, query, new Date().toISOString().slice(0, 10));
    return c.body(file.body, 200, {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "no-store",
    });
  });

  routes.post("/orders/import", async (c) => {
    const { courier } = parseInput(csvImportQuery, c.req.query());
    const rows = await importCourierCsv(db, {
      rows: await importedRows(c.req.raw),
      actor: operatorOf(c),
      defaultCourier: courier,
      trackingUrls: courierTrackingUrls,
    });
    const accepted = rows.filter((row) => row.accepted).length;
    if (accepted > 0) emailDelivery.schedule();
    return c.json({ rows, accepted, refused: rows.length - accepted });
  });

  const withMessages = async (order: OperatorOrder) => {
    const [messages, remittance] = await Promise.all([orderMessagesOf(db, order.id), remittanceOf(db, order.id)]);
    return operatorOrderJson(order, messages, remittance && remittanceJson(remittance));
  };

  // The confirmation message once more, with a new link (the order's language, the store's origin).
  routes.post("/orders/:orderId/resend-message", async (c) => {
    const reference = pathId(c.req.param("orderId"), ORDER_NOT_FOUND);
    const origin = linkOrigin(c, deps.orderLinks.siteUrl, deps.orderLinks.secret);
    if (!origin) throw new StoreError("conflict", SITE_ADDRESS_UNKNOWN);
    await resendOrderMessage(db, reference, (language) => orderLinkMaker(origin, language, deps.orderLinks.secret)!);
    emailDelivery.schedule();
    return c.json(await withMessages(await loadOrderForOperator(db, reference)));
  });

  routes.get("/orders/:orderId", async (c) =>
    c.json(await withMessages(await loadOrderForOperator(db, pathId(c.req.param("orderId"), ORDER_NOT_FOUND)))),
  );

  routes.get("/orders/:orderId/return/photos/:photoId/:size", (c) => returnPhotoAnswer(c, db, { operator: true }));

  for (const step of operatorSteps) {
    routes.post(`/orders/:orderId/${step}`, async (c) => {
      const reference = pathId(c.req.param("orderId"), ORDER_NOT_FOUND);
      const body = await parseJsonBody(c, operatorStepBodies[step]);
      let order: OperatorOrder;
      try {
        order = await takeOrderStep(db, {
          reference,
          actor: operatorOf(c),
          version: body.version,
          change: changeOf(step, body, courierTrackingUrls),
        });
      } catch (error) {
        if (!(error instanceof StaleOrderError)) throw error;
        const current = await loadOrderForOperator(db, reference);
        return c.json({ error: error.message, order: await withMessages(current) } as StaleOrderJson, 409);
      }
      emailDelivery.schedule();
      // Stock returned, or a delivery that counts towards the best sellers.
      if (step === "cancel" || step === "return-receive" || step === "parcel-receive" || step === "deliver") catalogueCache.clear();
      // The order as the step left it, read in the step's own transaction: no second read.
      return c.json(await withMessages(order));
    });
  }

  return routes;
}
