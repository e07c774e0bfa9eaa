import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { messageFolder } from "./messenger";
import { createMessenger, type MessageSettings } from "./settings";

const settings = (overrides: Partial<MessageSettings>): MessageSettings => ({
  MESSAGE_TRANSPORT: "file",
  MESSAGE_NO_ANSWER_HOURS: 12,
  WHATSAPP_API_URL: "https://graph.facebook.com/v21.0",
  WHATSAPP_TEMPLATE_EN: "order_confirmation_en",
  WHATSAPP_TEMPLATE_UR: "order_confirmation_ur",
  WHATSAPP_PHONE_NUMBER_ID: undefined,
  WHATSAPP_ACCESS_TOKEN: undefined,
  TWILIO_ACCOUNT_SID: undefined,
  TWILIO_AUTH_TOKEN: undefined,
  TWILIO_FROM: undefined,
  DATA_DIR: mkdtempSync(join(tmpdir(), "cookware-messages-")),
  ...overrides,
});

describe("the message sender the settings choose", () => {
  it("keeps each message as a file only this user reads, by default", async () => {
    const chosen = settings({});
    const messenger = createMessenger(chosen);
    expect(messenger.channel).toBe("file");
    const message = { kind: "order-confirmation", to: "+923001234567", language: "en", orderNumber: "CW-100001" } as const;
    await messenger.send({ ...message, items: "1 × Tawa", total: "Rs 2,200", link: "https://shop.example/confirm-order/a.b", text: "…" });
    const [file] = readdirSync(messageFolder(chosen.DATA_DIR));
    const path = join(messageFolder(chosen.DATA_DIR), file);
    expect(JSON.parse(readFileSync(path, "utf8"))).toMatchObject({ ...message, link: "https://shop.example/confirm-order/a.b" });
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it("refuses to start a transport without its credentials, naming what is missing", () => {
    expect(() => createMessenger(settings({ MESSAGE_TRANSPORT: "whatsapp", WHATSAPP_PHONE_NUMBER_ID: "123" }))).toThrow(
      "MESSAGE_TRANSPORT=whatsapp needs WHATSAPP_ACCESS_TOKEN",
    );
    expect(() => createMessenger(settings({ MESSAGE_TRANSPORT: "twilio" }))).toThrow(
      "MESSAGE_TRANSPORT=twilio needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN and TWILIO_FROM",
    );
    expect(
      createMessenger(settings({ MESSAGE_TRANSPORT: "whatsapp", WHATSAPP_PHONE_NUMBER_ID: "1", WHATSAPP_ACCESS_TOKEN: "t" })).channel,
    ).toBe("whatsapp");
  });
});
