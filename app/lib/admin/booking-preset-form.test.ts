import { describe, expect, it } from "vitest";
import { bookingPresets } from "../../../contract/order-lifecycle/booking-files";
import { bookingPresetMessages, type BookingPresetJson } from "../../../contract/order-lifecycle/booking-presets";
import { presetCourierOf, presetFormMessages, presetFormValues, presetFromForm, presetRowOrder } from "./booking-preset-form";

const postEx: BookingPresetJson = {
  courier: "PostEx",
  version: 3,
  ...bookingPresets.PostEx,
  columns: [...bookingPresets.PostEx.columns],
  isDefault: true,
  defaults: bookingPresets.PostEx,
  updatedAt: null,
};

/** The form as its page renders it, with `changes` (an input's name → its value, null to leave it out) on top. */
function formOf(preset: BookingPresetJson, changes: Record<string, string | null> = {}) {
  const values = presetFormValues(preset);
  const form = new FormData();
  form.set("courier", preset.courier);
  form.set("version", values.version);
  form.set("weightUnit", values.weightUnit);
  for (const [field, row] of Object.entries(values.rows)) {
    if (row.include) form.set(`include-${field}`, "on");
    form.set(`position-${field}`, row.position);
    form.set(`was-${field}`, row.was);
    form.set(`header-${field}`, row.header);
  }
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) form.delete(name);
    else form.set(name, value);
  }
  return form;
}

describe("a courier's booking-file form", () => {
  it("shows the preset's columns numbered in order, and a field left out unticked under the header it would have", () => {
    const values = presetFormValues(postEx);
    expect(values.rows.reference).toEqual({ include: true, position: "1", was: "1", header: "Order Reference Number" });
    expect(values.rows.weight).toEqual({ include: false, position: "", was: "", header: "Weight (kg)" });
    expect(presetRowOrder(postEx).at(-1)).toBe("weight");
  });

  it("reads back as the same preset when nothing is changed", () => {
    const form = presetFromForm(formOf(postEx), "PostEx");
    expect(form.body).toEqual({ courier: "PostEx", version: 3, ...bookingPresets.PostEx });
  });

  it("drops an unticked field, renames a header and moves a column by its new number alone; one without a number goes last", () => {
    const form = presetFromForm(
      formOf(postEx, {
        "include-instructions": null,
        "header-consignee": "Receiver",
        "position-codAmount": "1",
        "include-weight": "on",
        "header-weight": "Weight (g)",
        weightUnit: "g",
      }),
      "PostEx",
    );
    expect(form.body?.weightUnit).toBe("g");
    expect(form.body?.columns).toEqual([
      { field: "codAmount", header: "Invoice Payment" },
      { field: "reference", header: "Order Reference Number" },
      { field: "consignee", header: "Receiver" },
      { field: "phone", header: "Customer Phone" },
      { field: "address", header: "Delivery Address" },
      { field: "city", header: "City Name" },
      { field: "pieces", header: "Items" },
      { field: "contents", header: "Order Detail" },
      { field: "weight", header: "Weight (g)" },
    ]);
  });

  it("moves a column down past the ones it passes, and a newly ticked one into its number's place", () => {
    const columnsOf = (changes: Record<string, string>) =>
      presetFromForm(formOf(postEx, changes), "PostEx").body?.columns.map((c) => c.field);
    expect(columnsOf({ "position-reference": "3" })?.slice(0, 4)).toEqual(["consignee", "phone", "reference", "address"]);
    expect(columnsOf({ "include-weight": "on", "position-weight": "2" })?.slice(0, 3)).toEqual(["reference", "weight", "consignee"]);
    // Two columns swapped by their numbers.
    expect(columnsOf({ "position-reference": "2", "position-consignee": "1" })?.slice(0, 3)).toEqual(["consignee", "reference", "phone"]);
  });

  it("refuses a position that is no number from 1 to 10 or is taken, and a bad header, beside each, keeping what was typed", () => {
    const form = presetFromForm(
      formOf(postEx, {
        "position-phone": "eleven",
        "position-address": "1",
        "position-city": "1",
        "header-contents": "=SUM(A1)",
        "position-pieces": "11",
      }),
      "PostEx",
    );
    expect(form.body).toBeNull();
    expect(form.errors).toEqual({
      "position-phone": presetFormMessages.position,
      "position-city": presetFormMessages.positionTaken("address"),
      "position-pieces": presetFormMessages.position,
      "header-contents": bookingPresetMessages.headerFormula,
    });
    expect(form.values.rows.phone.position).toBe("eleven");
    expect(form.values.rows.contents.header).toBe("=SUM(A1)");
  });

  it("asks for a column when none is ticked, and knows only the couriers", () => {
    const none = formOf(postEx);
    for (const name of [...none.keys()]) if (name.startsWith("include-")) none.delete(name);
    expect(presetFromForm(none, "PostEx").errors).toEqual({ columns: bookingPresetMessages.noColumns });
    expect(presetCourierOf(formOf(postEx, { courier: "DHL" }))).toBeNull();
    expect(presetCourierOf(formOf(postEx))).toBe("PostEx");
  });
});
