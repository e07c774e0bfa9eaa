import { describe, expect, it } from "vitest";
import { returnRequestBody } from "./bodies";
import { CHOOSE_RETURN_REASON, ENTER_RETURN_REASON } from "./messages";
import { returnReasons, storePaysReturnShipping } from "./return-policy";

const fieldErrors = (body: unknown) => returnRequestBody.safeParse(body).error?.flatten().fieldErrors;

describe("a return request's reason", () => {
  it("is one of the policy's reasons", () => {
    expect(fieldErrors({})).toEqual({ reason: [CHOOSE_RETURN_REASON] });
    expect(fieldErrors({ reason: "It arrived dented" })).toEqual({ reason: [CHOOSE_RETURN_REASON] });
    expect(returnRequestBody.parse({ reason: "damaged" })).toEqual({ reason: "damaged" });
  });

  it("needs the shopper's words only for something else", () => {
    expect(fieldErrors({ reason: "other" })).toEqual({ note: [ENTER_RETURN_REASON] });
    expect(fieldErrors({ reason: "other", note: "   " })).toEqual({ note: [ENTER_RETURN_REASON] });
    expect(returnRequestBody.parse({ reason: "other", note: " Too heavy " })).toEqual({ reason: "other", note: "Too heavy" });
  });
});

describe("return shipping", () => {
  it("is the store's for a damaged or wrong item only, as the policy says", () => {
    expect(returnReasons.filter(storePaysReturnShipping)).toEqual(["damaged", "wrong-item"]);
    expect(storePaysReturnShipping(null)).toBe(false);
  });
});
