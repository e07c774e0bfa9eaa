import { describe, expect, it } from "vitest";
import { MAX_REVIEW_TEXT_LENGTH, MAX_REVIEW_TITLE_LENGTH } from "./limits";
import { CHOOSE_STARS, ratingSummary, reviewFieldMessages, reviewFormSchema } from "./reviews";

const errorsOf = (value: unknown) => reviewFormSchema.safeParse(value).error?.flatten().fieldErrors;

describe("the review form's rules", () => {
  it("names each field's problem in the words the storefront translates", () => {
    expect(errorsOf({ stars: "", title: " ", text: "" })).toEqual({
      stars: [CHOOSE_STARS],
      title: [reviewFieldMessages.enterTitle],
      text: [reviewFieldMessages.enterText],
    });
    expect(errorsOf({ stars: "6", title: "t".repeat(MAX_REVIEW_TITLE_LENGTH + 1), text: "x".repeat(MAX_REVIEW_TEXT_LENGTH + 1) })).toEqual({
      stars: [CHOOSE_STARS],
      title: [reviewFieldMessages.titleTooLong],
      text: [reviewFieldMessages.textTooLong],
    });
    expect(errorsOf({ stars: "2.5", title: "ok", text: "ok" })).toEqual({ stars: [CHOOSE_STARS] });
  });

  it("takes a form's text values", () => {
    expect(reviewFormSchema.parse({ stars: "5", title: " Great ", text: "x".repeat(MAX_REVIEW_TEXT_LENGTH) })).toMatchObject({
      stars: 5,
      title: "Great",
    });
  });

  it("shows no average without a published review, and one decimal with", () => {
    expect(ratingSummary(0, 0)).toEqual({ average: null, count: 0 });
    expect(ratingSummary(3, 13)).toEqual({ average: 4.3, count: 3 });
  });
});
