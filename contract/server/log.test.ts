import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLog, logSettings } from "./log";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, lines: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe("the store's log", () => {
  it("reads its level and format, pretty by default only in a terminal, and names a bad setting", () => {
    expect(logSettings({}, false)).toEqual({ level: "info", pretty: false });
    expect(logSettings({}, true)).toEqual({ level: "info", pretty: true });
    expect(logSettings({ LOG_LEVEL: "debug", LOG_FORMAT: "json" }, true)).toEqual({ level: "debug", pretty: false });
    expect(() => logSettings({ LOG_LEVEL: "loud" }, false)).toThrow(
      'LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent, got "loud"',
    );
    expect(() => logSettings({ LOG_FORMAT: "xml" }, false)).toThrow('LOG_FORMAT must be json or pretty, got "xml"');
  });

  it("writes JSON lines with the process id, and redacts secrets in texts, fields and headers", () => {
    const { stream, lines } = capture();
    const log = createLog({ level: "info", pretty: false }, stream);
    const token = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyXzEifQ.c2lnbmF0dXJlLXNlY3JldA";
    log.info(
      { cause: `could not verify Bearer ${token}`, headers: { cookie: "__store_session=abc123", accept: "text/html" } },
      `sent ${token}`,
    );
    log.debug("not at info");
    const [line] = lines();
    expect(lines()).toHaveLength(1);
    expect(line).toMatchObject({ level: 30, pid: process.pid, cause: "could not verify Bearer [redacted]", msg: "sent [redacted]" });
    expect(line.headers).toEqual({ cookie: "[redacted]", accept: "text/html" });
    expect(JSON.stringify(line)).not.toContain("abc123");
  });
});
