import type { TimelineEventJson } from "../../../contract/order-lifecycle/answers";
import type { Language } from "../i18n/languages";
import { formatDateTime } from "../site/dates";

/** The backend's timeline as the pages show it: each step with its time in Karachi (in `language`). */
export function timelineView(events: TimelineEventJson[] | undefined, language: Language = "en") {
  return (events ?? []).map((event, index) => ({
    key: `${event.step}-${index}`,
    step: event.step,
    label: event.label,
    at: formatDateTime(event.at, language),
    note: event.note,
  }));
}
