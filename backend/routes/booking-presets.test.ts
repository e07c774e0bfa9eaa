// The courier booking files' presets the operator adjusts at /admin/settings (issue 38): saved per courier by
// version, validated, operators only, and what the booking file and the tracking import then use.
import ExcelJS from "exceljs";
import { expect, it } from "vitest";
import { courierBookingPresets } from "../db/schema";
import { type BookingColumn, bookingPresets } from "../../contract/order-lifecycle/booking-files";
import { bookingPresetMessages, type BookingPresetJson } from "../../contract/order-lifecycle/booking-presets";
import { couriers } from "../../contract/order-lifecycle/couriers";
import { OPERATORS_ONLY } from "../../contract/order-lifecycle/messages";
import { settingsMessages } from "../../contract/store-settings";
import { describeOnEachDatabase, tokenFor, type TestBackend } from "../test/harness";
import { lifecycleOrders, OPERATOR } from "../test/lifecycle-orders";

const PATH = "/admin/settings/booking-presets";

/** TCS's default with "Remarks" dropped, "Consignee Name" renamed and the COD amount moved to the front. */
const tcsChanged: BookingColumn[] = [
  { field: "codAmount", header: "COD Amount" },
  { field: "reference", header: "Customer Reference No" },
  { field: "consignee", header: "Receiver" },
  { field: "phone", header: "Consignee Mobile No" },
  { field: "address", header: "Consignee Address" },
  { field: "city", header: "Destination City" },
  { field: "pieces", header: "Pieces" },
  { field: "weight", header: "Weight (g)" },
  { field: "contents", header: "Product Details" },
];

