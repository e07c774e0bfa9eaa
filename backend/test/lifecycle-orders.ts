/** Orders brought to any stage of their life, and the calls that take a step, for the order lifecycle's tests. */
import { sql } from "drizzle-orm";
import { beforeEach } from "vitest";
import { productVariants } from "../db/schema";
import { recordOrder } from "../store/orders";
import { signOrderLinkToken } from "../messages/order-link-token";
import { sessionSecret } from "../../contract/server/session-secret";
import { takeOrderStep } from "../store/order-lifecycle";
import { type OrderStage, type OrderStep, type ShopperStep, shopperSteps } from "../../contract/order-lifecycle/stages";
import { createProduct, createUser, setVariant } from "./fixtures";
import { tokenFor, type TestBackend } from "./harness";

export const OPERATOR = tokenFor("operator-amna");
export const OTHER_OPERATOR = tokenFor("operator-bilal");
const operatorActor = { userId: "operator-amna", role: "operator" } as const;

/** The steps that bring a fresh order to each stage. */
const pathTo: Record<OrderStage, OrderStep[]> = {
  "awaiting-confirmation": [],
  "shopper-confirmed": ["shopper-confirm"],
  confirmed: ["confirm"],
  shipped: ["confirm", "ship"],
  delivered: ["confirm", "ship", "deliver"],
  "return-requested": ["confirm", "ship", "deliver", "return-request"],
  "return-approved": ["confirm", "ship", "deliver", "return-request", "return-approve"],
  "return-refused": ["confirm", "ship", "deliver", "return-request", "return-refuse"],
  "return-received": ["confirm", "ship", "deliver", "return-request", "return-approve", "return-receive"],
  refunded: ["confirm", "ship", "deliver", "return-request", "return-approve", "return-receive", "refund"],
  "returning-to-sender": ["confirm", "ship", "return-to-sender"],
  cancelled: ["cancel"],
};

/** A body the step accepts (the version is added by the caller). */
export function bodyOf(step: OrderStep): Record<string, unknown> {
  if (step === "ship") return { courier: "TCS", trackingId: "TCS-778899" };
  if (step === "cancel") return { reason: "unreachable", note: "No answer twice" };
  if (step === "return-request") return { reason: "not-as-described", note: "The lid does not fit" };
  if (step === "refund") return { amount: "2500", method: "jazzcash", reference: "JC-1001", note: "refund note" };
  if (step === "shopper-change") return { phone: "0311 7654321" };
  return { note: `${step} note` };
}

function pathOf(step: OrderStep, orderId: string) {
  if (step === "shopper-cancel") return `/orders/${orderId}/cancel`;
  if (step === "return-request") return `/orders/${orderId}/return-request`;
  if (step === "shopper-change") return `/orders/${orderId}/change`;
  return `/admin/orders/${orderId}/${step}`;
}

const isShopperStep = (step: OrderStep): step is ShopperStep => (shopperSteps as readonly string[]).includes(step);

/**
 * Before each test: a fresh store with one product (20 in stock) and the operator. Answers the helpers; `productId`
 * is read at call time because each test makes its own product.
 */
export function lifecycleOrders(backend: TestBackend) {
  let productId: string;
  beforeEach(async () => {
    await backend.reset();
    productId = (await createProduct(backend.db, { stock: 20, pricePaisa: 300_000, sizes: [] })).id;
    await createUser(backend.db, operatorActor.userId);
  });

  /** An order of the shopper, written directly (stock taken as checkout would); answers its order number. */
  async function placedOrder(shopper = "shopper", quantity = 2, createdAt?: Date) {
    await createUser(backend.db, shopper, { phone: "+923001234567" });
    const order = await backend.db.transaction(async (tx) => {
      const variant = await setVariant(tx, productId, { stock: sql`${productVariants.stock} - ${quantity}` });
      return recordOrder(tx, {
        userId: shopper,
        paymentMethod: "cod",
        customer: { name: `Shopper ${shopper}`, phone: "+923001234567" },
        shippingAddress: { street: "12 Mall Road", city: "Lahore", state: "Punjab", country: "Pakistan", postalCode: "54000" },
        lines: [{ productId, variantId: variant.id, name: "Test Handi", size: null, quantity, unitPricePaisa: 300_000 }],
        createdAt,
      });
    });
    return { orderId: `CW-${order.orderNumber}`, id: order.id, items: order.items.map((item) => item.id) };
  }

  async function orderAt(stage: OrderStage, shopper = "shopper") {
    const placed = await placedOrder(shopper);
    for (const step of pathTo[stage]) {
      const change = { step, ...bodyOf(step) } as never;
      const actor = isShopperStep(step) ? { userId: shopper, role: "shopper" as const } : operatorActor;
      await takeOrderStep(backend.db, {
        reference: placed.orderId,
        actor,
        change:
          step === "ship"
            ? { step, courier: "TCS", courierTrackingId: "TCS-778899", courierTrackingUrl: null }
            : step === "refund"
              ? { step, amountPaisa: 250_000, method: "jazzcash", reference: "JC-1001", withDelivery: false }
              : step === "return-receive" || step === "parcel-receive"
                ? { step, lines: placed.items.map((itemId) => ({ itemId, condition: "resellable" as const })) }
                : step === "shopper-confirm"
                  ? { step, via: "whatsapp" }
                  : change,
      });
    }
    return placed;
  }

  const view = async (orderId: string) => (await backend.call("GET", `/admin/orders/${orderId}`, { token: OPERATOR })).body;

  async function take(step: OrderStep, orderId: string, options: { version?: number; token?: string; shopper?: string } = {}) {
    const version = options.version ?? (await view(orderId)).version;
    const token = options.token ?? (isShopperStep(step) ? tokenFor(options.shopper ?? "shopper") : OPERATOR);
    // The parcel back: every returned line resellable (a parcel returned to sender holds every line).
    const current = await view(orderId);
    const returned: { itemId: string }[] =
      step === "parcel-receive"
        ? current.items.map((item: { _id: string }) => ({ itemId: item._id }))
        : (current.returnRequest?.lines ?? []);
    const received =
      step === "return-receive" || step === "parcel-receive"
        ? { lines: returned.map((line) => ({ itemId: line.itemId, condition: "resellable" })) }
        : {};
    // The shopper confirms from the link in their message: no sign-in, the signed token names the order.
    if (step === "shopper-confirm")
      return backend.call("POST", `/order-links/${signOrderLinkToken(current._id, sessionSecret())}`, { body: { decision: "confirm" } });
    return backend.call("POST", pathOf(step, orderId), { token, body: { version, ...bodyOf(step), ...received } });
  }

  return {
    get productId() {
      return productId;
    },
    placedOrder,
    orderAt,
    view,
    take,
  };
}
