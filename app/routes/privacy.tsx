import { InfoPage, InfoSection, SupportEmailLink, TextLink } from "~/components/info-page";
import { business } from "../../contract/business";
import { namespaceMeta } from "~/lib/i18n/page-meta";
import { stringsLoader } from "~/lib/i18n/page-strings-loader.server";
import { rich } from "~/lib/i18n/rich";
import { fill, useStrings } from "~/lib/i18n/use-strings";

export const meta = namespaceMeta("privacy");

export const loader = stringsLoader("privacy");

const kept = ["account", "delivery", "orders", "messages", "newsletter"] as const;

export default function PrivacyPage() {
  const t = useStrings("privacy");
  const contactForm = <TextLink to="/contact-us">{t.contactForm}</TextLink>;
  return (
    <InfoPage title={t.title} lead={t.lead}>
      <InfoSection title={t.keepTitle}>
        <ul>
          {kept.map((item) => (
            <li key={item}>
              <strong>{t[`keep.${item}.name`]}</strong>
              {t[`keep.${item}.text`]}
            </li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection title={t.cookiesTitle}>
        <p>{t.cookies}</p>
      </InfoSection>
      <InfoSection title={t.whoTitle}>
        <p>{fill(t.who, { couriers: business.couriers.join(", ") })}</p>
      </InfoSection>
      <InfoSection title={t.howLongTitle}>
        <p>{t.howLong}</p>
      </InfoSection>
      <InfoSection title={t.choicesTitle}>
        <p>{rich(t.choices, { email: <SupportEmailLink />, contactForm })}</p>
      </InfoSection>
      <InfoSection title={t.securityTitle}>
        <p>{t.security}</p>
      </InfoSection>
    </InfoPage>
  );
}
