import type {
  CsvImportReportJson,
  DashboardJson,
  OperatorJson,
  OperatorOrderJson,
  OrderQueueJson,
} from "../../../contract/order-lifecycle/answers";
import { bookingFileContentTypes, type BookingFileQuery } from "../../../contract/order-lifecycle/booking-files";
import type { Courier } from "../../../contract/order-lifecycle/couriers";
import type { OrderQueueTab } from "../../../contract/order-lifecycle/queue";
import type { OperatorStep } from "../../../contract/order-lifecycle/stages";
import type { RemittanceReportJson } from "../../../contract/order-lifecycle/remittances";
import { backendFetch, backendJson } from "./client.server";

/** `GET /admin/me`: answers only for an operator's token; a shopper's gets BackendError 403. */
export function fetchOperator(token: string): Promise<OperatorJson> {
  return backendJson<OperatorJson>("/admin/me", { token });
}

/** `GET /admin/dashboard`: today's figures. */
export function fetchDashboard(token: string): Promise<DashboardJson> {
  return backendJson<DashboardJson>("/admin/dashboard", { token });
}

/** `GET /admin/orders`: one page of one tab of the queue, with every tab's count. */
export function fetchOrderQueue(
  token: string,
  query: { tab: OrderQueueTab; q?: string; page?: number; risky?: boolean },
): Promise<OrderQueueJson> {
  return backendJson<OrderQueueJson>("/admin/orders", {
    token,
    query: { tab: query.tab, q: query.q, page: query.page, risky: query.risky ? "1" : undefined },
  });
}

/** `GET /admin/orders/{orderId}`: the order with its audit log and the steps open now. */
export function fetchOperatorOrder(token: string, orderId: string): Promise<OperatorOrderJson> {
  return backendJson<OperatorOrderJson>(`/admin/orders/${encodeURIComponent(orderId)}`, { token });
}

/**
 * `POST /admin/orders/{orderId}/{step}`: one step of the order's life. A stale version throws
 * BackendError 409 (the order as it is now is then fetched again by the page).
 */
export function takeOperatorStep(
  token: string,
  orderId: string,
  step: OperatorStep,
  body: Record<string, unknown>,
): Promise<OperatorOrderJson> {
  return backendJson<OperatorOrderJson>(`/admin/orders/${encodeURIComponent(orderId)}/${step}`, { method: "POST", token, body });
}

/** `POST /admin/orders/{orderId}/resend-message`: the confirmation message once more, its link on the site's signed origin. */
export function resendOrderMessage(token: string, orderId: string, siteHeaders: Record<string, string>): Promise<OperatorOrderJson> {
  return backendJson<OperatorOrderJson>(`/admin/orders/${encodeURIComponent(orderId)}/resend-message`, {
    method: "POST",
    token,
    headers: siteHeaders,
  });
}

/** `GET /admin/orders/booking-file`: a courier's booking file, the backend's answer as it is (streamed), for the storefront to pass on. */
export function fetchBookingFile(token: string, query: BookingFileQuery): Promise<Response> {
  return backendFetch("/admin/orders/booking-file", {
    token,
    query: { courier: query.courier, format: query.format, orders: query.orders?.join(",") },
  });
}

/** `POST /admin/orders/import`: the CSV text or the XLSX file's bytes (and the courier for rows naming none); a per-row report. */
export function importCourierCsv(token: string, file: string | Uint8Array<ArrayBuffer>, courier?: Courier): Promise<CsvImportReportJson> {
  return backendJson<CsvImportReportJson>("/admin/orders/import", {
    method: "POST",
    token,
    query: { courier },
    text: { body: file, contentType: typeof file === "string" ? "text/csv" : bookingFileContentTypes.xlsx },
  });
}

/** `POST /admin/remittances/import`: a courier's payment report (CSV text or XLSX bytes); a per-row report. */
export function importRemittances(token: string, file: string | Uint8Array<ArrayBuffer>): Promise<RemittanceReportJson> {
  return backendJson<RemittanceReportJson>("/admin/remittances/import", {
    method: "POST",
    token,
    text: { body: file, contentType: typeof file === "string" ? "text/csv" : bookingFileContentTypes.xlsx },
  });
}
