// Cash reconciliation: a courier's payment report gives delivered COD orders their remittance, lists every difference,
// records nothing twice, and the dashboard's cash with couriers counts what is still unpaid.
import { expect, it } from "vitest";
import { formatPaisaExactly } from "../../contract/money";
import {
  REMITTANCE_ALREADY,
  REMITTANCE_NEEDS_COLUMNS,
  REMITTANCE_NOT_DELIVERED,
  REMITTANCE_UNKNOWN_ORDER,
  remittanceAmountDiffers,
} from "../../contract/order-lifecycle/remittances";
import { takeOrderStep } from "../store/order-lifecycle";
import { describeOnEachDatabase, tokenFor, type TestBackend } from "../test/harness";
import { lifecycleOrders, OPERATOR } from "../test/lifecycle-orders";

describeOnEachDatabase("courier payment reports", (backend: TestBackend) => {
  const { placedOrder, view } = lifecycleOrders(backend);
  const operator = { userId: "operator-amna", role: "operator" } as const;

  /** An order taken up to shipped (or delivered) with its own consignment number; answers its order ID and total. */
  async function shippedOrder(shopper: string, courierTrackingId: string, courier: "TCS" | "Leopards", deliver = true) {
    const { orderId } = await placedOrder(shopper);
    await takeOrderStep(backend.db, { reference: orderId, actor: operator, change: { step: "confirm" } });
    await takeOrderStep(backend.db, {
      reference: orderId,
      actor: operator,
      change: { step: "ship", courier, courierTrackingId, courierTrackingUrl: null },
    });
    if (deliver) await takeOrderStep(backend.db, { reference: orderId, actor: operator, change: { step: "deliver" } });
    return { orderId, total: (await view(orderId)).totalAmount as number };
  }

  const importReport = (rawBody: string, token = OPERATOR) => backend.call("POST", "/admin/remittances/import", { token, rawBody });
  const dashboard = async () => (await backend.call("GET", "/admin/dashboard", { token: OPERATOR })).body;

  it("records the row that matches and lists the mismatched amount, the unknown ID and the order never delivered", async () => {
    const paid = await shippedOrder("s1", "TCS-1001", "TCS");
    const short = await shippedOrder("s2", "LEO-2002", "Leopards");
    const onTheWay = await shippedOrder("s3", "TCS-3003", "TCS", false);
    const report = [
      "CN,Amount Collected,Courier Charges,Date",
      `tcs-1001,"Rs ${paid.total.toLocaleString("en-US")}",250,27/11/2026`,
      `LEO-2002,${short.total - 100},180,2026-11-27`,
      "TCS-9999,5000,100,2026-11-27",
      `${onTheWay.orderId},${onTheWay.total},100,2026-11-27`,
    ].join("\n");
    const answer = await importReport(report);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      recorded: 1,
      listed: 3,
      rows: [
        { line: 2, reference: "tcs-1001", orderId: paid.orderId, recorded: true, problem: null },
        {
          line: 3,
          reference: "LEO-2002",
          orderId: short.orderId,
          recorded: false,
          problem: remittanceAmountDiffers((short.total - 100) * 100, short.total * 100),
        },
        { line: 4, reference: "TCS-9999", orderId: null, recorded: false, problem: REMITTANCE_UNKNOWN_ORDER },
        { line: 5, reference: onTheWay.orderId, orderId: onTheWay.orderId, recorded: false, problem: REMITTANCE_NOT_DELIVERED },
      ],
    });
    expect(answer.body.rows[1].problem).toContain(formatPaisaExactly(short.total * 100));
    const remitted = await view(paid.orderId);
    expect(remitted.remittance).toMatchObject({ amount: paid.total, charges: 250, paidOn: "2026-11-27" });
    // Operator-only: the payment the shopper sees stays "Paid" from delivery.
    expect(remitted.paymentStatus).toBe("Paid");
    expect((await view(short.orderId)).remittance).toBeNull();
  });

  it("records nothing twice when the same report is imported again", async () => {
    const paid = await shippedOrder("s1", "TCS-1001", "TCS");
    const report = `Tracking ID,Amount,Charges,Date\nTCS-1001,${paid.total},250,2026-11-27\n${paid.orderId},${paid.total},250,2026-11-27`;
    const first = await importReport(report);
    expect(first.body.recorded).toBe(1);
    // The same order on a second line (by its order ID) is listed, not recorded again.
    expect(first.body.rows[1]).toMatchObject({ recorded: false, orderId: paid.orderId });
    const again = await importReport(report);
    expect(again.body).toMatchObject({ recorded: 0, listed: 2 });
    expect(again.body.rows[0]).toMatchObject({ orderId: paid.orderId, recorded: false, problem: REMITTANCE_ALREADY });
    const rows = await backend.db.execute("select count(*)::int as n from order_remittances");
    const count = Array.isArray(rows) ? rows[0].n : (rows as unknown as { rows: { n: number }[] }).rows[0].n;
    expect(Number(count)).toBe(1);
  });

  it("refuses a report without its columns, and a shopper's token", async () => {
    const answer = await importReport("Tracking ID,Notes\nTCS-1,hello");
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(REMITTANCE_NEEDS_COLUMNS);
    expect((await importReport("TCS-1,100,0,2026-11-27", tokenFor("shopper"))).status).toBe(403);
  });

  it("shows cash with couriers on the dashboard: delivered COD orders not yet remitted, by courier and age", async () => {
    const tcs = await shippedOrder("s1", "TCS-1001", "TCS");
    const tcsToo = await shippedOrder("s2", "TCS-1002", "TCS");
    const leopards = await shippedOrder("s3", "LEO-2002", "Leopards");
    await shippedOrder("s4", "TCS-3003", "TCS", false);
    const before = (await dashboard()).cashWithCouriers;
    expect(before.byCourier).toEqual([
      { courier: "TCS", count: 2, amount: tcs.total + tcsToo.total },
      { courier: "Leopards", count: 1, amount: leopards.total },
    ]);
    expect(before).toMatchObject({ count: 3, amount: tcs.total + tcsToo.total + leopards.total });
    expect(before.byAge[0]).toEqual({ bucket: "week", count: 3, amount: before.amount });
    expect(before.byAge.slice(1).every((age: { count: number }) => age.count === 0)).toBe(true);

    await importReport(`TCS-1001,${tcs.total},200,2026-11-27`);
    const after = (await dashboard()).cashWithCouriers;
    expect(after.byCourier).toEqual([
      { courier: "Leopards", count: 1, amount: leopards.total },
      { courier: "TCS", count: 1, amount: tcsToo.total },
    ]);
  });
});
