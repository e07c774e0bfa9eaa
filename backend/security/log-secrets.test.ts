/**
 * Logs never print tokens, passwords or full card-like numbers: the backend's error path runs
 * with such values in the request and in a failed query, and the captured console output is read.
 */
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { captureLog } from "../../contract/server/log";
import { describeErrorForLog, redactSecrets } from "../../contract/server/redact";
import { describeOnEachDatabase, testVerifier, type TestBackend } from "../test/harness";

const PASSWORD = "correct-horse-battery-staple-42";
const CARD = "4111 1111 1111 1111";
const CARD_DIGITS = "4111111111111111";
const TOKEN = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyXzEifQ.c2lnbmF0dXJlLXNlY3JldA";

function captureConsole() {
  const lines: string[] = [];
  const record = (...args: unknown[]) =>
    lines.push(args.map((arg) => (arg instanceof Error ? `${arg.stack}` : typeof arg === "string" ? arg : JSON.stringify(arg))).join(" "));
  for (const method of ["log", "info", "warn", "error", "debug"] as const) vi.spyOn(console, method).mockImplementation(record);
  // The store's own log (pino) too, as the JSON lines it writes.
  const logged = captureLog();
  onTestFinished(logged.restore);
  return () => [...lines, logged.text()].join("\n");
}

function expectNoSecret(output: string) {
  expect(output).not.toContain(PASSWORD);
  expect(output).not.toContain(TOKEN);
  expect(output).not.toContain(CARD);
  expect(output).not.toContain(CARD_DIGITS);
  expect(output).not.toMatch(/scrypt\$/);
}

describeOnEachDatabase("logs keep secrets out", (backend: TestBackend) => {
  let output: () => string;
  beforeEach(async () => {
    await backend.reset();
    output = captureConsole();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await backend.db.execute(sql`alter table local_accounts drop constraint if exists refuse_everything`);
  });

  it("a failed query during sign-up logs neither the password, its hash, the card number nor the token", async () => {
    // Every insert into local_accounts fails: the failed query carries the password's hash as a parameter.
    await backend.db.execute(sql`alter table local_accounts add constraint refuse_everything check (false) not valid`);
    const answer = await backend.call("POST", "/auth/sign-up", {
      body: { name: `Card ${CARD}`, email: `${CARD_DIGITS}@example.test`, password: PASSWORD },
      headers: { Authorization: `Bearer ${TOKEN}`, Cookie: `__session=${TOKEN}` },
    });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ error: "Something went wrong" });
    const logged = output();
    expect(logged).toContain("[backend] request");
    expect(logged).toContain("POST /auth/sign-up failed");
    expectNoSecret(logged);
  });

  it("an error thrown while verifying a token does not log the token", async () => {
    const app = backend.createApp({
      publicCatalogue: false,
      verifyToken: async (token) => {
        if (token === TOKEN) throw new Error(`could not verify ${token} (Authorization: Bearer ${token})`);
        return testVerifier(token);
      },
    });
    const answer = await backend.call("GET", "/cart", { token: TOKEN, body: undefined }, app);
    expect(answer.status).toBe(500);
    expect(output()).toContain("GET /cart failed");
    expectNoSecret(output());
  });
});

describe("redactSecrets", () => {
  it.each([
    [`Authorization: Bearer ${TOKEN}`, "Authorization: [redacted]"],
    [`sent Bearer ${TOKEN} again`, "Bearer [redacted]"],
    [`{"email":"a@b.pk","password":"${PASSWORD}"}`, '"password":[redacted]'],
    [`password=${PASSWORD}&email=a`, "password=[redacted]"],
    [`paid with ${CARD} today`, "[card ending 1111]"],
    [`card 4111-1111-1111-1111`, "[card ending 1111]"],
    ["postgres://app:hunter2secret@db.internal:5432/shop", "postgres://app:[redacted]@db.internal"],
    ['Failed query: insert into "x" values ($1, $2)\nparams: user_1,scrypt$32768$8$1$abc', "params: [redacted]"],
  ])("redacts %s", (input, expected) => {
    const redacted = redactSecrets(input);
    expect(redacted).toContain(expected);
    expect(redacted).not.toContain(PASSWORD);
    expect(redacted).not.toContain("hunter2secret");
    expect(redacted).not.toContain("4111 1111");
    expect(redacted).not.toMatch(/scrypt\$/);
  });

  it("keeps what an operator needs: order numbers, phone numbers, dates, amounts, request ids", () => {
    const line = "order CW-000123 for 03001234567 on 2026-11-22 total Rs 12,500";
    expect(redactSecrets(line)).toBe(line);
    // A UUID whose groups are all digits is still a request id, not a card.
    const requestId = "12345678-1234-4123-8123-123456789012";
    expect(redactSecrets(`request ${requestId} failed`)).toBe(`request ${requestId} failed`);
    expect(redactSecrets("Amex 3782 822463 10005")).toBe("Amex [card ending 0005]");
  });

  it("describes an error with its causes, redacted", () => {
    const error = new Error(`outer ${CARD}`, { cause: new Error(`inner Bearer ${TOKEN}`) });
    const text = describeErrorForLog(error);
    expect(text).toContain("outer [card ending 1111]");
    expect(text).toContain("caused by: Error: inner Bearer [redacted]");
    expectNoSecret(text);
  });
});
