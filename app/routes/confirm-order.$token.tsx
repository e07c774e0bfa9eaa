import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import { GeneralErrorBoundary, NotFound } from "~/components/error-boundary";
import { BackendError, orNotFoundPage } from "~/lib/backend/client.server";
import { decideOrderLink, fetchOrderLink } from "~/lib/backend/order-links.server";
import { pageStrings } from "~/lib/i18n/i18n.server";
import { useRupees } from "~/lib/i18n/use-rupees";
import { fill, useStrings } from "~/lib/i18n/use-strings";
import { orErrorMeta } from "~/lib/site/error-meta";
import { lineName } from "../../contract/line-name";
import { paisaToRupees } from "../../contract/money";
import { orderLinkDecisions, type OrderLinkDecision, ORDER_LINK_TOKEN_PATTERN } from "../../contract/order-lifecycle/order-link";

/*
 * The page behind the link in a cash-on-delivery order's WhatsApp or SMS message: no sign-in (the
 * signed token is the key), the order without its address, and two POST buttons. Opening the link
 * (a chat app's preview does) changes nothing.
 */

export { cacheControlHeaders as headers } from "~/lib/site/cache-headers";

export const meta: MetaFunction<typeof loader> = orErrorMeta(({ data }) => [
  { title: data.strings.orders["link.title"] },
  { name: "robots", content: "noindex" },
]);

/** A well-formed token, and the "not valid" page's words for one the backend does not know; the page (404) for a malformed one. */
async function linkOf(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const strings = await pageStrings(args, "orders");
  const token = args.params.token ?? "";
  const invalid = strings.orders["link.invalid"];
  if (!ORDER_LINK_TOKEN_PATTERN.test(token)) throw data({ message: invalid }, { status: 404 });
  return { token, strings, invalid };
}

export async function loader(args: LoaderFunctionArgs) {
  const { token, strings, invalid } = await linkOf(args);
  const order = await orNotFoundPage(fetchOrderLink(token), invalid);
  return data({ order, strings }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action(args: ActionFunctionArgs) {
  const { token, invalid } = await linkOf(args);
  const decision = (await args.request.formData()).get("decision");
  if (!orderLinkDecisions.includes(decision as OrderLinkDecision)) return data({ closed: false }, { status: 400 });
  try {
    // One call: the backend checks the token's signature and the order's stage together (a forged link is its 404).
    await orNotFoundPage(decideOrderLink(token, decision as OrderLinkDecision), invalid);
  } catch (error) {
    // Moved on meanwhile (the operator confirmed, the link expired, a second press): the page shows where it is.
    if (error instanceof BackendError && error.status === 409) return data({ closed: true }, { status: 409 });
    throw error;
  }
  // The page again, by GET: a reload does not post twice, and it shows the order as the decision left it.
  const url = new URL(args.request.url);
  return redirect(url.pathname + url.search, 303);
}

export default function ConfirmOrderPage() {
  const { order } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const deciding = useNavigation().state === "submitting";
  const t = useStrings("orders");
  const rupees = useRupees();
  const outcome =
    order.stage === "shopper-confirmed"
      ? t["link.confirmed"]
      : order.stage === "cancelled"
        ? t["link.cancelled"]
        : fill(t["link.status"], { stage: t[`stage.${order.stage}`] });
  return (
    <div className="page">
      <div className="card mx-auto max-w-xl space-y-5">
        <h1 className="page-title">{t["link.heading"]}</h1>
        <p className="text-lg font-semibold">
          <bdi dir="ltr">{fill(t["link.order"], { orderNumber: order.orderNumber })}</bdi>
        </p>
        <ul className="space-y-1 border-t border-line pt-4">
          {order.items.map((item, index) => (
            <li key={index}>
              <bdi>{`${item.quantity} × ${lineName(item)}`}</bdi>
            </li>
          ))}
        </ul>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 border-t border-line pt-4">
          <dt className="text-muted">{t["link.toPay"]}</dt>
          <dd className="font-semibold">
            <bdi>{rupees(paisaToRupees(order.totalPaisa), { paisa: true })}</bdi>
          </dd>
          <dt className="text-muted">{t["link.deliverTo"]}</dt>
          <dd>{order.city}</dd>
        </dl>
        {answer?.closed ? (
          <p role="alert" className="field-error">
            {t["link.closed"]}
          </p>
        ) : null}
        {order.open ? (
          <Form method="post" className="space-y-4 border-t border-line pt-4">
            <p>{t["link.ask"]}</p>
            <div className="flex flex-wrap gap-3">
              <button type="submit" name="decision" value="confirm" className="btn-primary" disabled={deciding}>
                {t["link.confirm"]}
              </button>
              <button type="submit" name="decision" value="cancel" className="btn-secondary" disabled={deciding}>
                {t["link.cancel"]}
              </button>
            </div>
          </Form>
        ) : (
          <div role="status" className="space-y-2 border-t border-line pt-4">
            <p className="font-medium">{outcome}</p>
            {order.expired && order.stage === "awaiting-confirmation" ? <p>{t["link.expired"]}</p> : null}
          </div>
        )}
      </div>
    </div>
  );
}

/** A link that is not one of ours (or no longer names an order) says so, in the page's language, with the way on. */
export function ErrorBoundary() {
  const message = (data: unknown) => (data as { message?: unknown } | null)?.message;
  return (
    <GeneralErrorBoundary
      error={useRouteError()}
      statusHandlers={{ 404: (data) => <NotFound text={typeof message(data) === "string" ? String(message(data)) : undefined} /> }}
    />
  );
}
