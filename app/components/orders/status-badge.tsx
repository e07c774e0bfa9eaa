import type { PaymentStatus } from "../../../contract/orders";

const tones = {
  yellow: "bg-yellow-100 text-yellow-900 ring-yellow-300",
  green: "bg-green-100 text-green-900 ring-green-300",
  blue: "bg-blue-100 text-blue-900 ring-blue-300",
  red: "bg-red-100 text-red-900 ring-red-300",
  grey: "bg-stone-100 text-ink ring-stone-300",
} as const;

type Tone = keyof typeof tones;

const orderStatusTones: Record<string, Tone> = { Processing: "yellow", Shipped: "blue", Delivered: "green", Cancelled: "red" };
const paymentStatusTones: Record<PaymentStatus, Tone> = {
  Pending: "yellow",
  Paid: "green",
  Failed: "red",
  "Partially refunded": "blue",
  Refunded: "grey",
  Cancelled: "grey",
};

function Badge({ text, tone }: { text: string; tone: Tone }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}>
      {text}
    </span>
  );
}

/** Processing yellow, Shipped blue, Delivered green, Cancelled red; `label` is the status in the page's language. */
export function OrderStatusBadge({ status, label = status }: { status: string; label?: string }) {
  return <Badge text={label} tone={orderStatusTones[status] ?? "grey"} />;
}

/** Pending yellow, Paid green, Failed red, partly refunded blue, refunded grey; `label` is the status in the page's language. */
export function PaymentStatusBadge({ status, label = status }: { status: string; label?: string }) {
  return <Badge text={label} tone={paymentStatusTones[status as PaymentStatus] ?? "grey"} />;
}
