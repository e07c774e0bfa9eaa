import { InfoPage, InfoSection, SupportEmailLink, SupportPhone, TextLink } from "~/components/info-page";
import { namespaceMeta } from "~/lib/i18n/page-meta";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { deliveryPageData } from "~/lib/content/delivery-page.server";
import { useDeliveryChargesText } from "~/lib/content/use-delivery-charges";
import { rich } from "~/lib/i18n/rich";
import { useStrings } from "~/lib/i18n/use-strings";

export const meta = namespaceMeta("terms");

export const loader = (args: LoaderFunctionArgs) => deliveryPageData(args, "terms");

export default function TermsPage() {
  const t = useStrings("terms");
  const charges = useDeliveryChargesText();
  return (
    <InfoPage title={t.title} lead={t.lead}>
      <InfoSection title={t.accountTitle}>
        <p>{t.account}</p>
      </InfoSection>
      <InfoSection title={t.pricesTitle}>
        <p>{t.prices}</p>
      </InfoSection>
      <InfoSection title={t.codTitle}>
        <ul>
          {([t.cod1, t.cod2, t.cod3, t.cod4] as const).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection title={t.deliveryTitle}>
        <p>{rich(t.delivery, { charges, shippingLink: <TextLink to="/shipping-returns">{t.shippingLink}</TextLink> })}</p>
      </InfoSection>
      <InfoSection title={t.changesTitle}>
        <p>{t.changes}</p>
      </InfoSection>
      <InfoSection title={t.warrantyTitle}>
        <p>{rich(t.warranty, { careLink: <TextLink to="/product-care">{t.careLink}</TextLink> })}</p>
      </InfoSection>
      <InfoSection title={t.dataTitle}>
        <p>{rich(t.data, { privacyLink: <TextLink to="/privacy">{t.privacyLink}</TextLink> })}</p>
      </InfoSection>
      <InfoSection title={t.lawTitle}>
        <p>{rich(t.law, { email: <SupportEmailLink />, phone: <SupportPhone /> })}</p>
      </InfoSection>
    </InfoPage>
  );
}
