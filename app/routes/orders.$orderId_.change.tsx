import type { SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { ConfirmChangeForm, NewAddressForChange, OrderChangeForm } from "~/components/orders/order-change-form";
import { OrderItems } from "~/components/orders/order-items";
import { ShippingAddress } from "~/components/orders/shipping-address";
import { addressLines } from "~/lib/account/addresses";
import { requireViewer } from "~/lib/auth/viewer.server";
import { orNotFoundPage } from "~/lib/backend/client.server";
import { fetchOrder } from "~/lib/backend/orders.server";
import { fetchProfile } from "~/lib/backend/profile.server";
import { signedInPost } from "~/lib/forms/signed-in-post.server";
import { messageTranslations, requestLanguage, stringsOf } from "~/lib/i18n/i18n.server";
import { useLocalMessage } from "~/lib/i18n/use-local-message";
import { fill, useStrings } from "~/lib/i18n/use-strings";
import { ADD_CHANGE_ADDRESS, type OrderChangeAnswer } from "~/lib/orders/order-change";
import { takeOrderChange } from "~/lib/orders/order-change.server";
import { orderNumberLabel, orderPath } from "~/lib/orders/orders";
import { orderView } from "~/lib/orders/order-view";
import { orErrorMeta } from "~/lib/site/error-meta";
import { ORDER_NOT_FOUND } from "../../contract/messages";
import { ORDER_CHANGE_CLOSED } from "../../contract/order-lifecycle/messages";
import { formatRupees } from "../../contract/money";
import { localMobile } from "../../contract/phone";

export { cacheControlHeaders as headers } from "~/lib/site/cache-headers";
export { revalidateOnConflict as shouldRevalidate } from "~/lib/forms/revalidate-on-conflict";

export const meta: MetaFunction<typeof loader> = orErrorMeta(({ data }) => [
  { title: fill(data.strings.orders.changeTitle, { label: data.label }) },
  { name: "robots", content: "noindex" },
]);

const oneLine = (parts: Parameters<typeof addressLines>[0]) => addressLines(parts).filter(Boolean).join(", ");

export async function loader(args: LoaderFunctionArgs) {
  const viewer = await requireViewer(args);
  const [order, profile, language] = await Promise.all([
    orNotFoundPage(fetchOrder(viewer.token, args.params.orderId ?? ""), ORDER_NOT_FOUND),
    fetchProfile(viewer.token),
    requestLanguage(args.request, args.context),
  ]);
  const chosen = new URL(args.request.url).searchParams.get("address");
  const currentAddress = oneLine(order.shippingAddress);
  return data(
    {
      strings: stringsOf(language, "orders", "addresses"),
      messageTranslations: messageTranslations(language),
      label: orderNumberLabel(order),
      orderHref: orderPath(order),
      closed: order.changeClosedReason ? ORDER_CHANGE_CLOSED[order.changeClosedReason] : null,
      version: order.version,
      lines: order.items.map((item) => ({
        itemId: item._id,
        name: item.name,
        size: item.size,
        quantity: item.quantity,
        unitPrice: formatRupees(item.price, { paisa: true }),
      })),
      currentAddress,
      // The address the order already goes to is "Keep the current address", not a second choice.
      addresses: profile.addresses
        .map((address) => ({ id: address._id, text: oneLine(address) }))
        .filter((address) => address.text !== currentAddress || address.id === chosen),
      chosenAddressId: profile.addresses.some((address) => address._id === chosen) ? chosen : null,
      phone: order.customerPhone ? localMobile(order.customerPhone) : "",
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action(args: ActionFunctionArgs) {
  const { viewer, formData } = await signedInPost(args);
  return takeOrderChange(args.request, viewer.token, args.params.orderId ?? "", formData);
}

export default function ChangeOrderPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as OrderChangeAnswer | undefined;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const t = useStrings("orders");
  const local = useLocalMessage();
  const preview = answer?.preview ? orderView(answer.preview) : null;
  const hydrated = useHydrated();
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  // With JavaScript the answer arrives without a page load: the new totals take the focus, as the question they are.
  useEffect(() => {
    if (answer?.preview) reviewHeading.current?.focus();
  }, [answer]);
  const changeResult = answer && answer.intent !== ADD_CHANGE_ADDRESS ? (answer.result as SubmissionResult<string[]>) : undefined;
  return (
    <div className="page max-w-3xl">
      <Link to={page.orderHref} className="text-sm font-medium text-brand-700 underline">
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>{" "}
        {fill(t.backToOrder, { label: page.label })}
      </Link>
      <h1 className="page-title mt-3">{fill(t.changePageHeading, { label: page.label })}</h1>
      {page.closed ? (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
          {local(page.closed)}
        </p>
      ) : (
        <>
          <p className="mt-2 text-muted">{t.changeWithin}</p>
          {preview && answer?.values ? (
            <section aria-labelledby="after-change-heading" className="mt-6 space-y-4 rounded-md border-2 border-brand-700 p-4">
              {/* eslint-disable-next-line jsx-a11y/no-autofocus -- without JavaScript, only autofocus takes the shopper to the totals their own "Review changes" asked for */}
              <h2 id="after-change-heading" ref={reviewHeading} tabIndex={-1} autoFocus={!hydrated} className="text-lg font-semibold">
                {t.afterChange}
              </h2>
              <p className="text-sm">{t.afterChangeHint}</p>
              <OrderItems items={preview.items} totals={preview.totals} labels={t} />
              <dl className="space-y-3 text-sm">
                <div>
                  <dt className="font-medium">{t.shippingAddress}</dt>
                  <dd>
                    <ShippingAddress lines={preview.address} notRecorded={t.notRecorded} />
                  </dd>
                </div>
                {preview.customer.phone ? (
                  <div>
                    <dt className="font-medium">{t.contact}</dt>
                    <dd>
                      <bdi>{preview.customer.phone}</bdi>
                    </dd>
                  </div>
                ) : null}
              </dl>
              <ConfirmChangeForm values={answer.values} keepHref={page.orderHref} />
            </section>
          ) : null}
          <div className="mt-6 space-y-6">
            <OrderChangeForm
              // A new address comes back chosen in the URL: the form starts again from it.
              key={page.chosenAddressId ?? "current"}
              version={page.version}
              lines={page.lines}
              currentAddress={page.currentAddress}
              addresses={page.addresses}
              chosenAddressId={page.chosenAddressId}
              phone={page.phone}
              lastResult={changeResult}
              banner={answer && answer.intent !== ADD_CHANGE_ADDRESS ? answer.banner : null}
              busy={busy}
            />
            <NewAddressForChange
              lastResult={answer?.intent === ADD_CHANGE_ADDRESS ? (answer.result as SubmissionResult<string[]>) : undefined}
              banner={answer?.intent === ADD_CHANGE_ADDRESS ? answer.banner : null}
              busy={busy}
            />
          </div>
        </>
      )}
    </div>
  );
}

export { OrderErrorBoundary as ErrorBoundary } from "~/components/orders/order-error-boundary";
