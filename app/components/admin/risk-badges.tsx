import type { RiskSignalJson } from "../../../contract/order-lifecycle/risk";

const badgeClass =
  "inline-flex items-center rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900 ring-1 ring-inset ring-red-300";

/**
 * What the backend noticed when the order was placed. `withReasons`: each badge followed by its reason (the
 * order's page); otherwise the reason is the badge's tooltip and its screen-reader text (a queue row).
 */
export function RiskBadges({ signals, withReasons = false }: { signals: RiskSignalJson[]; withReasons?: boolean }) {
  if (signals.length === 0) return null;
  return (
    <ul aria-label="Risk signals" className={withReasons ? "mt-2 space-y-1" : "mt-1 flex flex-wrap gap-1"}>
      {signals.map((signal) => (
        <li key={signal.code} data-risk={signal.code}>
          <span className={badgeClass} title={signal.reason}>
            {signal.label}
          </span>
          {withReasons ? <span className="ms-2 text-sm">{signal.reason}</span> : <span className="sr-only">: {signal.reason}</span>}
        </li>
      ))}
    </ul>
  );
}