describeOnEachDatabase("courier booking-file presets", (backend: TestBackend) => {
  const orders = lifecycleOrders(backend);

  const presets = async (): Promise<BookingPresetJson[]> => (await backend.call("GET", PATH, { token: OPERATOR })).body.presets;
  const presetOf = async (courier: string) => (await presets()).find((preset) => preset.courier === courier)!;
  const save = (body: Record<string, unknown>, token = OPERATOR) => backend.call("PUT", PATH, { token, body });
  const reset = (body: Record<string, unknown>, token = OPERATOR) => backend.call("POST", `${PATH}/reset`, { token, body });

  async function headerRowOf(courier: string) {
    const answer = await backend.app.fetch(
      new Request(`http://backend.test/admin/orders/booking-file?courier=${encodeURIComponent(courier)}&format=xlsx`, {
        headers: { Authorization: `Bearer ${OPERATOR}` },
      }),
    );
    expect(answer.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await answer.arrayBuffer());
    const sheet = workbook.worksheets[0];
    return { header: (sheet.getRow(1).values as unknown[]).slice(1), row: (sheet.getRow(2).values as unknown[]).slice(1) };
  }

  it("answers every courier's default until one is saved", async () => {
    const fresh = await presets();
    expect(fresh.map((preset) => preset.courier)).toEqual([...couriers]);
    for (const preset of fresh) {
      expect(preset).toMatchObject({ version: 0, isDefault: true, updatedAt: null });
      expect({ weightUnit: preset.weightUnit, columns: preset.columns }).toEqual(bookingPresets[preset.courier]);
      expect(preset.defaults).toEqual(bookingPresets[preset.courier]);
    }
  });

  it("saves a courier's columns, order, headers and unit; its booking file follows, the others keep theirs", async () => {
    const { orderId } = await orders.orderAt("confirmed");
    const saved = await save({ courier: "TCS", version: 0, weightUnit: "g", columns: tcsChanged });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ courier: "TCS", version: 1, weightUnit: "g", columns: tcsChanged, isDefault: false });
    expect(saved.body.updatedAt).toEqual(expect.any(String));
    expect(await presetOf("TCS")).toEqual(saved.body);

    const tcs = await headerRowOf("TCS");
    expect(tcs.header).toEqual(tcsChanged.map((column) => column.header));
    expect(tcs.row.slice(0, 4)).toEqual([6_000, orderId, "Shopper shopper", "03001234567"]);
    expect(tcs.row).toHaveLength(tcsChanged.length);
    const csv = await (
      await backend.app.fetch(
        new Request("http://backend.test/admin/orders/booking-file?courier=TCS&format=csv", {
          headers: { Authorization: `Bearer ${OPERATOR}` },
        }),
      )
    ).text();
    expect(csv.split("\r\n")[0]).toBe(tcsChanged.map((column) => `"${column.header}"`).join(","));

    // Saved again from the version it answered, with a header a courier's portal might want in Urdu.
    const again = await save({ courier: "TCS", version: 1, weightUnit: "kg", columns: [{ field: "reference", header: "آرڈر نمبر" }] });
    expect(again.body).toMatchObject({ version: 2, weightUnit: "kg", columns: [{ field: "reference", header: "آرڈر نمبر" }] });
    expect((await headerRowOf("TCS")).header).toEqual(["آرڈر نمبر"]);
    expect((await headerRowOf("Leopards")).header).toEqual(bookingPresets.Leopards.columns.map((column) => column.header));
    expect(await presetOf("Leopards")).toMatchObject({ version: 0, isDefault: true });
  });

  it("resets a courier to its default, moving the version on", async () => {
    await save({ courier: "M&P", version: 0, weightUnit: "kg", columns: [{ field: "reference", header: "Ref" }] });
    const back = await reset({ courier: "M&P", version: 1 });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ courier: "M&P", version: 2, isDefault: true, ...bookingPresets["M&P"] });
    expect((await headerRowOf("M&P")).header).toEqual(bookingPresets["M&P"].columns.map((column) => column.header));
    // A form opened before the reset is stale, like one opened before any save.
    const late = await save({ courier: "M&P", version: 1, weightUnit: "kg", columns: [{ field: "reference", header: "Late" }] });
    expect(late.status).toBe(409);
    // Resetting a courier never saved is the default already: it is saved as such.
    expect((await reset({ courier: "PostEx", version: 0 })).body).toMatchObject({ version: 1, isDefault: true });
  });

  it("refuses a stale version with the store's message and the preset as it is now, changing nothing", async () => {
    await save({ courier: "TCS", version: 0, weightUnit: "g", columns: tcsChanged });
    for (const stale of [
      await save({ courier: "TCS", version: 0, weightUnit: "kg", columns: [{ field: "city", header: "City" }] }),
      await save({ courier: "TCS", version: 7, weightUnit: "kg", columns: [{ field: "city", header: "City" }] }),
      await reset({ courier: "TCS", version: 0 }),
    ]) {
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ error: settingsMessages.stale, preset: { courier: "TCS", version: 1, columns: tcsChanged } });
    }
    expect(bookingPresetMessages.stale).toBe(settingsMessages.stale);
    // Never saved: a version other than 0 is stale too.
    expect((await save({ courier: "Other", version: 3, weightUnit: "kg", columns: tcsChanged })).status).toBe(409);
    expect(await backend.db.select().from(courierBookingPresets)).toHaveLength(1);
  });

  it("refuses bad columns field by field, saving nothing", async () => {
    const refused = async (body: Record<string, unknown>) => {
      const answer = await save({ courier: "TCS", version: 0, weightUnit: "kg", columns: tcsChanged, ...body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      return answer.body.fields as Record<string, string>;
    };
    expect(await refused({ columns: [] })).toEqual({ columns: bookingPresetMessages.noColumns });
    expect(await refused({ columns: undefined })).toEqual({ columns: bookingPresetMessages.noColumns });
    expect(
      await refused({
        columns: [
          { field: "reference", header: "Order" },
          { field: "phone", header: "  " },
          { field: "reference", header: "Order again" },
          { field: "city", header: "x".repeat(61) },
          { field: "pieces", header: '=HYPERLINK("http://evil.example")' },
          { field: "contents", header: "Line\tbreak" },
          { field: "address", header: " ORDER " },
        ],
      }),
    ).toEqual({
      "columns.1.header": bookingPresetMessages.header,
      "columns.2.field": bookingPresetMessages.fieldTwice,
      "columns.3.header": bookingPresetMessages.headerLength,
      "columns.4.header": bookingPresetMessages.headerFormula,
      "columns.5.header": bookingPresetMessages.headerOneLine,
      "columns.6.header": bookingPresetMessages.headerTaken,
    });
    for (const header of ["+92 phone", "-Remarks", "@Name", "Remarks\nmore"])
      expect(await refused({ columns: [{ field: "instructions", header }] }), header).toEqual({
        "columns.0.header": header.startsWith("Remarks") ? bookingPresetMessages.headerOneLine : bookingPresetMessages.headerFormula,
      });
    expect(
      await refused({
        columns: [
          { field: "email", header: "Email" },
          { field: "codAmount", header: 5 },
        ],
      }),
    ).toEqual({ "columns.0.field": bookingPresetMessages.field, "columns.1.header": bookingPresetMessages.header });
    expect(
      await refused({ columns: [...tcsChanged, { field: "instructions", header: "A" }, { field: "instructions", header: "B" }] }),
    ).toMatchObject({ columns: bookingPresetMessages.fieldTwice });
    expect(await refused({ weightUnit: "lb" })).toEqual({ weightUnit: bookingPresetMessages.weightUnit });
    expect(Object.keys(await refused({ courier: "DHL" }))).toEqual(["courier"]);
    expect(await refused({ version: -1 })).toEqual({ version: bookingPresetMessages.version });
    expect(await refused({ version: 99_999_999_999 })).toEqual({ version: bookingPresetMessages.version });
    expect((await reset({ courier: "TCS" })).status).toBe(400);
    expect(await backend.db.select().from(courierBookingPresets)).toEqual([]);
  });

  it("is for operators only: 403 to a shopper, 401 without a token", async () => {
    const shopper = tokenFor("shopper-presets");
    for (const answer of [
      await backend.call("GET", PATH, { token: shopper }),
      await save({ courier: "TCS", version: 0, weightUnit: "kg", columns: tcsChanged }, shopper),
      await reset({ courier: "TCS", version: 0 }, shopper),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.error).toBe(OPERATORS_ONLY);
    }
    expect((await backend.call("PUT", PATH, { body: { courier: "TCS", version: 0, weightUnit: "kg", columns: tcsChanged } })).status).toBe(
      401,
    );
    expect(await backend.db.select().from(courierBookingPresets)).toEqual([]);
  });

  it("uses the default for a kept preset this version no longer accepts", async () => {
    await backend.db.insert(courierBookingPresets).values({
      courier: "Leopards",
      columns: [{ field: "gone", header: "A field since removed" }] as never,
      weightUnit: "kg",
      version: 4,
    });
    expect(await presetOf("Leopards")).toMatchObject({ version: 4, isDefault: true, ...bookingPresets.Leopards });
    expect((await headerRowOf("Leopards")).header).toEqual(bookingPresets.Leopards.columns.map((column) => column.header));
    // Its version still guards it: the operator saves over it from the version the page showed.
    expect((await save({ courier: "Leopards", version: 4, weightUnit: "g", columns: tcsChanged })).status).toBe(200);
  });

  it("imports a booking file sent back under the operator's own reference header", async () => {
    const { orderId } = await orders.orderAt("confirmed");
    await save({ courier: "Other", version: 0, weightUnit: "kg", columns: [{ field: "reference", header: "Shop Ref #" }] });
    const imported = await backend.call("POST", "/admin/orders/import?courier=Other", {
      token: OPERATOR,
      rawBody: `Shop Ref #,CN\r\n${orderId},OTH-1\r\n`,
    });
    expect(imported.body).toEqual({ accepted: 1, refused: 0, rows: [{ line: 2, orderId, accepted: true }] });
  });
});
