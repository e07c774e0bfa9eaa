import { describe, expect, it } from "vitest";
import { z } from "zod";
import { settingsInForce } from "./settings-in-force";

describe("settingsInForce", () => {
  const shape = {
    DATABASE_URL: z.string().optional(),
    SESSION_SECRET: z.string().optional(),
    WHATSAPP_ACCESS_TOKEN: z.string().optional(),
    OPERATOR_EMAILS: z.array(z.string()),
    PORT: z.number(),
  };

  it("hides secrets and passwords in addresses, and says which values are defaults", () => {
    const parsed = {
      DATABASE_URL: "postgres://store:p%23ss@db.example:5432/store",
      SESSION_SECRET: "x".repeat(40),
      WHATSAPP_ACCESS_TOKEN: undefined,
      OPERATOR_EMAILS: ["amna@example.pk", "bilal@example.pk"],
      PORT: 3000,
    };
    const shown = settingsInForce(shape, parsed, { DATABASE_URL: parsed.DATABASE_URL, SESSION_SECRET: parsed.SESSION_SECRET });
    expect(shown).toEqual([
      { name: "DATABASE_URL", value: "postgres://store:***@db.example:5432/store", fromEnvironment: true },
      { name: "OPERATOR_EMAILS", value: "amna@example.pk, bilal@example.pk", fromEnvironment: false },
      { name: "PORT", value: "3000", fromEnvironment: false },
      { name: "SESSION_SECRET", value: "set (hidden)", fromEnvironment: true },
      { name: "WHATSAPP_ACCESS_TOKEN", value: "not set", fromEnvironment: false },
    ]);
    expect(JSON.stringify(shown)).not.toContain("p%23ss");
  });
});
