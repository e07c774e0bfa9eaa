import { describe, expect, it } from "vitest";
import { requireOperator } from "./operator.server";

describe("requireOperator", () => {
  it("asks once per request: the admin layout's loader and its page's share one answer", async () => {
    const request = new Request("http://shop.test/admin/orders");
    const layout = requireOperator({ request });
    const page = requireOperator({ request });
    expect(page).toBe(layout);
    // Signed out: both are sent to sign in, by the one check.
    const answer = await layout.catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    await expect(page).rejects.toBe(answer);

    const next = requireOperator({ request: new Request("http://shop.test/admin/orders") });
    expect(next).not.toBe(layout);
    await next.catch(() => undefined);
  });
});
