/** The couriers an order ships with, their tracking pages and the courier CSV's columns. */
import { business } from "../business";

export const couriers = [...business.couriers, "Other"] as const;
export type Courier = (typeof couriers)[number];

/**
 * Default tracking-page URL per courier; `{id}` is replaced by the URL-encoded consignment number.
 * The backend's settings (`COURIER_TRACKING_URLS`) may override them; "Other" has none by default.
 */
export const defaultCourierTrackingUrls: Record<Courier, string | null> = {
  TCS: "https://www.tcsexpress.com/track/{id}",
  Leopards: "https://www.leopardscourier.com/tracking?cn={id}",
  "M&P": "https://www.mulphilog.com/tracking/{id}",
  Other: null,
};

export function courierTrackingUrl(template: string | null, trackingId: string): string | null {
  return template ? template.replaceAll("{id}", encodeURIComponent(trackingId)) : null;
}

/** The courier CSV's columns, in order (export); the import reads `orderId`, `trackingId` and optionally `courier`. */
export const courierCsvColumns = ["Consignee name", "Phone", "Address", "City", "COD amount", "Order ID", "Item count"] as const;
export const csvImportColumns = { orderId: "Order ID", trackingId: "Tracking ID", courier: "Courier" } as const;
