import { lineName } from "../../contract/line-name";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { type AddressSnapshot, orderItems, productVariants } from "../db/schema";
import { deliveryFeePaisa, notDeliveredTo } from "../../contract/delivery-fee";
import { SELECT_ADDRESS } from "../../contract/messages";
import { formatPaisaExactly } from "../../contract/money";
import { localMobile } from "../../contract/phone";
import type { OrderChange } from "../../contract/order-lifecycle/changes";
import { ITEM_NOT_IN_ORDER, KEEP_ONE_ITEM, NOTHING_CHANGED, ONLY_LOWER_QUANTITY } from "../../contract/order-lifecycle/messages";
import { StoreError } from "./errors";
import type { Order, OrderItem } from "./orders";
import type { ReturnedUnits } from "./order-stock";
import { findAddress } from "./users";

/** What a shopper's change would make of the order: its new columns and lines, the units returned, the audit's words. */
export type OrderChangePlan = {
  columns: {
    shippingAddress: AddressSnapshot;
    customerPhone: string | null;
    subtotalPaisa: number;
    shippingPaisa: number;
    totalPaisa: number;
  };
  items: OrderItem[];
  returned: ReturnedUnits[];
  note: string;
};

const addressLine = (address: AddressSnapshot) =>
  [address.street, address.city, address.state, address.postalCode].filter(Boolean).join(", ");

function refuse(field: string, message: string): never {
  throw new StoreError("unprocessable", message, { [field]: message });
}

/** The lines as the change leaves them: quantities only go down, 0 removes a line, at least one stays. */
function changedItems(order: Order, lines: OrderChange["lines"]) {
  const quantityById = new Map<string, number>();
  lines.forEach((line, index) => {
    const item = order.items.find((candidate) => candidate.id === line.itemId);
    if (!item) refuse(`lines.${index}.quantity`, ITEM_NOT_IN_ORDER);
    if (line.quantity > item.quantity) refuse(`lines.${index}.quantity`, ONLY_LOWER_QUANTITY);
    quantityById.set(item.id, line.quantity);
  });
  const items = order.items
    .map((item) => ({ ...item, quantity: quantityById.get(item.id) ?? item.quantity }))
    .filter((item) => item.quantity > 0);
  if (items.length === 0) throw new StoreError("unprocessable", KEEP_ONE_ITEM);
  const returned: ReturnedUnits[] = [];
  const notes: string[] = [];
  for (const before of order.items) {
    const after = items.find((item) => item.id === before.id);
    const fewer = before.quantity - (after?.quantity ?? 0);
    if (fewer === 0) continue;
    if (before.variantId) returned.push({ productId: before.productId, variantId: before.variantId, quantity: fewer });
    notes.push(after ? `${lineName(before)}: ${before.quantity} → ${after.quantity}` : `Removed ${lineName(before)}`);
  }
  return { items, returned, notes };
}

async function weightGramsOf(tx: Database, items: OrderItem[]): Promise<number> {
  const variantIds = items.flatMap((item) => (item.variantId ? [item.variantId] : []));
  if (variantIds.length === 0) return 0;
  const weights = await tx
    .select({ id: productVariants.id, weightGrams: productVariants.weightGrams })
    .from(productVariants)
    .where(inArray(productVariants.id, variantIds));
  const weightOf = new Map(weights.map((row) => [row.id, row.weightGrams]));
  return items.reduce((sum, item) => sum + (item.variantId ? (weightOf.get(item.variantId) ?? 0) * item.quantity : 0), 0);
}

/**
 * The shopper's change, worked out against the locked order without writing anything: the preview and
 * the step both use it, so the totals the shopper confirms are the totals saved. The fee follows the
 * rule the order was placed under; an order placed before rules were kept keeps its fee.
 */
export async function planOrderChange(tx: Database, order: Order, change: OrderChange): Promise<OrderChangePlan> {
  const { items, returned, notes } = changedItems(order, change.lines);
  let shippingAddress = order.shippingAddress;
  if (change.addressId !== undefined) {
    const saved = await findAddress(tx, order.userId, change.addressId);
    if (!saved) refuse("addressId", SELECT_ADDRESS);
    const chosen = { street: saved.street, city: saved.city, state: saved.state, country: saved.country, postalCode: saved.postalCode };
    if (addressLine(chosen) !== addressLine(shippingAddress) || chosen.country !== shippingAddress.country) {
      shippingAddress = chosen;
      notes.push(`Delivery address: ${addressLine(chosen)}`);
    }
  }
  let customerPhone = order.customerPhone;
  if (change.phone !== undefined && change.phone !== order.customerPhone) {
    customerPhone = change.phone;
    notes.push(`Phone: ${localMobile(change.phone)}`);
  }
  if (notes.length === 0) throw new StoreError("unprocessable", NOTHING_CHANGED);

  const subtotalPaisa = items.reduce((sum, item) => sum + item.unitPricePaisa * item.quantity, 0);
  let shippingPaisa = order.shippingPaisa;
  if (order.deliveryRule) {
    const fee = deliveryFeePaisa(order.deliveryRule, {
      subtotalPaisa,
      city: shippingAddress.city,
      weightGrams: await weightGramsOf(tx, items),
    });
    if (fee === null) refuse("addressId", notDeliveredTo(shippingAddress.city));
    shippingPaisa = fee;
  }
  const totalPaisa = subtotalPaisa + shippingPaisa + order.taxPaisa;
  notes.push(`New total ${formatPaisaExactly(totalPaisa)}`);
  return {
    columns: { shippingAddress, customerPhone, subtotalPaisa, shippingPaisa, totalPaisa },
    items,
    returned,
    note: notes.join("; "),
  };
}

/** The order's lines as a change leaves them: lowered ones updated, removed ones deleted. */
export async function rewriteLines(tx: Database, order: Order, plan: OrderChangePlan) {
  const kept = new Map(plan.items.map((item) => [item.id, item.quantity]));
  const removed = order.items.filter((item) => !kept.has(item.id)).map((item) => item.id);
  if (removed.length > 0) await tx.delete(orderItems).where(inArray(orderItems.id, removed));
  for (const item of order.items) {
    const quantity = kept.get(item.id);
    if (quantity !== undefined && quantity !== item.quantity)
      await tx.update(orderItems).set({ quantity }).where(eq(orderItems.id, item.id));
  }
}
