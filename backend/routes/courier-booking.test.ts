// The courier booking files (issue 38): XLSX and CSV of the orders to ship, per courier preset.
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeEach, expect, it } from "vitest";
import { productVariants } from "../db/schema";
import { BOOKING_BATCH_SIZE } from "../store/courier-booking";
import { recordOrder } from "../store/orders";
import { takeOrderStep } from "../store/order-lifecycle";
import { bookingPresets } from "../../contract/order-lifecycle/booking-files";
import { couriers } from "../../contract/order-lifecycle/couriers";
import { XLSX_UNREADABLE } from "../../contract/order-lifecycle/messages";
import { createProduct, createUser, setVariant } from "../test/fixtures";
import { describeOnEachDatabase, tokenFor, type TestBackend } from "../test/harness";

const OPERATOR = "operator-booking";

describeOnEachDatabase("courier booking files", (backend: TestBackend) => {
  beforeEach(async () => {
    await backend.reset();
    await createUser(backend.db, OPERATOR);
  });

  /** A COD order of two sized handis (1,250 g each) and a 400 g tawa; confirmed unless told otherwise. */
  async function order(shopper: string, name: string, options: { phone?: string; confirm?: boolean; weighed?: boolean } = {}) {
    const handi = await createProduct(backend.db, { name: "Sultan Handi", stock: 5, pricePaisa: 250_050, sizes: [] });
    const tawa = await createProduct(backend.db, { name: "Iron Tawa", stock: 5, pricePaisa: 100_000, sizes: [] });
    const handiVariant = await setVariant(backend.db, handi.id, { label: "No. 5", weightGrams: 1250 });
    const tawaVariant = await setVariant(backend.db, tawa.id, { weightGrams: 400 });
    const phone = options.phone ?? "+923215550101";
    await createUser(backend.db, shopper, { phone });
    const placed = await recordOrder(backend.db, {
      userId: shopper,
      paymentMethod: "cod",
      customer: { name, phone },
      shippingAddress: { street: 'House 5, "Green" Lane', city: "Karachi", state: "Sindh", country: "Pakistan", postalCode: "75500" },
      lines: [
        { productId: handi.id, variantId: handiVariant.id, name: "Sultan Handi", size: "No. 5", quantity: 2, unitPricePaisa: 250_050 },
        { productId: tawa.id, variantId: tawaVariant.id, name: "Iron Tawa", size: null, quantity: 1, unitPricePaisa: 100_000 },
      ].map((line, index) => (options.weighed ? { ...line, weightGrams: [1250, 400][index] } : line)),
    });
    const orderId = `CW-${String(placed.orderNumber).padStart(6, "0")}`;
    if (options.confirm !== false)
      await takeOrderStep(backend.db, { reference: orderId, actor: { userId: OPERATOR, role: "operator" }, change: { step: "confirm" } });
    return orderId;
  }

  const download = (query: string) =>
    backend.app.fetch(
      new Request(`http://backend.test/admin/orders/booking-file?${query}`, { headers: { Authorization: `Bearer ${tokenFor(OPERATOR)}` } }),
    );

  async function sheetOf(answer: Response) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await answer.arrayBuffer());
    return workbook.worksheets[0];
  }

  const rowValues = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);

  it("writes an XLSX whose phone and reference are text cells, with pieces, weight and contents", async () => {
    const orderId = await order("s1", "Ayesha Khan");
    const answer = await download("courier=Other&format=xlsx");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(answer.headers.get("Content-Disposition")).toMatch(/^attachment; filename="booking-Other-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const sheet = await sheetOf(answer);
    expect(rowValues(sheet, 1)).toEqual(bookingPresets.Other.columns.map((column) => column.header));
    expect(rowValues(sheet, 2)).toEqual([
      orderId,
      "Ayesha Khan",
      "03215550101",
      'House 5, "Green" Lane, Karachi, Sindh, 75500, Pakistan',
      "Karachi",
      6001,
      3,
      2.9,
      "2 × Sultan Handi (No. 5); 1 × Iron Tawa",
    ]);
    // No landmark or notes on the address: the special instructions are left empty.
    expect(sheet.getRow(2).getCell(10).text).toBe("");
    const phone = sheet.getRow(2).getCell(3);
    expect(phone.type).toBe(ExcelJS.ValueType.String);
    expect(phone.value).toBe("03215550101");
    expect(phone.numFmt).toBe("@");
    expect(sheet.getRow(2).getCell(1).numFmt).toBe("@");
    expect(sheet.getRow(2).getCell(6).type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.rowCount).toBe(2);
  });

  it("weighs each line as it was when the order was placed, not as its size weighs now", async () => {
    const weighed = await order("s1", "Ayesha Khan", { weighed: true });
    // A line written before weights were kept reads its size's weight now.
    const older = await order("s2", "Bilal Ahmed");
    await backend.db.update(productVariants).set({ weightGrams: 3000 }).where(eq(productVariants.label, "No. 5"));
    const sheet = await sheetOf(await download("courier=Other&format=xlsx"));
    const weightColumn = bookingPresets.Other.columns.findIndex((column) => column.field === "weight");
    const weightOf = (orderId: string) =>
      [2, 3].map((row) => rowValues(sheet, row)).find((values) => values[0] === orderId)?.[weightColumn];
    expect(weightOf(weighed)).toBe(2.9);
    expect(weightOf(older)).toBe(6.4);
  });

  it("orders and names the columns by each courier's preset, weighing in its unit", async () => {
    const orderId = await order("s1", "Bilal");
    for (const courier of couriers) {
      const sheet = await sheetOf(await download(`courier=${encodeURIComponent(courier)}&format=xlsx`));
      const preset = bookingPresets[courier];
      expect(rowValues(sheet, 1)).toEqual(preset.columns.map((column) => column.header));
      const cellOf = (field: string) => sheet.getRow(2).getCell(preset.columns.findIndex((column) => column.field === field) + 1);
      expect(cellOf("reference").value).toBe(orderId);
      expect(cellOf("phone").value).toBe("03215550101");
      if (preset.columns.some((column) => column.field === "weight"))
        expect(cellOf("weight").value).toBe(preset.weightUnit === "g" ? 2900 : 2.9);
    }
    expect(rowValues(await sheetOf(await download("courier=M%26P&format=xlsx")), 1)[0]).toBe("Consignee Name");
    expect(rowValues(await sheetOf(await download("courier=Leopards&format=xlsx")), 1)).toContain("Weight (grams)");
    expect(rowValues(await sheetOf(await download("courier=PostEx&format=xlsx")), 1)).not.toContain("Weight (kg)");
  });

  it("holds only the orders picked that still wait to ship, or all of them", async () => {
    const first = await order("s1", "Ayesha");
    const second = await order("s2", "Bilal");
    const waiting = await order("s3", "Chand", { confirm: false });
    const references = async (query: string) => (await sheetOf(await download(query))).getColumn(1).values.slice(2);
    expect(await references("courier=Other&format=xlsx")).toEqual([first, second]);
    expect(await references(`courier=Other&format=xlsx&orders=${second},${waiting}`)).toEqual([second]);
    expect(await references(`courier=Other&format=xlsx&orders=${first.toLowerCase()}`)).toEqual([first]);
    expect((await download("courier=Other&format=xlsx&orders=1%3D1")).status).toBe(400);
    expect((await download("courier=DHL&format=xlsx")).status).toBe(400);
    expect((await download("courier=TCS&format=pdf")).status).toBe(400);
  });

  // A batch and one of orders placed through the API: seconds alone, far longer beside a busy suite.
  it("streams a file longer than one batch whole", { timeout: 120_000 }, async () => {
    const orderIds: string[] = [];
    for (let index = 0; index <= BOOKING_BATCH_SIZE; index += 1) orderIds.push(await order(`bulk-${index}`, `Shopper ${index}`));
    const sheet = await sheetOf(await download("courier=TCS&format=xlsx"));
    expect(sheet.getColumn(1).values.slice(2)).toEqual(orderIds);
    const csv = await (await download("courier=TCS&format=csv")).text();
    expect(csv.trimEnd().split("\r\n")).toHaveLength(BOOKING_BATCH_SIZE + 2);
  });

  // An XLSX cell holding "=HYPERLINK(…)" is a string, never a formula; the CSV prefixes it as before.
  it("keeps a name that looks like a formula as words, in both files", async () => {
    await order("hacker", '=HYPERLINK("http://evil.example","Click")');
    const sheet = await sheetOf(await download("courier=Other&format=xlsx"));
    const name = sheet.getRow(2).getCell(2);
    expect(name.type).toBe(ExcelJS.ValueType.String);
    expect(name.value).toBe('=HYPERLINK("http://evil.example","Click")');
    const csv = await (await download("courier=Other&format=csv")).text();
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
  });

  // Issue 33: without a byte order mark, Excel read the file in the computer's code page and garbled Urdu names.
  it("writes the CSV in UTF-8 with a byte order mark, the phone as the courier dials it, and the file saved back imports", async () => {
    const orderId = await order("urdu", "عائشہ خان");
    const answer = await download("courier=Other&format=csv");
    expect(answer.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
    // The phone stays 03215550101, as the portals' uploads want it: Excel would read it as a number, so the XLSX is Excel's file.
    expect(text.split("\r\n")).toEqual([
      '\uFEFF"Order ID","Consignee name","Phone","Address","City","COD amount","Pieces","Weight (kg)","Contents","Special instructions"',
      `"${orderId}","عائشہ خان","03215550101","House 5, ""Green"" Lane, Karachi, Sindh, 75500, Pakistan","Karachi","6001.00","3","2.9","2 × Sultan Handi (No. 5); 1 × Iron Tawa",""`,
      "",
    ]);

    // The booking file back with the courier's numbers: its reference header ("Customer Reference No" for TCS) names the order.
    const tcs = `\uFEFFCustomer Reference No,Consignee Name,CN\r\n${orderId},عائشہ خان,TCS4004\r\n`;
    const imported = await backend.call("POST", "/admin/orders/import?courier=TCS", { token: tokenFor(OPERATOR), rawBody: tcs });
    expect(imported.body).toEqual({ accepted: 1, refused: 0, rows: [{ line: 2, orderId, accepted: true }] });
  });

  it("imports the tracking IDs from the XLSX booking file sent back with a CN column, and refuses a broken XLSX", async () => {
    const first = await order("s1", "Ayesha");
    const second = await order("s2", "Bilal");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await download("courier=TCS&format=xlsx")).arrayBuffer());
    const sheet = workbook.worksheets[0];
    const cn = sheet.columnCount + 1;
    sheet.getRow(1).getCell(cn).value = "CN";
    sheet.getRow(2).getCell(cn).value = "TCS5005";
    sheet.getRow(3).getCell(cn).value = 778899001; // a courier's number typed as a number is read as its digits
    const sendXlsx = (body: Uint8Array<ArrayBuffer>) =>
      backend.app.fetch(
        new Request("http://backend.test/admin/orders/import?courier=TCS", {
          method: "POST",
          body,
          headers: {
            Authorization: `Bearer ${tokenFor(OPERATOR)}`,
            "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          },
        }),
      );
    const answer = await sendXlsx(new Uint8Array(await workbook.xlsx.writeBuffer()));
    expect(await answer.json()).toEqual({
      accepted: 2,
      refused: 0,
      rows: [
        { line: 2, orderId: first, accepted: true },
        { line: 3, orderId: second, accepted: true },
      ],
    });
    const shipped = (await backend.call("GET", `/admin/orders/${second}`, { token: tokenFor(OPERATOR) })).body;
    expect(shipped).toMatchObject({ orderStatus: "Shipped", courier: "TCS", courierTrackingId: "778899001" });

    const broken = await sendXlsx(new TextEncoder().encode("PK\u0003\u0004 not a workbook"));
    expect(broken.status).toBe(400);
    expect((await broken.json()).error).toBe(XLSX_UNREADABLE);
  });
});
