import type { ServerBuild } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { pathForLog } from "./request-log.server";
import { withRouteIdsNoted } from "./route-ids.server";
import type { RequestLogFields } from "./request-context.server";

describe("the request log", () => {
  it("hides the tokens addresses carry", () => {
    expect(pathForLog("/reset-password?token=abc-123&lng=ur")).toBe("/reset-password?token=[redacted]&lng=ur");
    expect(pathForLog("/confirm-order/eyJvIjoi.AAAA?lng=ur")).toBe("/confirm-order/[redacted]?lng=ur");
    expect(pathForLog("/products?q=handi")).toBe("/products?q=handi");
  });

  it("names the deepest route whose loader ran, whatever order they ran in, and an action's route", async () => {
    const module = (functions: object) => functions as ServerBuild["routes"][string]["module"];
    const build = {
      routes: {
        root: { id: "root", path: "", module: module({ loader: () => "root" }) },
        "routes/orders": { id: "routes/orders", parentId: "root", path: "orders", module: module({}) },
        "routes/orders.$id": {
          id: "routes/orders.$id",
          parentId: "routes/orders",
          path: ":id",
          module: module({ loader: () => "order", action: () => "changed" }),
        },
      },
    } as unknown as ServerBuild;
    const noted = withRouteIdsNoted(build);
    const context: RequestLogFields = {};
    const run = (id: string, name: "loader" | "action", on: object) =>
      (noted.routes[id].module as unknown as Record<string, (args: { context: object }) => unknown>)[name]({ context: on });
    expect(run("routes/orders.$id", "loader", context)).toBe("order");
    expect(run("root", "loader", context)).toBe("root");
    expect(context.routeId).toBe("routes/orders.$id");
    expect(noted.routes["routes/orders"].module.loader).toBeUndefined();

    const posted: RequestLogFields = {};
    run("routes/orders.$id", "action", posted);
    expect(posted.routeId).toBe("routes/orders.$id");
    // The build given is left as it was.
    expect(build.routes["routes/orders.$id"].module.loader).not.toBe(noted.routes["routes/orders.$id"].module.loader);
  });

  it("lets a loader's failure through with the request's reference, thrown or rejected", async () => {
    const failing = {
      loader: () => Promise.reject(new Error("boom")),
      action: () => {
        throw new Error("bang");
      },
    };
    const build = { routes: { root: { id: "root", path: "", module: failing } } } as unknown as ServerBuild;
    const module = withRouteIdsNoted(build).routes.root.module as unknown as Record<string, (args: object) => unknown>;
    const args = { context: { requestId: "id-1" }, request: new Request("http://store.test/") };
    await expect(module.loader(args)).rejects.toMatchObject({ init: { status: 500 }, data: { requestId: "id-1" } });
    expect(() => module.action(args)).toThrow(expect.objectContaining({ data: { requestId: "id-1" } }));
  });
});
