import type twilio from "twilio";
import type { Messenger } from "./messenger";

export type TwilioSettings = {
  accountSid: string;
  authToken: string;
  /** The sending number (+1…) or a Messaging Service SID (MG…). */
  from: string;
};

/** The official client's HTTP client, which a test points at its own HTTP server. */
export type TwilioHttpClient = NonNullable<NonNullable<Parameters<typeof twilio>[2]>["httpClient"]>;

/**
 * Twilio SMS through the official `twilio` client: the message's whole text, from the store's number
 * or messaging service. The client (a large package) is loaded with the first message, not at start.
 */
export function createTwilioMessenger(settings: TwilioSettings, httpClient?: TwilioHttpClient): Messenger {
  let client: ReturnType<typeof twilio> | undefined;
  const sender = settings.from.startsWith("MG") ? { messagingServiceSid: settings.from } : { from: settings.from };
  return {
    channel: "sms",
    async send(message) {
      client ??= (await import("twilio")).default(settings.accountSid, settings.authToken, httpClient ? { httpClient } : {});
      await client.messages.create({ to: message.to, body: message.text, ...sender });
    },
  };
}
