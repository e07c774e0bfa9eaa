import { z } from "zod";
import { countSetting, optionalText } from "../../contract/server/settings";
import type { Messenger } from "./messenger";
import { createFileMessenger, messageFolder } from "./messenger";
import { createTwilioMessenger } from "./twilio-sms";
import { createWhatsAppMessenger } from "./whatsapp";

export const messageTransports = ["file", "whatsapp", "twilio"] as const;

/** The settings of the shopper's order messages (docs: README's settings table). */
export const messageSettings = {
  /** Who sends a cash-on-delivery order's confirmation message: kept as files (the default), WhatsApp Cloud API or Twilio SMS. */
  MESSAGE_TRANSPORT: z.enum(messageTransports).default("file"),
  /** An order whose message went this many hours ago, unanswered, is in the queue's "No answer" tab. */
  MESSAGE_NO_ANSWER_HOURS: countSetting(12, 24 * 7),
  WHATSAPP_API_URL: z.string().url().default("https://graph.facebook.com/v21.0"),
  WHATSAPP_PHONE_NUMBER_ID: optionalText,
  WHATSAPP_ACCESS_TOKEN: optionalText,
  WHATSAPP_TEMPLATE_EN: z.string().default("order_confirmation_en"),
  WHATSAPP_TEMPLATE_UR: z.string().default("order_confirmation_ur"),
  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  /** The sending number (+1…) or a Messaging Service SID (MG…). */
  TWILIO_FROM: optionalText,
};

export type MessageSettings = z.output<z.ZodObject<typeof messageSettings>> & { DATA_DIR: string };

/** The sender the settings choose; a transport without its credentials stops the start with the names of what is missing. */
export function createMessenger(env: MessageSettings): Messenger {
  const missing = (names: (keyof MessageSettings)[]) => {
    const absent = names.filter((name) => !env[name]);
    if (absent.length) throw new Error(`MESSAGE_TRANSPORT=${env.MESSAGE_TRANSPORT} needs ${absent.join(" and ")}`);
  };
  switch (env.MESSAGE_TRANSPORT) {
    case "whatsapp":
      missing(["WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_ACCESS_TOKEN"]);
      return createWhatsAppMessenger({
        apiUrl: env.WHATSAPP_API_URL,
        phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID!,
        accessToken: env.WHATSAPP_ACCESS_TOKEN!,
        templates: { en: env.WHATSAPP_TEMPLATE_EN, ur: env.WHATSAPP_TEMPLATE_UR },
      });
    case "twilio":
      missing(["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"]);
      return createTwilioMessenger({ accountSid: env.TWILIO_ACCOUNT_SID!, authToken: env.TWILIO_AUTH_TOKEN!, from: env.TWILIO_FROM! });
    default:
      return createFileMessenger(messageFolder(env.DATA_DIR));
  }
}
