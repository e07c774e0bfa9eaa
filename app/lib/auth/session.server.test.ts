import { beforeAll, describe, expect, it } from "vitest";
import { commitSession, getSession } from "./session.server";

beforeAll(() => {
  process.env.SESSION_SECRET ??= "session-test-secret-session-test-secret";
});

describe("getSession", () => {
  it("reads a request's cookie once: the root's flash and the viewer's read share one session", async () => {
    const signIn = new Request("http://localhost/");
    const session = await getSession(signIn);
    session.set("userId", "user-1");
    session.flash("flash", { kind: "success", text: "Welcome back!" });
    const cookie = (await commitSession(signIn, session)).split(";")[0];

    const page = new Request("http://localhost/home", { headers: { Cookie: cookie } });
    const forTheViewer = await getSession(page);
    const forTheFlash = await getSession(page);
    expect(forTheFlash).toBe(forTheViewer);
    expect(forTheViewer.get("userId")).toBe("user-1");
    expect(forTheFlash.get("flash")).toEqual({ kind: "success", text: "Welcome back!" });

    // Another request with the same cookie (the next page, an action) reads its own.
    const next = await getSession(new Request("http://localhost/products", { headers: { Cookie: cookie } }));
    expect(next).not.toBe(forTheViewer);
    expect(next.get("flash")).toEqual({ kind: "success", text: "Welcome back!" });
  });

  it("gives each request with the same cookie a session of its own to change", async () => {
    const signIn = new Request("http://localhost/");
    const session = await getSession(signIn);
    session.set("userId", "user-2");
    session.set("name", "Ayesha");
    const cookie = (await commitSession(signIn, session)).split(";")[0];

    const first = await getSession(new Request("http://localhost/cart", { headers: { Cookie: cookie } }));
    first.unset("userId");
    first.set("name", "Changed");
    const second = await getSession(new Request("http://localhost/cart", { headers: { Cookie: cookie } }));
    expect(second.get("userId")).toBe("user-2");
    expect(second.get("name")).toBe("Ayesha");
  });

  it("reads nothing from a cookie whose signature does not match, however often it comes", async () => {
    const signIn = new Request("http://localhost/");
    const session = await getSession(signIn);
    session.set("userId", "user-3");
    const cookie = (await commitSession(signIn, session)).split(";")[0];
    const [name, value] = cookie.split("=");
    const forged = `${name}=${encodeURIComponent(btoa(JSON.stringify({ userId: "someone-else" })))}.${decodeURIComponent(value).split(".")[1]}`;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const read = await getSession(new Request("http://localhost/cart", { headers: { Cookie: forged } }));
      expect(read.get("userId")).toBeUndefined();
    }
    const genuine = await getSession(new Request("http://localhost/cart", { headers: { Cookie: cookie } }));
    expect(genuine.get("userId")).toBe("user-3");
  });
});
