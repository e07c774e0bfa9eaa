import { notRecordedLabel } from "~/lib/orders/order-labels";

/** The address an order goes to, as its lines; "Not recorded" (`notRecorded`, in the page's language) for old orders without one. */
export function ShippingAddress({ lines, notRecorded = notRecordedLabel }: { lines: string[] | null; notRecorded?: string }) {
  if (!lines) return <>{notRecorded}</>;
  return (
    <address className="untrusted-text not-italic">
      {lines.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
