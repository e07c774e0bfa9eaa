import { once } from "node:events";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ShopperMessage } from "./messenger";
import { createTwilioMessenger, type TwilioHttpClient } from "./twilio-sms";
import { createWhatsAppMessenger } from "./whatsapp";

/** A local stand-in for Meta's and Twilio's HTTPS APIs: records each request, answers what the test sets. */
const received: { method: string; path: string; headers: IncomingMessage["headers"]; body: string }[] = [];
let answer = { status: 200, body: {} as unknown };
const server = createServer(async (request, response) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  received.push({ method: request.method!, path: request.url!, headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
  response.writeHead(answer.status, { "content-type": "application/json" }).end(JSON.stringify(answer.body));
});
let base = "";
beforeAll(async () => {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
});

const message: ShopperMessage = {
  kind: "order-confirmation",
  to: "+923215550101",
  language: "ur",
  orderNumber: "CW-100042",
  items: "2 × Sultan Handi (No. 5)",
  total: "Rs 25,800",
  link: "https://shop.example/confirm-order/abc.def?lng=ur",
  text: "Cookware.pk: آپ کے آرڈر CW-100042 کا شکریہ۔",
};

describe("WhatsApp Cloud API sender", () => {
  const whatsApp = () =>
    createWhatsAppMessenger({
      apiUrl: `${base}/v21.0/`,
      phoneNumberId: "1098765",
      accessToken: "EAAG-token",
      templates: { en: "order_confirm_en", ur: "order_confirm_ur" },
    });

  it("posts the language's template with the order's fields to the business number's /messages", async () => {
    answer = { status: 200, body: { messages: [{ id: "wamid.1" }] } };
    await whatsApp().send(message);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({ method: "POST", path: "/v21.0/1098765/messages" });
    expect(request.headers.authorization).toBe("Bearer EAAG-token");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(request.body)).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "923215550101",
      type: "template",
      template: {
        name: "order_confirm_ur",
        language: { code: "ur" },
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: "CW-100042" },
              { type: "text", text: "2 × Sultan Handi (No. 5)" },
              { type: "text", text: "Rs 25,800" },
              { type: "text", text: "https://shop.example/confirm-order/abc.def?lng=ur" },
            ],
          },
        ],
      },
    });
  });

  it("fails with Meta's reason, for the outbox to retry and the order page to show", async () => {
    answer = { status: 400, body: { error: { message: "(#132001) Template name does not exist in the translation", code: 132001 } } };
    await expect(whatsApp().send(message)).rejects.toThrow(
      "WhatsApp answered 400: (#132001) Template name does not exist in the translation",
    );
  });
});

describe("Twilio SMS sender (the official client)", () => {
  /** The client's own requests, sent over real HTTP to the local server instead of api.twilio.com. */
  const toLocalServer = {
    async request(options: { method: string; uri: string; username?: string; password?: string; data?: Record<string, string> }) {
      const url = new URL(options.uri);
      const response = await fetch(`${base}${url.pathname}`, {
        method: options.method.toUpperCase(),
        headers: {
          authorization: `Basic ${Buffer.from(`${options.username}:${options.password}`).toString("base64")}`,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams(options.data ?? {}).toString(),
      });
      return { statusCode: response.status, body: await response.text(), headers: Object.fromEntries(response.headers) };
    },
  } as unknown as TwilioHttpClient;
  const twilioSms = (from: string) =>
    createTwilioMessenger({ accountSid: "AC0123456789abcdef0123456789abcdef", authToken: "secret", from }, toLocalServer);

  it("sends the message's whole text to the shopper from the store's number", async () => {
    answer = { status: 201, body: { sid: "SM1", status: "queued", to: "+923215550101" } };
    await twilioSms("+15005550006").send(message);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({ method: "POST", path: "/2010-04-01/Accounts/AC0123456789abcdef0123456789abcdef/Messages.json" });
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from("AC0123456789abcdef0123456789abcdef:secret").toString("base64")}`);
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      To: "+923215550101",
      From: "+15005550006",
      Body: message.text,
    });
  });

  it("sends from a messaging service when given one, and fails with Twilio's reason", async () => {
    answer = { status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 } };
    await expect(twilioSms("MG0123456789abcdef0123456789abcdef").send(message)).rejects.toThrow(
      "The 'To' number is not a valid phone number.",
    );
    expect(Object.fromEntries(new URLSearchParams(received[0].body))).toMatchObject({
      MessagingServiceSid: "MG0123456789abcdef0123456789abcdef",
    });
  });
});
