import type { OperatorOrderJson } from "../../../contract/order-lifecycle/answers";
import { messageChannelNotes, orderMessageStatusLabels } from "../../../contract/order-lifecycle/order-link";

/**
 * What the back office says of the order's confirmation by message: each message sent or failed (a
 * failure never blocks the order: the operator calls), and the shopper's own confirmation.
 */
export function shopperMessageLines(
  order: Pick<OperatorOrderJson, "messages" | "shopperConfirmation" | "noMessages">,
  formatDateTime: (iso: string) => string,
): string[] {
  const lines: string[] = [];
  if (order.noMessages) lines.push("Asked not to be messaged: confirm by calling");
  for (const message of order.messages) {
    const failure = message.status !== "sent" && message.lastError ? `: ${message.lastError}` : "";
    lines.push(`${orderMessageStatusLabels[message.status]} (${formatDateTime(message.sentAt ?? message.queuedAt)})${failure}`);
  }
  if (order.shopperConfirmation)
    lines.push(
      `Confirmed by the shopper ${messageChannelNotes[order.shopperConfirmation.via]} (${formatDateTime(order.shopperConfirmation.at)})`,
    );
  return lines;
}
