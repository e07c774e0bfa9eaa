import { MAJOR_CITIES } from "../../contract/delivery";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useRouteError } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { InfoPage, InfoSection, TextLink } from "~/components/info-page";
import { requireViewer } from "~/lib/auth/viewer.server";
import { business } from "../../contract/business";
import { env } from "~/lib/env.server";
import { joinList } from "~/lib/site/text";
import { formatRupees } from "../../contract/money";
import { pageMeta } from "~/lib/site/seo";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Shipping & Return Policy",
    description: `Delivery times, shipping charges (free above ${formatRupees(business.freeShippingThresholdRupees)}), couriers, ${business.returnWindowDays}-day returns and refunds at Cookware.pk.`,
  });

// Guarded like the catalogue: signed-in shoppers only, unless the operator opened the catalogue.
export async function loader(args: LoaderFunctionArgs) {
  if (!env().PUBLIC_CATALOGUE) await requireViewer(args);
  return null;
}

export default function ShippingReturnsPage() {
  return (
    <InfoPage
      title="Shipping & Return Policy"
      lead="Everything about getting your cookware to your door, and back to us if it is not right."
    >
      <InfoSection title="Delivery times">
        <ul>
          <li>
            {business.deliveryBusinessDays.majorCities} business days to major cities ({MAJOR_CITIES.join(", ")}).
          </li>
          <li>{business.deliveryBusinessDays.elsewhere} business days to other cities across Pakistan.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Shipping charges">
        <ul>
          <li>Free shipping on orders above {formatRupees(business.freeShippingThresholdRupees)}.</li>
          <li>
            A flat rate of {formatRupees(business.flatShippingRupees)} on orders below {formatRupees(business.freeShippingThresholdRupees)}.
          </li>
          <li>Remote areas may cost extra; we tell you before your order is dispatched.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Couriers">
        <p>We ship with {joinList(business.couriers)}. Once your order is shipped, its tracking ID appears in your order history.</p>
      </InfoSection>
      <InfoSection title="Returns">
        <ul>
          <li>Returns are accepted within {business.returnWindowDays} days of delivery.</li>
          <li>Items must be unused and in their original packaging, with proof of purchase.</li>
          <li>The customer pays return shipping, unless the item arrived damaged or was not what you ordered.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Refunds">
        <p>Refunds are made within {business.refundBusinessDays} business days of us receiving the returned item.</p>
      </InfoSection>
      <InfoSection title="Changing or cancelling an order">
        <p>Orders can be modified or cancelled within {business.orderChangeWindowHours} hours of placement.</p>
      </InfoSection>
      <InfoSection title="Items that cannot be returned">
        <ul>
          <li>Clearance and sale items.</li>
          <li>Custom products.</li>
          <li>Items damaged by misuse.</li>
        </ul>
      </InfoSection>
      <p>
        Questions about a delivery or a return? <TextLink to="/contact-us">Contact us</TextLink>.
      </p>
    </InfoPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />;
}
