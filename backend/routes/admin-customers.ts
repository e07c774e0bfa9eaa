import { Hono } from "hono";
import {
  blockPhoneBody,
  CUSTOMERS_PAGE_SIZE,
  type CustomerPhoneJson,
  type CustomersJson,
  customersQuery,
  unblockPhoneBody,
} from "../../contract/order-lifecycle/customers";
import type { AppEnv } from "../http/context";
import { signedInUser } from "../http/identity";
import { parseInput, parseJsonBody } from "../http/validation";
import { blockPhone, customerPhone, customerPhones, unblockPhone } from "../store/customers";
import type { RouteDeps } from "./shared";

/** `/admin/customers` (mounted behind the operator check in admin-orders.ts): phones and the block list. */
export function adminCustomerRoutes({ db }: RouteDeps) {
  const routes = new Hono<AppEnv>();

  routes.get("/", async (c) => {
    const query = parseInput(customersQuery, c.req.query(), "Please check the search");
    const { rows, total, totalIsAtLeast } = await customerPhones(db, query);
    return c.json({
      q: query.q ?? null,
      rows,
      page: query.page,
      pageSize: CUSTOMERS_PAGE_SIZE,
      total,
      totalIsAtLeast,
    } satisfies CustomersJson);
  });

  routes.post("/block", async (c) => {
    const body = await parseJsonBody(c, blockPhoneBody);
    await blockPhone(db, { phone: body.phone, reason: body.reason, by: signedInUser(c).userId });
    return c.json((await customerPhone(db, body.phone)) satisfies CustomerPhoneJson);
  });

  routes.post("/unblock", async (c) => {
    const body = await parseJsonBody(c, unblockPhoneBody);
    await unblockPhone(db, body.phone);
    return c.json((await customerPhone(db, body.phone)) satisfies CustomerPhoneJson);
  });

  return routes;
}
