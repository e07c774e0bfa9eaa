import type { MetaFunction } from "@remix-run/node";
import { InfoPage, InfoSection, SupportEmailLink, SupportPhone, TextLink } from "~/components/info-page";
import { business } from "../../contract/business";
import { formatRupees } from "../../contract/money";
import { pageMeta } from "~/lib/site/seo";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Terms of Service",
    description:
      "The terms of buying from Cookware.pk: accounts, prices in rupees, cash on delivery, delivery, returns, cancellations and warranty.",
  });

export default function TermsPage() {
  const freeShipping = formatRupees(business.freeShippingThresholdRupees);
  return (
    <InfoPage title="Terms of Service" lead="These terms apply to every order placed on Cookware.pk. By placing an order you accept them.">
      <InfoSection title="Your account">
        <p>
          You need an account to place an order. Keep your password to yourself; you are responsible for orders placed with your account.
          Give us a correct name, phone number and delivery address.
        </p>
      </InfoSection>
      <InfoSection title="Prices">
        <p>
          Prices are in Pakistani rupees and include taxes. The price that applies is the one shown when you place your order. If a price
          was shown by mistake, we will tell you before dispatch and you may cancel at no cost.
        </p>
      </InfoSection>
      <InfoSection title="Cash on delivery">
        <ul>
          <li>Orders placed on this website are paid in cash to the courier when your order is delivered.</li>
          <li>Please have the exact amount ready; couriers may not carry change.</li>
          <li>
            You may check the parcel for visible damage before paying. Refusing a parcel without a reason may lead us to ask for advance
            payment on later orders.
          </li>
          <li>Card payment is currently unavailable.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Delivery">
        <p>
          We deliver across Pakistan, usually in {business.deliveryBusinessDays.majorCities} business days to major cities and{" "}
          {business.deliveryBusinessDays.elsewhere} business days elsewhere. Shipping is free on orders above {freeShipping} and costs{" "}
          {formatRupees(business.flatShippingRupees)} below it; remote areas may cost extra. See our{" "}
          <TextLink to="/shipping-returns">shipping and returns policy</TextLink>.
        </p>
      </InfoSection>
      <InfoSection title="Changes, cancellations and returns">
        <p>
          You can change or cancel an order within {business.orderChangeWindowHours} hours of placing it. Unused items in their original
          packaging can be returned within {business.returnWindowDays} days of delivery with proof of purchase; refunds are made within{" "}
          {business.refundBusinessDays} business days of us receiving the item.
        </p>
      </InfoSection>
      <InfoSection title="Warranty">
        <p>
          Our cookware carries a lifetime warranty against manufacturing defects. It does not cover wear from normal use, or damage from
          misuse, overheating or abrasive cleaning (see our <TextLink to="/product-care">product care guide</TextLink>
          ).
        </p>
      </InfoSection>
      <InfoSection title="Your data">
        <p>
          How we use your data is explained in our <TextLink to="/privacy">privacy policy</TextLink>.
        </p>
      </InfoSection>
      <InfoSection title="Law and questions">
        <p>
          These terms are governed by the laws of Pakistan. Questions? Email <SupportEmailLink /> or call <SupportPhone />.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
