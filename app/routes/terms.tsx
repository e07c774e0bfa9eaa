import { InfoPage, InfoSection, SupportEmailLink, SupportPhone, TextLink } from "~/components/info-page";
import { namespaceMeta } from "~/lib/i18n/page-meta";
import { stringsLoader } from "~/lib/i18n/page-strings-loader.server";
import { rich } from "~/lib/i18n/rich";
import { useStrings } from "~/lib/i18n/use-strings";

export const meta = namespaceMeta("terms");

export const loader = stringsLoader("terms");

export default function TermsPage() {
  const t = useStrings("terms");
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
        <p>{rich(t.delivery, { shippingLink: <TextLink to="/shipping-returns">{t.shippingLink}</TextLink> })}</p>
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
