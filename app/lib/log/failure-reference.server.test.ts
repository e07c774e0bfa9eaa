import { data, redirect } from "@remix-run/node";
import { afterEach, describe, expect, it } from "vitest";
import { captureLog } from "../../../contract/server/log";
import { withFailureReference } from "./failure-reference.server";

type Answer = { type: string; data: Record<string, unknown>; init: ResponseInit };
const context = { requestId: "5f0c2a4e-0000-4000-8000-000000000001" };
const request = () => new Request("http://store.test/products");

describe("a failure's reference", () => {
  let capture: ReturnType<typeof captureLog> | undefined;
  afterEach(() => capture?.restore());

  it("rides in a 503's data beside its message", () => {
    const unavailable = data({ message: "down" }, { status: 503 });
    const thrown = withFailureReference(unavailable, context, request()) as Answer;
    expect(thrown.init.status).toBe(503);
    expect(thrown.data).toEqual({ message: "down", requestId: context.requestId });
  });

  it("turns an unexpected error into a 500 that carries it, and logs the error's cause with it", () => {
    capture = captureLog();
    const thrown = withFailureReference(new TypeError("cannot read x of undefined"), context, request()) as Answer;
    expect(thrown.type).toBe("DataWithResponseInit");
    expect(thrown.init.status).toBe(500);
    expect(thrown.data).toEqual({ requestId: context.requestId });
    const line = capture.lines().find((entry) => entry.msg === "a request failed");
    expect(line).toMatchObject({ requestId: context.requestId });
    expect(String(line?.cause)).toContain("cannot read x of undefined");
  });

  it("leaves answers that are not failures, redirects and aborted requests as they are", () => {
    const notFound = data({ message: "gone" }, { status: 404 });
    expect(withFailureReference(notFound, context, request())).toBe(notFound);
    expect((notFound as unknown as Answer).data).toEqual({ message: "gone" });
    const moved = redirect("/home");
    expect(withFailureReference(moved, context, request())).toBe(moved);
    const aborted = new AbortController();
    aborted.abort();
    const reason = new Error("aborted");
    expect(withFailureReference(reason, context, new Request("http://store.test/", { signal: aborted.signal }))).toBe(reason);
    // Without an id (no request log), nothing is changed either.
    expect(withFailureReference(reason, {}, request())).toBe(reason);
  });
});
