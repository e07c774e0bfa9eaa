import type { Language } from "../../contract/languages";
import type { Messenger, ShopperMessage } from "./messenger";

export type WhatsAppSettings = {
  /** https://graph.facebook.com/v21.0, or a test's local server. */
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
  /** The pre-approved template of each language; its body takes the order number, items, total and link, in that order. */
  templates: Record<Language, string>;
};

/** The Cloud API's request for one template message: the number without its "+", the template's language code. */
export function whatsAppTemplateRequest(message: ShopperMessage, templates: Record<Language, string>) {
  const text = (value: string) => ({ type: "text", text: value });
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: message.to.replace(/^\+/, ""),
    type: "template",
    template: {
      name: templates[message.language],
      language: { code: message.language },
      components: [{ type: "body", parameters: [text(message.orderNumber), text(message.items), text(message.total), text(message.link)] }],
    },
  };
}

/** WhatsApp Cloud API: one POST per message to the business number's /messages, with its access token. */
export function createWhatsAppMessenger(settings: WhatsAppSettings, fetcher: typeof fetch = fetch): Messenger {
  const endpoint = `${settings.apiUrl.replace(/\/+$/, "")}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  return {
    channel: "whatsapp",
    async send(message) {
      const response = await fetcher(endpoint, {
        method: "POST",
        headers: { authorization: `Bearer ${settings.accessToken}`, "content-type": "application/json" },
        body: JSON.stringify(whatsAppTemplateRequest(message, settings.templates)),
        signal: AbortSignal.timeout(15_000),
      });
      if (response.ok) return;
      const answer = (await response.json().catch(() => null)) as { error?: { message?: string; code?: number } } | null;
      throw new Error(`WhatsApp answered ${response.status}: ${answer?.error?.message ?? response.statusText}`);
    },
  };
}
