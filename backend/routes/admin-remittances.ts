import { Hono } from "hono";
import { paisaToRupees } from "../../contract/money";
import type { RemittanceJson, RemittanceReportJson } from "../../contract/order-lifecycle/remittances";
import type { orderRemittances } from "../db/schema";
import type { AppEnv } from "../http/context";
import { signedInUser } from "../http/identity";
import { importRemittances } from "../store/remittances";
import { importedRows } from "./imported-rows";
import type { RouteDeps } from "./shared";

export function remittanceJson(row: typeof orderRemittances.$inferSelect): RemittanceJson {
  return {
    amount: paisaToRupees(row.amountPaisa),
    charges: paisaToRupees(row.chargesPaisa),
    paidOn: row.paidOn,
    recordedAt: row.recordedAt.toISOString(),
  };
}

/** /admin/remittances: a courier's payment report (CSV or XLSX body); mounted behind the admin routes' operator check. */
export function adminRemittanceRoutes({ db }: RouteDeps) {
  const routes = new Hono<AppEnv>();

  routes.post("/import", async (c) => {
    const rows = await importRemittances(db, { rows: await importedRows(c.req.raw), recordedBy: signedInUser(c).userId });
    const recorded = rows.filter((row) => row.recorded).length;
    return c.json({ rows, recorded, listed: rows.length - recorded } satisfies RemittanceReportJson);
  });

  return routes;
}
