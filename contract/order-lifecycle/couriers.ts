/** The couriers an order ships with, their tracking pages and the tracking import's columns (booking files: ./booking-files.ts). */
import { business } from "../business";

/**
 * The store's own couriers (`business.couriers`, named to shoppers), PostEx (a COD courier the
 * operator may book with; its booking file is a preset) and "Other".
 */
export const couriers = [...business.couriers, "PostEx", "Other"] as const;
export type Courier = (typeof couriers)[number];

/**
 * Default tracking-page URL per courier; `{id}` is replaced by the URL-encoded consignment number.
 * The backend's settings (`COURIER_TRACKING_URL_*`) may override them; PostEx and "Other" have none by default.
 */
export const defaultCourierTrackingUrls: Record<Courier, string | null> = {
  TCS: "https://www.tcsexpress.com/track/{id}",
  Leopards: "https://www.leopardscourier.com/tracking?cn={id}",
  "M&P": "https://www.mulphilog.com/tracking/{id}",
  PostEx: null,
  Other: null,
};

export function courierTrackingUrl(template: string | null, trackingId: string): string | null {
  return template ? template.replaceAll("{id}", encodeURIComponent(trackingId)) : null;
}

/** The tracking import's columns: it reads `orderId`, `trackingId` and optionally `courier`. */
export const csvImportColumns = { orderId: "Order ID", trackingId: "Tracking ID", courier: "Courier" } as const;
