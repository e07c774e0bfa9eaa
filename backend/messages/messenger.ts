import { join } from "node:path";
import type { Language } from "../../contract/languages";
import type { MessageChannel } from "../../contract/order-lifecycle/order-link";
import { keepJsonFile } from "../lib/kept-file";
import { log as logLine } from "../../contract/server/log";

/** A message to a shopper's phone: the fields a WhatsApp template takes, and the whole text for SMS and the file. */
export type ShopperMessage = {
  kind: "order-confirmation";
  /** +923001234567 */
  to: string;
  language: Language;
  orderNumber: string;
  /** "2 × Sultan Handi (No. 5), 1 × Karahi" */
  items: string;
  /** "Rs 12,900" */
  total: string;
  link: string;
  text: string;
};

/** Sends one message or throws; the outbox decides about retries (backend/email/outbox.ts). */
export interface Messenger {
  channel: MessageChannel;
  send(message: ShopperMessage): Promise<void>;
}

/** The folder under DATA_DIR where messages are kept when no sender is set. */
export const messageFolder = (dataDir: string) => join(dataDir, "messages");

/**
 * Without a sender the store still works: each message is kept as a JSON file (the browser tests and
 * a developer open them) and logged as one line without its text, whose link confirms the order.
 */
export function createFileMessenger(folder: string, log: (line: string) => void = (line) => logLine().info(line)): Messenger {
  return {
    channel: "file",
    async send(message) {
      const file = await keepJsonFile(folder, "message", message);
      log(`[messages] ${message.kind} for ${message.orderNumber} (not sent: MESSAGE_TRANSPORT is "file"; kept in ${file})`);
    },
  };
}
