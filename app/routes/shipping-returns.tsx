import { MAJOR_CITIES } from "../../contract/delivery";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteError } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { InfoPage, InfoSection, TextLink } from "~/components/info-page";
import { requireViewer } from "~/lib/auth/viewer.server";
import { business } from "../../contract/business";
import { env } from "~/lib/env.server";
import { joinList } from "~/lib/site/text";
import { requestLanguage, stringsOf } from "~/lib/i18n/i18n.server";
import { rich } from "~/lib/i18n/rich";
import { fill, useStrings } from "~/lib/i18n/use-strings";
import { pageMeta } from "~/lib/site/seo";
import { fetchDeliveryRule } from "~/lib/backend/settings.server";
import { deliveryChargeLines } from "~/lib/content/delivery-charges";
import { useRupees } from "~/lib/i18n/use-rupees";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta({ title: data.strings.shipping.title, description: data.strings.shipping.description }) : [];

// Guarded like the catalogue: signed-in shoppers only, unless the operator opened the catalogue.
export async function loader(args: LoaderFunctionArgs) {
  if (!env().PUBLIC_CATALOGUE) await requireViewer(args);
  const language = await requestLanguage(args.request, args.context);
  // Lists read as each language writes them: "TCS, Leopards and M&P", "TCS، Leopards، M&P".
  const list = (items: readonly string[]) => (language === "ur" ? items.join("، ") : joinList(items));
  return {
    strings: stringsOf(language, "shipping", "delivery"),
    cities: list(MAJOR_CITIES),
    couriers: list(business.couriers),
    deliveryRule: await fetchDeliveryRule(),
  };
}

export default function ShippingReturnsPage() {
  const { cities, couriers, deliveryRule } = useLoaderData<typeof loader>();
  const t = useStrings("shipping");
  const delivery = useStrings("delivery");
  const rupees = useRupees();
  return (
    <InfoPage title={t.title} lead={t.lead}>
      <InfoSection title={t.timesTitle}>
        <ul>
          <li>{fill(t.majorCities, { cities })}</li>
          <li>{t.elsewhere}</li>
        </ul>
      </InfoSection>
      <InfoSection title={t.chargesTitle}>
        <ul>
          {deliveryChargeLines(deliveryRule, delivery, rupees).map((line) => (
            <li key={line}>{line}</li>
          ))}
          <li>{delivery.shownAtCheckout}</li>
        </ul>
      </InfoSection>
      <InfoSection title={t.couriersTitle}>
        <p>{fill(t.couriers, { couriers })}</p>
      </InfoSection>
      <InfoSection title={t.returnsTitle}>
        <ul>
          <li>{t.returnsWithin}</li>
          <li>{t.unused}</li>
          <li>{t.returnShipping}</li>
        </ul>
      </InfoSection>
      <InfoSection title={t.refundsTitle}>
        <p>{t.refunds}</p>
      </InfoSection>
      <InfoSection title={t.changingTitle}>
        <p>{t.changing}</p>
      </InfoSection>
      <InfoSection title={t.notReturnableTitle}>
        <ul>
          <li>{t.clearance}</li>
          <li>{t.custom}</li>
          <li>{t.misuse}</li>
        </ul>
      </InfoSection>
      <p>{rich(t.questions, { contactLink: <TextLink to="/contact-us">{t.contactLink}</TextLink> })}</p>
    </InfoPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />;
}
