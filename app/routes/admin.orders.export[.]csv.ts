import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { requireOperator } from "~/lib/admin/operator.server";
import { fetchCourierCsv } from "~/lib/backend/admin-orders.server";

/** The "to ship" orders as the courier portal's bulk-booking CSV: the backend's file, passed on to an operator only. */
export async function loader(args: LoaderFunctionArgs) {
  const operator = await requireOperator(args);
  const answer = await fetchCourierCsv(operator.token);
  if (!answer.ok) throw data({ message: "The CSV could not be made. Please try again." }, { status: 503 });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(answer.body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="orders-to-ship-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
