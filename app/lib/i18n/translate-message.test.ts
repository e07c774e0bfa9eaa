import { describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { ur } from "~/locales/ur";
import { EMAIL_TAKEN, EMAIL_TAKEN_FIELD, SIGN_UP_LIMITED } from "../../../contract/auth";
import {
  ADDRESS_BOOK_FULL,
  chooseSizeOf,
  LINE_TOO_LARGE,
  noLongerAvailableOf,
  notInSize,
  onlyLeftInStock,
  onlyLeftOf,
  ORDER_BEING_PLACED,
  ORDERS_LIMITED,
  OUT_OF_STOCK,
  soldOutOf,
} from "../../../contract/messages";
import { localMessage, messageTranslations } from "./i18n.server";
import { translateMessage } from "./translate-message";
import { fill } from "./use-strings";

// A product's name is the catalogue's data: any characters, some of them special in a pattern.
const name = "Karahi (No. 5) + Lid [cast-iron]?";
const ltr = (value: string | number) => `\u2066${value}\u2069`;
const latinOutsideIsolates = (text: string) => text.replace(/\u2066[^\u2069]*\u2069/g, "").match(/[A-Za-z]+/g) ?? [];

/** Each refusal the backend builds with a value, as it builds it, and its Urdu template's key. */
const refusalsWithValues: [english: string, key: keyof typeof ur.messages, values: Record<string, string | number>][] = [
  [onlyLeftInStock(2), "refusal.onlyLeft_other", { count: 2 }],
  [onlyLeftInStock(1), "refusal.onlyLeft_one", { count: 1 }],
  [onlyLeftOf(3, name), "refusal.onlyLeftOf_other", { count: 3, name }],
  [onlyLeftOf(1, name), "refusal.onlyLeftOf_one", { count: 1, name }],
  [soldOutOf(name), "refusal.soldOutOf", { name }],
  [noLongerAvailableOf(name), "refusal.noLongerAvailableOf", { name }],
  [chooseSizeOf(name), "refusal.chooseSizeOf", { name }],
  [notInSize(name, "No. 9"), "refusal.notInSize", { name, size: "No. 9" }],
];

describe("backend refusals that carry a value", () => {
  for (const [english, key, values] of refusalsWithValues) {
    it(`"${english}" reads in Urdu on an Urdu page, its values kept left to right, and as it came on an English page`, () => {
      const urdu = localMessage("ur", english);
      expect(urdu).toBe(fill(ur.messages[key], Object.fromEntries(Object.entries(values).map(([name, value]) => [name, ltr(value)]))));
      expect(latinOutsideIsolates(urdu)).toEqual([]);
      expect(localMessage("en", english)).toBe(english);
    });
  }

  it("read the same in the browser, from the translations a page's loader sends (JSON)", () => {
    const sent = JSON.parse(JSON.stringify(messageTranslations("ur"))) as Record<string, string>;
    for (const [english] of refusalsWithValues) expect(translateMessage(sent, english, "ur")).toBe(localMessage("ur", english));
    expect(translateMessage(undefined, onlyLeftInStock(2), "en")).toBe(onlyLeftInStock(2));
  });

  it("match a template as a whole: a longer text, or another message, is shown as it came", () => {
    for (const text of [`${onlyLeftInStock(2)}, hurry`, `Note: ${soldOutOf(name)}`, "Something else entirely", "constructor"]) {
      expect(localMessage("ur", text)).toBe(text);
    }
  });

  it("are keyed from their owners' functions, so English keeps the backend's exact words", () => {
    expect(en.messages["refusal.onlyLeft_other"]).toBe("Only {{count}} left in stock");
    expect(en.messages["refusal.onlyLeftOf_one"]).toBe("Sorry, only {{count}} left of {{name}}");
    expect(en.product.onlyLeft).toBe(en.messages["refusal.onlyLeft_other"]);
  });

  it("take the singular for one and the plural for more, as i18next's _one and _other keys", () => {
    expect(localMessage("ur", onlyLeftOf(1, "Handi"))).toBe("معذرت، \u2066Handi\u2069 کا صرف \u20661\u2069 باقی ہے");
    expect(localMessage("ur", onlyLeftOf(4, "Handi"))).toBe("معذرت، \u2066Handi\u2069 کے صرف \u20664\u2069 باقی ہیں");
  });
});

describe("backend refusals built from a fixed value, and the other account refusals", () => {
  it.each([
    OUT_OF_STOCK,
    LINE_TOO_LARGE,
    ADDRESS_BOOK_FULL,
    ORDER_BEING_PLACED,
    ORDERS_LIMITED,
    EMAIL_TAKEN,
    EMAIL_TAKEN_FIELD,
    SIGN_UP_LIMITED,
  ])('"%s" reads in Urdu on an Urdu page', (english) => {
    const urdu = localMessage("ur", english);
    expect(urdu).not.toBe(english);
    expect(latinOutsideIsolates(urdu)).toEqual([]);
  });
});
