import { describe, expect, it } from "vitest";
import { createProductBody, ENTER_SLUG, MAX_SLUG_LENGTH, SLUG_RULE } from "./catalogue-admin";
import { slugFromName } from "./product-slug";

const form = { description: "Flat.", price: "1500", stock: "4" };
const messageOf = (result: ReturnType<typeof createProductBody.safeParse>, field: string) =>
  result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;

describe("a URL id made from the name", () => {
  it("keeps letters and digits, joined by single dashes", () => {
    expect(slugFromName("Sultan Handi — No. 5")).toBe("sultan-handi-no-5");
    expect(slugFromName("  Iron  Tawa (28 cm)!! ")).toBe("iron-tawa-28-cm");
    expect(slugFromName("Crème Brûlée Pan")).toBe("creme-brulee-pan");
    expect(slugFromName("Pots & Pans")).toBe("pots-and-pans");
    expect(slugFromName("Chef's Knife")).toBe("chefs-knife");
  });

  it("drops Urdu letters, keeps Urdu digits, and gives nothing for a name in Urdu alone", () => {
    expect(slugFromName("ہانڈی Handi No. ۵")).toBe("handi-no-5");
    expect(slugFromName("کڑاہی ۱۲")).toBe("12");
    expect(slugFromName("سلطان ہانڈی")).toBe("");
    expect(slugFromName("!!! ---")).toBe("");
  });

  it("cuts a long name at a word, within the URL id's length", () => {
    const slug = slugFromName("Hand Hammered Copper ".repeat(8));
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug).toMatch(/^hand-hammered-copper(-[a-z]+)*[a-z]$/);
    expect(slugFromName("x".repeat(200))).toHaveLength(MAX_SLUG_LENGTH);
  });

  it("fills an empty URL id in the product body, keeps a typed one, and asks for one when the name gives none", () => {
    expect(createProductBody.parse({ ...form, name: "Sultan Handi No. 9", slug: "" }).slug).toBe("sultan-handi-no-9");
    expect(createProductBody.parse({ ...form, name: "Sultan Handi No. 9" }).slug).toBe("sultan-handi-no-9");
    expect(createProductBody.parse({ ...form, name: "Sultan Handi No. 9", slug: "Handi-9" }).slug).toBe("handi-9");
    expect(messageOf(createProductBody.safeParse({ ...form, name: "سلطان ہانڈی", slug: " " }), "slug")).toBe(ENTER_SLUG);
    expect(messageOf(createProductBody.safeParse({ ...form, name: "Wo", slug: "" }), "slug")).toBe(SLUG_RULE);
    expect(messageOf(createProductBody.safeParse({ ...form, name: "Wok", slug: "not a slug" }), "slug")).toBe(SLUG_RULE);
  });

  it("starts a new product as a draft", () => {
    expect(createProductBody.parse({ ...form, name: "Wok" }).status).toBe("draft");
    expect(createProductBody.parse({ ...form, name: "Wok", status: "active" }).status).toBe("active");
  });
});
