import { lineName } from "../../contract/line-name";
import type { SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { OrderItems } from "~/components/orders/order-items";
import { English } from "~/components/ui/english";
import { OrderTimeline } from "~/components/orders/order-timeline";
import { ShippingAddress } from "~/components/orders/shipping-address";
import { CancelOwnOrderForm, ReturnRequestForm } from "~/components/orders/shopper-order-actions";
import { signedInPost } from "~/lib/forms/signed-in-post.server";
import { isMultipart } from "~/lib/forms/photo-upload.server";
import { assertSameOrigin } from "~/lib/security/same-origin.server";
import { addReturnPhotoFromForm, removeReturnPhotoFromForm } from "~/lib/orders/return-photo-actions.server";
import { ADD_RETURN_PHOTO, REMOVE_RETURN_PHOTO } from "~/lib/orders/return-photo-intents";
import { ReturnPhotos } from "~/components/orders/return-photos";
import { returnPhotosOpen } from "../../contract/order-lifecycle/return-photos";
import { returnPhotoViews } from "~/lib/orders/return-photo-views";
import { takeShopperStep } from "~/lib/orders/shopper-steps.server";
import { timelineView } from "~/lib/orders/timeline";
import { OrderStatusBadge, PaymentStatusBadge } from "~/components/orders/status-badge";
import { requireViewer } from "~/lib/auth/viewer.server";
import { formatShortDate } from "~/lib/site/dates";
import { orderNumberLabel } from "~/lib/orders/orders";
import { orderView } from "~/lib/orders/order-view";
import { orNotFoundPage } from "~/lib/backend/client.server";
import { fetchOrder } from "~/lib/backend/orders.server";
import { ORDER_NOT_FOUND } from "../../contract/messages";
import { formatRupees } from "../../contract/money";
import { localLabel, localPaymentMethod } from "~/lib/orders/order-strings";
import { messageTranslations, requestLanguage, stringsOf } from "~/lib/i18n/i18n.server";
import { useLocalMessage } from "~/lib/i18n/use-local-message";
import { OrderReviewForms } from "~/components/reviews/order-review-forms";
import { reviewableProducts } from "~/lib/reviews/reviewable-products.server";
import { postReview } from "~/lib/reviews/review-action.server";
import { isReviewAnswer, REVIEW_INTENT } from "~/lib/reviews/review-answer";
import { rich } from "~/lib/i18n/rich";
import { fill, useStrings } from "~/lib/i18n/use-strings";
import { orErrorMeta } from "~/lib/site/error-meta";

// Keeps this page's own Cache-Control (no-store) on the HTML document, not only on data requests.
export { cacheControlHeaders as headers } from "~/lib/site/cache-headers";
export { revalidateOnConflict as shouldRevalidate } from "~/lib/forms/revalidate-on-conflict";
export { returnPhotoClientAction as clientAction } from "~/lib/orders/return-photo-client-action";

export const meta: MetaFunction<typeof loader> = orErrorMeta(({ data }) => [
  { title: fill(data.strings.orders.orderTitle, { label: data.label }) },
  { name: "robots", content: "noindex" },
]);

export async function loader(args: LoaderFunctionArgs) {
  const viewer = await requireViewer(args);
  const order = await orNotFoundPage(fetchOrder(viewer.token, args.params.orderId ?? ""), ORDER_NOT_FOUND);
  const language = await requestLanguage(args.request, args.context);
  const strings = stringsOf(language, "orders", "ratings");
  const t = strings.orders;
  return data(
    {
      strings,
      messageTranslations: messageTranslations(language),
      label: orderNumberLabel(order),
      date: formatShortDate(order.createdAt, language),
      // A tracking ID is the courier's, once it has the parcel: before that there is none to show.
      trackingId: order.courier ? order.trackingId : null,
      orderReference: order.orderReference,
      orderStatus: order.orderStatus,
      paymentStatus: order.paymentStatus,
      paymentMethod: localPaymentMethod(order.paymentMethod, t),
      stage: localLabel(t, "stage", order.stage),
      version: order.version,
      courier: order.courier,
      courierTrackingUrl: order.courierTrackingUrl,
      timeline: timelineView(order.timeline, language).map((entry) => ({ ...entry, label: localLabel(t, "step", entry.step) })),
      canCancel: order.canCancel,
      canChange: order.changeClosedReason === null,
      canRequestReturn: order.canRequestReturn,
      returnableLines: order.items.map((item) => ({
        itemId: item._id,
        name: lineName(item),
        quantity: item.quantity,
        // The policy's reason a line stays with the shopper (a final sale, or bought on sale).
        exclusion: item.returnExclusion ? localLabel(t, "returnExclusion", item.returnExclusion) : null,
      })),
      returnRequest: order.returnRequest
        ? {
            status: localLabel(t, "return", order.returnRequest.status),
            reason: order.returnRequest.reason ? localLabel(t, "returnReason", order.returnRequest.reason) : null,
            note: order.returnRequest.note,
            photosOpen: returnPhotosOpen(order.returnRequest.status),
            photos: returnPhotoViews(order.orderId, order.returnRequest.photos),
            lines: order.returnRequest.lines.map((line) => ({
              itemId: line.itemId,
              name: lineName(line),
              quantity: line.quantity,
              refused: line.refused,
            })),
          }
        : null,
      refunds: order.refunds.map((refund, index) => ({
        key: `${refund.at}-${index}`,
        amount: formatRupees(refund.amount, { paisa: true }),
        method: localLabel(t, "refundMethod", refund.method),
        date: formatShortDate(refund.at, language),
        reference: refund.reference ? fill(t.refundReference, { reference: refund.reference }) : null,
      })),
      ...orderView(order),
      reviewable: await reviewableProducts(viewer.token, order),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action(args: ActionFunctionArgs) {
  const orderId = args.params.orderId ?? "";
  // The return photo's upload: who is asking is known before its bytes are read.
  if (isMultipart(args.request)) {
    assertSameOrigin(args.request);
    const viewer = await requireViewer(args);
    return addReturnPhotoFromForm(args.request, viewer.token, orderId);
  }
  const { viewer, formData } = await signedInPost(args);
  if (formData.get("intent") === REMOVE_RETURN_PHOTO) return removeReturnPhotoFromForm(args.request, viewer.token, orderId, formData);
  if (formData.get("intent") === REVIEW_INTENT) {
    const here = `/orders/${encodeURIComponent(orderId)}`;
    return postReview(args.request, viewer.token, String(formData.get("productId") ?? ""), formData, here);
  }
  return takeShopperStep(args.request, viewer.token, orderId, formData);
}

export default function OrderDetailPage() {
  const order = useLoaderData<typeof loader>();
  const pageAnswer = useActionData<typeof action>();
  const answer = pageAnswer && !isReviewAnswer(pageAnswer) ? pageAnswer : undefined;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  const t = useStrings("orders");
  const local = useLocalMessage();
  const lastResult = (intent: string) =>
    answer?.intent === intent && answer.result ? (answer.result as SubmissionResult<string[]>) : undefined;
  return (
    <div className="page">
      <Link to="/orders" className="text-sm font-medium text-brand-700 underline">
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>{" "}
        {t.backToHistory}
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="page-title">{rich(t.orderHeading, { label: <bdi>{order.label}</bdi> })}</h1>
        <OrderStatusBadge status={order.orderStatus} label={localLabel(t, "status", order.orderStatus)} />
      </div>
      <p className="mt-2 text-muted">{rich(t.placedOn, { date: <bdi>{order.date}</bdi>, stage: order.stage })}</p>
      {answer?.banner ? (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
          {local(answer.banner)}
        </p>
      ) : null}

      <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div className="min-w-0 space-y-6">
          <OrderItems items={order.items} totals={order.totals} labels={t} />
          <OrderTimeline entries={order.timeline} labels={t} />
          <OrderReviewForms products={order.reviewable} answer={isReviewAnswer(pageAnswer) ? pageAnswer : undefined} />
        </div>

        <div className="space-y-6">
          <section aria-labelledby="delivery-heading" className="card">
            <h2 id="delivery-heading" className="text-lg font-semibold">
              {t.delivery}
            </h2>
            <dl className="mt-3 space-y-3 text-sm">
              {order.courier ? (
                <div>
                  <dt className="font-medium">{t.courier}</dt>
                  <dd>{order.courier}</dd>
                </div>
              ) : null}
              <div>
                <dt className="font-medium">{t.orderReference}</dt>
                <dd className="font-mono">
                  <bdi>{order.orderReference}</bdi>
                </dd>
              </div>
              <div>
                <dt className="font-medium">{t.trackingId}</dt>
                <dd className={order.trackingId ? "font-mono" : undefined}>
                  {order.trackingId ? <bdi>{order.trackingId}</bdi> : t.notAssigned}
                </dd>
                {order.courierTrackingUrl ? (
                  <dd>
                    <a
                      href={order.courierTrackingUrl}
                      className="font-medium text-brand-700 underline"
                      rel="noopener noreferrer"
                      target="_blank"
                    >
                      {fill(t.trackWith, { courier: order.courier ?? "" })}
                    </a>
                  </dd>
                ) : null}
              </div>
              {order.customer.phone ? (
                <div>
                  <dt className="font-medium">{t.contact}</dt>
                  <dd className="untrusted-text">
                    {order.customer.name ? <span className="block">{order.customer.name}</span> : null}
                    <bdi className="block">{order.customer.phone}</bdi>
                  </dd>
                </div>
              ) : null}
              <div>
                <dt className="font-medium">{t.shippingAddress}</dt>
                <dd>
                  <ShippingAddress lines={order.address} notRecorded={t.notRecorded} />
                </dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="payment-heading" className="card">
            <h2 id="payment-heading" className="text-lg font-semibold">
              {t.payment}
            </h2>
            <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
              {order.paymentMethod}{" "}
              <PaymentStatusBadge status={order.paymentStatus} label={localLabel(t, "payment", order.paymentStatus)} />
            </p>
            {order.refunds.length > 0 ? (
              <ul className="mt-3 space-y-2 text-sm">
                {order.refunds.map((refund) => (
                  <li key={refund.key}>
                    {/* The amount and date keep their left-to-right order inside an Urdu sentence. */}
                    {rich(t.refundLine, { amount: <bdi>{refund.amount}</bdi>, method: refund.method, date: <bdi>{refund.date}</bdi> })}
                    {refund.reference ? <bdi className="block text-muted">{refund.reference}</bdi> : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
          {order.canChange ? (
            <section aria-labelledby="change-heading" className="card">
              <h2 id="change-heading" className="text-lg font-semibold">
                {t.changeHeading}
              </h2>
              <p className="mt-2 text-sm text-muted">{t.changeWithin}</p>
              <Link to="change" relative="path" className="btn-secondary mt-3 inline-flex">
                {t.changeOrder}
              </Link>
            </section>
          ) : null}
          {order.canCancel ? (
            <CancelOwnOrderForm
              version={order.version}
              lastResult={lastResult("cancel-order")}
              busy={busy === "cancel-order"}
              orderLabel={order.label}
              asking={answer?.intent === "cancel-order" && answer.asking === true}
            />
          ) : null}
          {order.canRequestReturn ? (
            <ReturnRequestForm
              version={order.version}
              lastResult={lastResult("request-return")}
              busy={busy === "request-return"}
              lines={order.returnableLines}
            />
          ) : null}
          {order.returnRequest ? (
            <section aria-labelledby="return-status-heading" className="card">
              <h2 id="return-status-heading" className="text-lg font-semibold">
                {t.yourReturn}
              </h2>
              <p className="mt-2 text-sm">{order.returnRequest.status}</p>
              <ul role="list" className="mt-2 text-sm">
                {order.returnRequest.lines.map((line) => (
                  <li key={line.itemId}>
                    <English>{line.name}</English> × <bdi>{line.quantity}</bdi>
                    {line.refused ? ` · ${t.lineNotAccepted}` : null}
                  </li>
                ))}
              </ul>
              {order.returnRequest.reason ? <p className="mt-1 text-sm">{order.returnRequest.reason}</p> : null}
              {order.returnRequest.note ? <p className="untrusted-text mt-1 text-sm text-muted">{order.returnRequest.note}</p> : null}
              <ReturnPhotos
                photos={order.returnRequest.photos}
                open={order.returnRequest.photosOpen}
                lastResult={lastResult(ADD_RETURN_PHOTO)}
                busy={busy === ADD_RETURN_PHOTO ? "add" : busy === REMOVE_RETURN_PHOTO ? "remove" : null}
              />
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}

export { OrderErrorBoundary as ErrorBoundary } from "~/components/orders/order-error-boundary";
