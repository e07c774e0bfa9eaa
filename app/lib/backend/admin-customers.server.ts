import type { CustomerPhoneJson, CustomersJson } from "../../../contract/order-lifecycle/customers";
import { backendJson } from "./client.server";

/** `GET /admin/customers`: phones with their orders' outcomes and blocks, newest first; `q` one phone in any spelling. */
export function fetchCustomers(token: string, query: { q?: string; page: number }): Promise<CustomersJson> {
  return backendJson<CustomersJson>("/admin/customers", { token, query: { q: query.q, page: query.page } });
}

/** `POST /admin/customers/block`: the phone's cash-on-delivery orders are refused at checkout from now on. */
export function blockCustomerPhone(token: string, phone: string, reason: string): Promise<CustomerPhoneJson> {
  return backendJson<CustomerPhoneJson>("/admin/customers/block", { method: "POST", token, body: { phone, reason } });
}

/** `POST /admin/customers/unblock`: the phone orders again. */
export function unblockCustomerPhone(token: string, phone: string): Promise<CustomerPhoneJson> {
  return backendJson<CustomerPhoneJson>("/admin/customers/unblock", { method: "POST", token, body: { phone } });
}
