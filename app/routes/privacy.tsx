import type { MetaFunction } from "@remix-run/node";
import { InfoPage, InfoSection, SupportEmailLink, TextLink } from "~/components/info-page";
import { business } from "../../contract/business";
import { pageMeta } from "~/lib/site/seo";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Privacy Policy",
    description: "What personal data Cookware.pk keeps, why we keep it, how long, who sees it, and how to ask us to change or delete it.",
  });

export default function PrivacyPage() {
  return (
    <InfoPage
      title="Privacy Policy"
      lead="We keep only the data we need to sell and deliver your cookware and to answer your questions. We do not sell it, and we do not track you across other websites."
    >
      <InfoSection title="What we keep, and why">
        <ul>
          <li>
            <strong>Your account</strong>: your name, email address and a password stored only as a one-way hash, so that you can sign in
            and see your orders.
          </li>
          <li>
            <strong>Your phone number and delivery addresses</strong>, so that couriers can deliver your orders and call you when they
            arrive.
          </li>
          <li>
            <strong>Your cart and your orders</strong>: the products, quantities, prices, delivery address and status of each order, to
            deliver it, handle returns and warranty claims, and keep the accounting records the law requires.
          </li>
          <li>
            <strong>Messages you send us</strong> through the contact form (name, email address, phone number, subject and message), to
            answer them.
          </li>
          <li>
            <strong>Your email address for our newsletter</strong>, only if you subscribe, to send you news and offers.
          </li>
        </ul>
      </InfoSection>
      <InfoSection title="Cookies">
        <p>
          We use one cookie that keeps you signed in and carries short messages from one page to the next (such as &ldquo;Your message has
          been sent!&rdquo;). It is needed for the store to work. We use no advertising or analytics cookies.
        </p>
      </InfoSection>
      <InfoSection title="Who sees your data">
        <p>
          Our staff, to process your orders and answer you; our couriers ({business.couriers.join(", ")}), who receive your name, phone
          number and delivery address; and the companies that host our website and send our emails, under contracts that bind them to keep
          it confidential. We never sell your data.
        </p>
      </InfoSection>
      <InfoSection title="How long we keep it">
        <p>
          Account data as long as your account is open. Order records for as long as tax law requires. Contact messages for up to two years.
          Newsletter subscriptions until you unsubscribe.
        </p>
      </InfoSection>
      <InfoSection title="Your choices">
        <p>
          You can see and correct your name, phone number and addresses in your profile at any time. To get a copy of your data, or to have
          your account and data deleted, email us at <SupportEmailLink /> or use our <TextLink to="/contact-us">contact form</TextLink>. We
          answer within 30 days.
        </p>
      </InfoSection>
      <InfoSection title="Security">
        <p>
          Passwords are stored only as slow one-way hashes, the website is served over an encrypted connection, and only the staff who need
          your data can see it.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
