import { describe, expect, it } from "vitest";
import { addressBody } from "./addresses";
import { chosenCity, cityChoiceMessages, cityChoiceOf, cityChoiceProblem } from "./city-choice";

describe("an address form's city", () => {
  it("is the listed city chosen, or the town typed beside Other", () => {
    expect(chosenCity("Lahore", "")).toBe("Lahore");
    expect(chosenCity("Lahore", "Chak 5")).toBe("Lahore");
    expect(chosenCity("Other", "  Chak   5 ")).toBe("Chak 5");
    // A listed city typed beside Other is that city, so its own fee applies.
    expect(chosenCity("Other", "karachi")).toBe("Karachi");
    expect(chosenCity("", "Chak 5")).toBe("Chak 5");
  });

  it("is refused beside the field to fix: nothing chosen, a city not on the list, Other with no town", () => {
    expect(cityChoiceProblem("", "")).toEqual({ field: "city", message: cityChoiceMessages.choose, blank: true });
    expect(cityChoiceProblem("Atlantis", "")).toEqual({ field: "city", message: cityChoiceMessages.notListed, blank: false });
    expect(cityChoiceProblem("Other", "  ")).toEqual({ field: "cityOther", message: cityChoiceMessages.typeOther, blank: true });
    expect(cityChoiceProblem("Other", "other")).toEqual({ field: "cityOther", message: cityChoiceMessages.typeOther, blank: false });
    expect(cityChoiceProblem("Multan", "")).toBeNull();
  });

  it("shows a saved listed city selected and any other saved town as Other with its text", () => {
    expect(cityChoiceOf("lahore")).toEqual({ city: "Lahore", cityOther: "" });
    expect(cityChoiceOf("Chak 5")).toEqual({ city: "Other", cityOther: "Chak 5" });
    expect(cityChoiceOf(undefined)).toEqual({ city: "", cityOther: "" });
  });

  it("is kept by the backend as any town but the word Other", () => {
    const address = { street: "1 Mall Road", state: "Punjab", country: "Pakistan", postalCode: "54000" };
    expect(addressBody.safeParse({ ...address, city: "Chak 5" }).success).toBe(true);
    expect(addressBody.safeParse({ ...address, city: " Other " }).success).toBe(false);
  });
});
