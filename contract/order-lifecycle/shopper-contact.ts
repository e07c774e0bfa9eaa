/**
 * How the operator reaches a shopper about an order from the back office (the queue's rows and the
 * order's page): a tap-to-call link and a WhatsApp chat with a first message written in the order's
 * language. The one owner of that message's words.
 */
import type { Language } from "../languages";
import { formatRupees } from "../money";
import { localMobile, normalizePakistaniMobile } from "../phone";

/** The shop's name as the shopper knows it. */
const SHOP_NAME = "Cookware.pk";

// Left-to-right isolates keep the order number and the amount in their order inside the Urdu sentence.
const ltr = (text: string) => `\u2066${text}\u2069`;

export type ContactOrder = { orderId: string; totalAmount: number; language: Language };

/** The first message of the chat, to confirm a cash-on-delivery order. */
export function whatsAppText(order: ContactOrder): string {
  const total = formatRupees(order.totalAmount);
  if (order.language === "ur")
    return `السلام علیکم! ${ltr(SHOP_NAME)} کی جانب سے آپ کے آرڈر ${ltr(order.orderId)} کے بارے میں رابطہ کر رہے ہیں (کیش آن ڈیلیوری: ${ltr(total)})۔ کیا ہم اسے روانہ کرنے کے لیے کنفرم کر دیں؟`;
  return `Assalam-o-alaikum, this is ${SHOP_NAME} about your order ${order.orderId} (cash on delivery: ${total}). Shall we confirm it for dispatch?`;
}

/** `tel:+923001234567` for a Pakistani mobile in any spelling; null for anything else. */
export function telHref(phone: string | null): string | null {
  const mobile = phone ? normalizePakistaniMobile(phone) : null;
  return mobile ? `tel:${mobile}` : null;
}

/**
 * `https://wa.me/923001234567?text=…`: wa.me takes the international number without "+" or the
 * leading 0; null when the phone is not a Pakistani mobile (WhatsApp would open no chat).
 */
export function whatsAppHref(phone: string | null, order: ContactOrder): string | null {
  const mobile = phone ? normalizePakistaniMobile(phone) : null;
  if (!mobile) return null;
  return `https://wa.me/${mobile.slice(1)}?text=${encodeURIComponent(whatsAppText(order))}`;
}

export type ShopperContactLinks = { phone: string; call: string | null; whatsApp: string | null };

/** The phone as Pakistanis write it (0300 1234567) with its two links; null for an order without a phone. */
export function shopperContactLinks(phone: string | null, order: ContactOrder): ShopperContactLinks | null {
  if (!phone) return null;
  return { phone: localMobile(phone), call: telHref(phone), whatsApp: whatsAppHref(phone, order) };
}
