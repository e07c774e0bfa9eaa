import { InfoPage, InfoSection, SupportEmailLink, SupportPhone, TextLink } from "~/components/info-page";
import { namespaceMeta } from "~/lib/i18n/page-meta";
import { stringsLoader } from "~/lib/i18n/page-strings-loader.server";
import { rich } from "~/lib/i18n/rich";
import { useStrings } from "~/lib/i18n/use-strings";

export const meta = namespaceMeta("accessibility");

export const loader = stringsLoader("accessibility");

export default function AccessibilityPage() {
  const t = useStrings("accessibility");
  return (
    <InfoPage title={t.title} lead={t.lead}>
      <InfoSection title={t.commitmentTitle}>
        <p>{t.commitment}</p>
      </InfoSection>
      <InfoSection title={t.whatTitle}>
        <ul>
          {([t.what1, t.what2, t.what3, t.what4, t.what5] as const).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection title={t.tellTitle}>
        <p>
          {rich(t.tell, {
            email: <SupportEmailLink />,
            phone: <SupportPhone withHours />,
            contactForm: <TextLink to="/contact-us">{t.contactForm}</TextLink>,
          })}
        </p>
      </InfoSection>
    </InfoPage>
  );
}
