import { lineName } from "../../contract/line-name";
import type { Language } from "../../contract/languages";
import { formatPaisaExactly } from "../../contract/money";
import type { Database } from "../db/client";
import { queueShopperMessage } from "../email/outbox";
import { formatOrderNumber } from "../lib/ids";
import type { ShopperMessage } from "./messenger";

type OrderForMessage = {
  id: string;
  orderNumber: number;
  totalPaisa: number;
  customerPhone: string | null;
  items: { name: string; size: string | null; quantity: number }[];
};

const texts: Record<Language, (message: Omit<ShopperMessage, "text">) => string> = {
  en: (message) =>
    [
      `Cookware.pk: thank you for your order ${message.orderNumber}.`,
      message.items,
      `To pay on delivery: ${message.total}`,
      `Please confirm or cancel it here: ${message.link}`,
    ].join("\n"),
  ur: (message) =>
    [
      `Cookware.pk: آپ کے آرڈر ${message.orderNumber} کا شکریہ۔`,
      message.items,
      `ڈیلیوری پر ادائیگی: ${message.total}`,
      `براہِ کرم یہاں اس کی تصدیق کریں یا اسے منسوخ کریں: ${message.link}`,
    ].join("\n"),
};

/** The message asking the shopper to confirm their cash-on-delivery order, in the order's language; null without a phone. */
export function orderConfirmationMessage(order: OrderForMessage, language: Language, link: string): ShopperMessage | null {
  if (!order.customerPhone) return null;
  const fields = {
    kind: "order-confirmation" as const,
    to: order.customerPhone,
    language,
    orderNumber: formatOrderNumber(order.orderNumber),
    items: order.items.map((item) => `${item.quantity} × ${lineName(item)}`).join(", "),
    total: formatPaisaExactly(order.totalPaisa),
    link,
  };
  return { ...fields, text: texts[language](fields) };
}

/** Queues the confirmation message with the order (same transaction), when it has a phone. */
export async function queueOrderConfirmationMessage(
  db: Database,
  order: OrderForMessage,
  language: Language,
  linkFor: (orderId: string) => string,
) {
  const message = orderConfirmationMessage(order, language, linkFor(order.id));
  if (message) await queueShopperMessage(db, order.id, message);
}
