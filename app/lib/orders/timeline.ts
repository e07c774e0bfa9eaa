import type { TimelineEventJson } from "../../../contract/order-lifecycle";
import { formatDateTime } from "../site/dates";

/** The backend's timeline as the pages show it: each step with its time in Karachi. */
export function timelineView(events: TimelineEventJson[] | undefined) {
  return (events ?? []).map((event, index) => ({
    key: `${event.step}-${index}`,
    label: event.label,
    at: formatDateTime(event.at),
    note: event.note,
  }));
}
