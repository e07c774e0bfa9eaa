import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteError } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { adminMeta } from "~/lib/admin/meta";
import { ADMIN_HEADERS, requireOperator } from "~/lib/admin/operator.server";
import { queuePath } from "~/lib/admin/queue";
import { fetchDashboard } from "~/lib/backend/admin-orders.server";
import { formatRupees } from "../../contract/money";
import { CASH_WITH_COURIERS, cashAgeBuckets, REMITTANCES_PATH } from "../../contract/order-lifecycle/remittances";
import {
  DASHBOARD_WINDOW_DAYS,
  MESSAGE_UNSENT_CAPTION,
  messageAnswerLabels,
  messageAnswersCaption,
  MESSAGES_HEADING,
  messagesExplained,
  messageUnsentLabels,
  NO_ANSWER_QUEUE_LINK,
  NO_MESSAGE_SENT,
  NO_REFUSAL_FIGURES,
  othersLabel,
  refusalRateText,
  type RefusalTableJson,
  REFUSALS_HEADING,
  refusalsExplained,
  shareText,
} from "../../contract/order-lifecycle/dashboard-rates";

export { cacheControlHeaders as headers } from "~/lib/site/cache-headers";

export const meta: MetaFunction = ({ error }) => adminMeta("Dashboard", error);

export async function loader(args: LoaderFunctionArgs) {
  const operator = await requireOperator(args);
  const figures = await fetchDashboard(operator.token);
  const tiles = [
    { label: "Today's orders", value: String(figures.ordersToday), href: queuePath({ tab: "to-confirm" }) },
    { label: "To confirm", value: String(figures.toConfirm), href: queuePath({ tab: "to-confirm" }) },
    { label: "To ship", value: String(figures.toShip), href: queuePath({ tab: "to-ship" }) },
    { label: "Cash to collect", value: formatRupees(figures.cashToCollect), href: queuePath({ tab: "shipped" }) },
    { label: "Delivered this week", value: String(figures.deliveredThisWeek), href: queuePath({ tab: "delivered" }) },
    { label: "Open returns", value: String(figures.openReturns), href: queuePath({ tab: "returns" }) },
  ];
  const cash = figures.cashWithCouriers;
  const cashWithCouriers = {
    total: `${formatRupees(cash.amount)} in ${cash.count} ${cash.count === 1 ? "order" : "orders"}`,
    byCourier: cash.byCourier.map((row) => ({ label: row.courier, cells: [row.count, formatRupees(row.amount)] })),
    byAge: cash.byAge.map((row) => ({
      label: cashAgeBuckets.find((bucket) => bucket.key === row.bucket)?.label ?? row.bucket,
      cells: [row.count, formatRupees(row.amount)],
    })),
  };
  const refusalRows = ({ rows, others }: RefusalTableJson, noun: "city" | "courier") =>
    [...rows, ...(others ? [{ ...others, label: othersLabel(others.count, noun) }] : [])].map((row) => ({
      label: row.label,
      cells: [row.shipped, row.refused, refusalRateText(row.rate)],
    }));
  const refusals = { byCity: refusalRows(figures.refusals.byCity, "city"), byCourier: refusalRows(figures.refusals.byCourier, "courier") };
  const answers = figures.messageAnswers;
  const messages = {
    summary: messagesExplained(DASHBOARD_WINDOW_DAYS, answers.placed),
    sent: answers.sent,
    // Never a rate of nothing: with no message sent, the page says so in words.
    answered:
      answers.sent === 0
        ? null
        : (["confirmed", "cancelled", "noAnswer"] as const).map((key) => ({
            label: messageAnswerLabels[key],
            cells: [shareText(answers[key], answers.sent)],
          })),
    // Waiting and not queued only when there are some: the failed and the opted out are always shown.
    unsent: (["failed", "optedOut", "waiting", "notQueued"] as const)
      .filter((key) => key === "failed" || key === "optedOut" || answers[key] > 0)
      .map((key) => ({ label: messageUnsentLabels[key], cells: [answers[key]] })),
  };
  return data({ tiles, cashWithCouriers, refusals, messages }, { headers: ADMIN_HEADERS });
}

