import { describe, expect, it } from "vitest";
import { business } from "../../../contract/business";
import { DELIVERY_CHARGES, faqCategories, faqEntries, filterFaq } from "./faq";

describe("filterFaq", () => {
  it("matches the search text in questions and answers, ignoring case", () => {
    const byQuestion = filterFaq(faqEntries, { query: "CANCEL" });
    expect(byQuestion.map((entry) => entry.question)).toContain("Can I change or cancel my order?");
    const byAnswer = filterFaq(faqEntries, { query: "jazzcash" });
    expect(byAnswer.map((entry) => entry.question)).toEqual(["Which payment methods do you accept?"]);
  });

  it("keeps one category, and ignores an unknown one", () => {
    const returns = filterFaq(faqEntries, { category: "returns" });
    expect(returns.length).toBeGreaterThan(0);
    expect(returns.every((entry) => entry.category === "returns")).toBe(true);
    expect(filterFaq(faqEntries, { category: "nonsense" })).toHaveLength(faqEntries.length);
  });

  it("combines search and category", () => {
    expect(filterFaq(faqEntries, { query: "refund", category: "shipping" })).toEqual([]);
    expect(filterFaq(faqEntries, { query: "refund", category: "returns" }).length).toBeGreaterThan(0);
  });
});

describe("the FAQ copy", () => {
  it("has entries in every category", () => {
    for (const category of faqCategories) expect(faqEntries.some((entry) => entry.category === category.value)).toBe(true);
  });

  it("says what the store does: an account is needed to order, shipping in rupees", () => {
    const text = faqEntries.map((entry) => `${entry.question} ${entry.answer}`).join(" ");
    expect(business.guestCheckout).toBe(false);
    expect(text).not.toMatch(/guest/i);
    expect(text).toMatch(/Ordering needs a free account/);
    // The delivery charges are the rule in force, filled in by the page (delivery-charges.test.ts).
    expect(text).toContain(DELIVERY_CHARGES);
    expect(text).not.toMatch(/Rs \d/);
    expect(text).not.toContain("$");
  });

  it("names the four accepted payments in one sentence", () => {
    const payments = faqEntries.find((entry) => entry.question === "Which payment methods do you accept?");
    expect(payments?.answer).toContain("We accept cash on delivery, bank transfer, JazzCash and EasyPaisa.");
  });
});
