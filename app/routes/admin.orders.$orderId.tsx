import { resendMessageFromForm } from "~/lib/admin/resend-message.server";
import { RESEND_MESSAGE_INTENT } from "../../contract/order-lifecycle/order-link";
import { ShopperMessages } from "~/components/admin/shopper-messages";
import { shopperMessageLines } from "~/lib/admin/order-messages";
import { operatorReturnPhotoPath } from "../../contract/order-lifecycle/return-photos";
import { lineName } from "../../contract/line-name";
import type { SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import { LogCard } from "~/components/admin/log-card";
import { RiskBadges } from "~/components/admin/risk-badges";
import { ShopperContact } from "~/components/admin/shopper-contact";
import { shopperContactLinks } from "../../contract/order-lifecycle/shopper-contact";
import { OrderStepForm } from "~/components/admin/order-step-form";
import { returnConditionLabels } from "../../contract/order-lifecycle/returns";
import { returnReasonLabels, storePaysReturnShipping } from "../../contract/order-lifecycle/return-policy";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { OrderItems } from "~/components/orders/order-items";
import { OrderTimeline } from "~/components/orders/order-timeline";
import { ShippingAddress } from "~/components/orders/shipping-address";
import { OrderStatusBadge, PaymentStatusBadge } from "~/components/orders/status-badge";
import { adminMeta } from "~/lib/admin/meta";
import { ADMIN_HEADERS, asShopperNotFound, requireOperator } from "~/lib/admin/operator.server";
import { takeStepFromForm } from "~/lib/admin/order-steps.server";
import { orNotFoundPage } from "~/lib/backend/client.server";
import { fetchOperatorOrder } from "~/lib/backend/admin-orders.server";
import { signedInPost } from "~/lib/forms/signed-in-post.server";
import { orderView } from "~/lib/orders/order-view";
import { timelineView } from "~/lib/orders/timeline";
import { paymentMethodLabel } from "~/lib/orders/payment-method";
import { formatDateTime } from "~/lib/site/dates";
import { cancelReasonLabels, orderTransitions, stageLabels } from "../../contract/order-lifecycle/stages";
import { refundMethodLabels } from "../../contract/order-lifecycle/refunds";
import { REMITTANCE_LABEL, remittanceSummary } from "../../contract/order-lifecycle/remittances";
import { formatPaisaExactly, rupeesToPaisa } from "../../contract/money";
import { ORDER_NOT_FOUND } from "../../contract/messages";

export { cacheControlHeaders as headers } from "~/lib/site/cache-headers";
export { revalidateOnConflict as shouldRevalidate } from "~/lib/forms/revalidate-on-conflict";

export const meta: MetaFunction<typeof loader> = ({ data, error }) => adminMeta(data ? `Order ${data.orderId}` : "Order", error);

/** A returned line as the operator's forms name it: "Sultan Handi (No. 5) × 1". */
const lineLabel = (line: { name: string; size: string | null; quantity: number }) => `${lineName(line)} × ${line.quantity}`;

export async function loader(args: LoaderFunctionArgs) {
  const operator = await requireOperator(args);
  const order = await orNotFoundPage(
    fetchOperatorOrder(operator.token, args.params.orderId ?? "").catch((error) => Promise.reject(asShopperNotFound(error))),
    ORDER_NOT_FOUND,
  );
  return data(
    {
      orderId: order.orderId,
      version: order.version,
      stage: stageLabels[order.stage],
      orderStatus: order.orderStatus,
      paymentStatus: order.paymentStatus,
      paymentMethod: paymentMethodLabel(order.paymentMethod),
      placedAt: formatDateTime(order.createdAt),
      risk: order.riskSignals,
      email: order.customerEmail,
      contact: shopperContactLinks(order.customerPhone, order),
      courier: order.courier,
      courierTrackingId: order.courierTrackingId,
      courierTrackingUrl: order.courierTrackingUrl,
      storeTrackingId: order.storeTrackingId,
      confirmation: order.confirmation
        ? {
            by: order.confirmation.byEmail ?? order.confirmation.byUserId,
            at: formatDateTime(order.confirmation.at),
            note: order.confirmation.note,
          }
        : null,
      shopperMessages: shopperMessageLines(order, formatDateTime),
      messageResendable: order.messageResendable,
      cancelReason: order.cancelReason ? cancelReasonLabels[order.cancelReason] : null,
      // What a received-back form asks about: the lines the shopper returns, or every line of a parcel returned to sender.
      parcelLines: (
        order.returnRequest?.lines.filter((line) => !line.refused) ??
        (order.stage === "returning-to-sender"
          ? order.items.map((item) => ({
              itemId: item._id,
              name: item.name,
              size: item.size ?? null,
              quantity: item.quantity,
              refused: false,
              condition: null,
            }))
          : [])
      ).map((line) => ({ itemId: line.itemId, label: lineLabel(line) })),
      returnRequest: order.returnRequest
        ? {
            // The reason from the policy's list, then the shopper's own words (a request from before the list has only those).
            reason: [order.returnRequest.reason ? returnReasonLabels[order.returnRequest.reason] : null, order.returnRequest.note]
              .filter(Boolean)
              .join(": "),
            at: formatDateTime(order.returnRequest.requestedAt),
            photos: order.returnRequest.photos.map((photo) => ({
              id: photo.id,
              small: operatorReturnPhotoPath(order.orderId, photo.id, "small"),
              large: operatorReturnPhotoPath(order.orderId, photo.id, "large"),
            })),
            lines: order.returnRequest.lines.map((line) => ({
              itemId: line.itemId,
              label: lineLabel(line),
              condition: line.refused ? "Not accepted" : line.condition ? returnConditionLabels[line.condition] : null,
            })),
          }
        : null,
      allowedSteps: order.allowedSteps,
      remittance: order.remittance ? remittanceSummary(order.remittance) : null,
      refunds: order.refunds.map((refund, index) => ({
        key: `${refund.at}-${index}`,
        text: `${formatPaisaExactly(rupeesToPaisa(refund.amount))} by ${refundMethodLabels[refund.method]}${refund.reference ? ` (${refund.reference})` : ""} · ${formatDateTime(refund.at)}`,
      })),
      refundable: {
        items: formatPaisaExactly(rupeesToPaisa(order.refundableAmount)),
        withDelivery: formatPaisaExactly(rupeesToPaisa(order.refundableWithDelivery)),
        // The policy: a damaged or wrong item's refund includes the delivery fee (the operator may untick it).
        deliveryBack: storePaysReturnShipping(order.returnRequest?.reason ?? null),
      },
      timeline: timelineView(order.timeline),
      audit: order.audit.map((entry, index) => ({
        key: `${entry.at}-${index}`,
        at: formatDateTime(entry.at),
        who: entry.actorEmail ?? entry.actorUserId,
        role: entry.actorRole,
        step: orderTransitions[entry.step]?.done ?? entry.step,
        change: `${stageLabels[entry.fromStage]} → ${stageLabels[entry.toStage]}`,
        note: entry.note,
      })),
      ...orderView(order),
    },
    { headers: ADMIN_HEADERS },
  );
}

export async function action(args: ActionFunctionArgs) {
  const { formData } = await signedInPost(args);
  const operator = await requireOperator(args);
  if (formData.get("intent") === RESEND_MESSAGE_INTENT)
    return resendMessageFromForm(args.request, operator.token, args.params.orderId ?? "");
  return takeStepFromForm(args.request, operator.token, args.params.orderId ?? "", formData);
}

export default function AdminOrderPage() {
  const order = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const busyStep = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  return (
    <div className="page">
      <Link to="/admin/orders" className="text-sm font-medium text-brand-700 underline">
        ← Orders
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="page-title">Order {order.orderId}</h1>
        <OrderStatusBadge status={order.orderStatus} />
        <PaymentStatusBadge status={order.paymentStatus} />
      </div>
      <p className="mt-2 text-muted">
        {order.stage} · placed {order.placedAt}
      </p>
      <RiskBadges signals={order.risk} withReasons />

      {answer?.banner ? (
        <div role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          <p className="font-medium">{answer.banner}</p>
          {answer.stale ? <p className="mt-1 text-sm">It is now: {order.stage}. Check it and try again if still needed.</p> : null}
        </div>
      ) : null}

      {/* The steps first: on a phone they come before the items, timeline and audit log; on a wide screen they sit on the right. */}
      <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-start-1">
          <section aria-labelledby="actions-heading" className="card space-y-4">
            <h2 id="actions-heading" className="text-lg font-semibold">
              Actions
            </h2>
            {order.allowedSteps.length === 0 ? <p className="text-sm text-muted">Nothing more to do for this order.</p> : null}
            {order.allowedSteps.map((step) => (
              <OrderStepForm
                key={`${step}-${order.version}`}
                step={step}
                orderId={order.orderId}
                version={answer?.step === step && answer.askedVersion !== undefined ? answer.askedVersion : order.version}
                asking={answer?.step === step && answer.asking === true}
                lastResult={answer?.step === step && answer.result ? (answer.result as SubmissionResult<string[]>) : undefined}
                busy={busyStep === step}
                refundable={order.refundable}
                returnedLines={step === "return-approve" ? order.returnRequest?.lines : order.parcelLines}
              />
            ))}
          </section>
          <CustomerCard order={order} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
          <OrderItems items={order.items} totals={order.totals} />
          <OrderTimeline entries={order.timeline} />
          <AuditLog entries={order.audit} />
        </div>
      </div>
    </div>
  );
}

type OrderData = ReturnType<typeof useLoaderData<typeof loader>>;

function CustomerCard({ order }: { order: OrderData }) {
  const rows: [string, React.ReactNode][] = [
    ["Name", order.customer.name ?? "Not recorded"],
    ["Phone", <ShopperContact key="phone" contact={order.contact} />],
    ["Email", order.email ?? "Not recorded"],
    ["Shipping address", <ShippingAddress key="address" lines={order.address} />],
    ["Payment", order.paymentMethod],
    ["Order reference", order.storeTrackingId ?? "—"],
  ];
  if (order.courier) rows.push(["Courier", `${order.courier} ${order.courierTrackingId ?? ""}`]);
  if (order.shopperMessages.length > 0)
    rows.push([
      "Confirmation by message",
      <ShopperMessages key="messages" lines={order.shopperMessages} resendable={order.messageResendable} />,
    ]);
  if (order.remittance) rows.push([REMITTANCE_LABEL, order.remittance]);
  if (order.confirmation) rows.push(["Confirmed", `${order.confirmation.at} by ${order.confirmation.by}`]);
  if (order.cancelReason) rows.push(["Cancel reason", order.cancelReason]);
  if (order.returnRequest) {
    rows.push(["Return reason", `${order.returnRequest.reason} (${order.returnRequest.at})`]);
    rows.push([
      "Returned items",
      <ul key="returned" className="space-y-1">
        {order.returnRequest.lines.map((line) => (
          <li key={line.itemId}>{line.condition ? `${line.label}: ${line.condition}` : line.label}</li>
        ))}
      </ul>,
    ]);
    if (order.returnRequest.photos.length > 0)
      rows.push([
        "Customer's photos",
        <ul key="photos" role="list" className="flex flex-wrap gap-2">
          {order.returnRequest.photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.large} className="block">
                <img
                  src={photo.small}
                  alt={`Returned item as the customer sent it, view ${index + 1} (opens larger)`}
                  className="h-24 w-auto rounded border"
                />
              </a>
            </li>
          ))}
        </ul>,
      ]);
  }
  if (order.refunds.length > 0)
    rows.push([
      "Refunds",
      <ul key="refunds" className="space-y-1">
        {order.refunds.map((refund) => (
          <li key={refund.key}>{refund.text}</li>
        ))}
      </ul>,
    ]);
  return (
    <section aria-labelledby="customer-heading" className="card">
      <h2 id="customer-heading" className="text-lg font-semibold">
        Customer and delivery
      </h2>
      <dl className="mt-3 space-y-3 text-sm">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="font-medium">{term}</dt>
            <dd className="untrusted-text">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function AuditLog({ entries }: { entries: OrderData["audit"] }) {
  const shown = entries.map((entry) => ({
    key: entry.key,
    title: `${entry.step}: ${entry.change}`,
    meta: `${entry.at} · ${entry.who} (${entry.role})`,
    note: entry.note,
  }));
  return <LogCard id="audit-heading" heading="Audit log" empty="No steps taken yet." entries={shown} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />;
}