export default function AdminDashboard() {
  const { tiles, cashWithCouriers, refusals, messages } = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <h1 className="page-title">Dashboard</h1>
      <ul role="list" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map((tile) => (
          <li key={tile.label}>
            <Link to={tile.href} className="card block hover:border-brand-500">
              <p className="text-sm font-medium text-muted">{tile.label}</p>
              <p className="mt-2 text-2xl font-bold">{tile.value}</p>
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="cash-heading" className="card mt-8">
        <h2 id="cash-heading" className="text-lg font-semibold">
          {CASH_WITH_COURIERS}
        </h2>
        <p className="mt-1 text-sm text-muted">
          Delivered cash-on-delivery orders no courier payment report has paid yet: {cashWithCouriers.total}.{" "}
          <Link to={REMITTANCES_PATH} className="font-medium text-brand-700 underline">
            Import a payment report
          </Link>
        </p>
        <div className="mt-4 grid items-start gap-6 sm:grid-cols-2">
          <FigureTable caption="By courier" headings={["Courier", "Orders", "Cash"]} rows={cashWithCouriers.byCourier} />
          <FigureTable caption="By days since delivery" headings={["Delivered", "Orders", "Cash"]} rows={cashWithCouriers.byAge} />
        </div>
      </section>
      <section aria-labelledby="refusals-heading" className="card mt-8">
        <h2 id="refusals-heading" className="text-lg font-semibold">
          {REFUSALS_HEADING}
        </h2>
        <p className="mt-1 text-sm text-muted">{refusalsExplained(DASHBOARD_WINDOW_DAYS)}</p>
        <div className="mt-4 grid items-start gap-6 sm:grid-cols-2">
          <FigureTable
            caption="By city"
            headings={["City", "Shipped", "Refused", "Rate"]}
            rows={refusals.byCity}
            empty={NO_REFUSAL_FIGURES(DASHBOARD_WINDOW_DAYS)}
          />
          <FigureTable
            caption="By courier"
            headings={["Courier", "Shipped", "Refused", "Rate"]}
            rows={refusals.byCourier}
            empty={NO_REFUSAL_FIGURES(DASHBOARD_WINDOW_DAYS)}
          />
        </div>
      </section>
      <section aria-labelledby="messages-heading" className="card mt-8">
        <h2 id="messages-heading" className="text-lg font-semibold">
          {MESSAGES_HEADING}
        </h2>
        <p className="mt-1 text-sm text-muted">{messages.summary}</p>
        <div className="mt-4 grid items-start gap-6 sm:grid-cols-2">
          {messages.answered ? (
            <FigureTable caption={messageAnswersCaption(messages.sent)} headings={["Answer", "Orders"]} rows={messages.answered} />
          ) : (
            <p className="text-sm">{NO_MESSAGE_SENT(DASHBOARD_WINDOW_DAYS)}</p>
          )}
          <FigureTable caption={MESSAGE_UNSENT_CAPTION} headings={["Why", "Orders"]} rows={messages.unsent} />
        </div>
        <p className="mt-4 text-sm">
          <Link to={queuePath({ tab: "no-answer" })} className="font-medium text-brand-700 underline">
            {NO_ANSWER_QUEUE_LINK}
          </Link>
        </p>
      </section>
    </div>
  );
}

/** A small table of figures: a row header (a name typed by a shopper, a city, may be long), then figures aligned right. */
function FigureTable({
  caption,
  headings,
  rows,
  empty = "None",
}: {
  caption: string;
  headings: [string, ...string[]];
  rows: { label: string; cells: (string | number)[] }[];
  empty?: string;
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="text-left font-medium">{caption}</caption>
      <thead>
        <tr className="border-b border-line">
          {headings.map((heading, column) => (
            <th key={heading} scope="col" className={column === 0 ? "py-1" : "py-1 pl-2 text-right"}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={headings.length} className="py-1 text-muted">
              {empty}
            </td>
          </tr>
        ) : null}
        {rows.map((row) => (
          <tr key={row.label} className="border-b border-line">
            <th scope="row" className="untrusted-text py-1 font-normal">
              {row.label}
            </th>
            {row.cells.map((cell, column) => (
              <td key={headings[column + 1]} className="py-1 pl-2 text-right whitespace-nowrap">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />;
}
