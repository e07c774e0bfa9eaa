import { describe, expect, it } from "vitest";
import { addressLines, preselectAddressId } from "./addresses";

const list = [
  { _id: "a", isDefault: false },
  { _id: "b", isDefault: true },
  { _id: "c", isDefault: false },
];

describe("preselectAddressId", () => {
  it("keeps the requested address when it is the shopper's", () => {
    expect(preselectAddressId(list, "c")).toBe("c");
  });
  it("falls back to the default, then the first", () => {
    expect(preselectAddressId(list, "someone-elses")).toBe("b");
    expect(preselectAddressId(list)).toBe("b");
    expect(preselectAddressId([list[0], list[2]], null)).toBe("a");
  });
  it("selects nothing in an empty address book", () => {
    expect(preselectAddressId([], "a")).toBeNull();
  });
});

describe("addressLines", () => {
  it("shows street, 'city, state postalCode' and country", () => {
    expect(addressLines({ street: "12 Mall Road", city: "Lahore", state: "Punjab", postalCode: "54000", country: "Pakistan" })).toEqual([
      "12 Mall Road",
      "Lahore, Punjab 54000",
      "Pakistan",
    ]);
  });
});
