import { describe, expect, it } from "vitest";
import { addressChangeUrl, addressLines, openChange, preselectAddressId, toAddressView } from "./addresses";

const list = [
  { id: "a", isDefault: false },
  { id: "b", isDefault: true },
  { id: "c", isDefault: false },
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

describe("toAddressView", () => {
  it("keeps the address, its id and whether it is the default, and drops the storage fields", () => {
    const json = {
      _id: "a1",
      street: "12 Mall Road",
      city: "Lahore",
      state: "Punjab",
      country: "Pakistan",
      postalCode: "54000",
      isDefault: true,
      createdAt: "2024-01-01T00:00:00.000Z",
      updatedAt: "2024-01-02T00:00:00.000Z",
    };
    expect(toAddressView(json)).toEqual({
      id: "a1",
      street: "12 Mall Road",
      city: "Lahore",
      state: "Punjab",
      country: "Pakistan",
      postalCode: "54000",
      isDefault: true,
    });
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

describe("addressChangeUrl and openChange", () => {
  it("opens one change at a time, keeping checkout's choices and closing the profile's other forms", () => {
    const url = addressChangeUrl("/checkout", "?address=b&terms=1&delete-address=a", { kind: "edit", addressId: "c" });
    expect(url).toBe("/checkout?address=b&terms=1&edit-address=c");
    expect(openChange(url.slice(url.indexOf("?")), "c")).toBe("edit");
    expect(openChange(url.slice(url.indexOf("?")), "a")).toBeNull();
    expect(addressChangeUrl("/profile", "?edit=1&add-address=1", { kind: "delete", addressId: "a b" })).toBe("/profile?delete-address=a+b");
    expect(openChange("?delete-address=a+b", "a b")).toBe("delete");
  });
  it("closes it again, dropping an empty query", () => {
    expect(addressChangeUrl("/profile", "?edit-address=a", null)).toBe("/profile");
    expect(addressChangeUrl("/checkout", "?edit-address=a&terms=1", null)).toBe("/checkout?terms=1");
  });
});
