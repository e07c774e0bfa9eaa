import type { MetaFunction } from "@remix-run/node";
import { InfoPage, InfoSection, SupportEmailLink, SupportPhone, TextLink } from "~/components/info-page";
import { pageMeta } from "~/lib/site/seo";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Accessibility",
    description:
      "Our commitment to a store everyone can use: keyboard and screen-reader support, pages that work without JavaScript, and how to reach us.",
  });

export default function AccessibilityPage() {
  return (
    <InfoPage
      title="Accessibility"
      lead="Everyone should be able to shop for cookware with us, whatever device, browser or assistive technology they use."
    >
      <InfoSection title="Our commitment">
        <p>We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA on every page of this store.</p>
      </InfoSection>
      <InfoSection title="What we do">
        <ul>
          <li>Every page and every form works without JavaScript, on slow connections and on older phones.</li>
          <li>Menus, forms and the cart can be used with the keyboard alone, with a visible focus outline.</li>
          <li>Headings, labels and landmarks let screen readers find their way; images have text alternatives.</li>
          <li>Error messages appear next to the field they are about, in words.</li>
          <li>Text can be enlarged to 200% without losing content.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Tell us what does not work">
        <p>
          If something on this site is hard to use, please tell us, and we will help you order by phone in the meantime. Email{" "}
          <SupportEmailLink />, call <SupportPhone withHours />, or use our <TextLink to="/contact-us">contact form</TextLink>. We answer
          within two business days.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
