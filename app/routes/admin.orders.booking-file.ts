import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { requireOperator } from "~/lib/admin/operator.server";
import { queuePath } from "~/lib/admin/queue";
import { fetchBookingFile } from "~/lib/backend/admin-orders.server";
import { redirectWithFlash } from "~/lib/forms/action-answers.server";
import { bookingFileQuery, TICK_BOOKING_ORDERS } from "../../contract/order-lifecycle/booking-files";

/**
 * A courier's booking file of the "to ship" orders: the queue's GET form (works without JavaScript)
 * names the courier, the format and either the orders ticked (`order`, repeated) or `scope=all`.
 * The backend's file is passed on to an operator only, streamed as the backend writes it.
 */
export async function loader(args: LoaderFunctionArgs) {
  const operator = await requireOperator(args);
  const params = new URL(args.request.url).searchParams;
  const backToQueue = (text: string) => redirectWithFlash(args.request, queuePath({ tab: "to-ship" }), { kind: "error", text });
  const ticked = params.getAll("order").filter(Boolean);
  if (params.get("scope") !== "all" && ticked.length === 0) return backToQueue(TICK_BOOKING_ORDERS);
  const query = bookingFileQuery.safeParse({
    courier: params.get("courier") ?? undefined,
    format: params.get("format") ?? undefined,
    orders: params.get("scope") === "all" ? undefined : ticked.join(","),
  });
  if (!query.success) return backToQueue(query.error.issues[0].message);

  const answer = await fetchBookingFile(operator.token, query.data);
  if (!answer.ok) throw data({ message: "The booking file could not be made. Please try again." }, { status: 503 });
  return new Response(answer.body, {
    headers: {
      "Content-Type": answer.headers.get("Content-Type") ?? "application/octet-stream",
      "Content-Disposition": answer.headers.get("Content-Disposition") ?? "attachment",
      "Cache-Control": "private, no-store",
    },
  });
}
